/** The course-access module's public entry. It owns no table: it reads what a caller may open. */
export { registerCourseAccessRoutes } from "./routes.ts";
export { createSchoolAccessService, type SchoolAccessService } from "./school-access.ts";
export {
  type CourseAccessService,
  classesOfStudent,
  createCourseAccessService,
  forStudents,
  studentOf,
  visibleToStudents,
} from "./service.ts";
