/** The course-access module's public entry. It owns no table: it reads what a caller may open. */
export { registerCourseAccessRoutes } from "./routes.ts";
export { createSchoolAccessService, type SchoolAccessService } from "./school-access.ts";
export {
  type CourseAccessService,
  createCourseAccessService,
  forStudents,
} from "./service.ts";
