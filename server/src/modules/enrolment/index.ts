/** The enrolment module's public entry: the `enrolments` table is written only through these. */
export { unenrolFromClasses } from "./classes.ts";
export {
  classSeatColumns,
  enrolmentsOfSchool,
  enrolmentsOfStudents,
  inSchoolClass,
  type StudentCourseEnrolment,
  studentsInSchoolClass,
} from "./enrolments-of.ts";
export { registerEnrolmentRoutes } from "./routes.ts";
export { createEnrolmentService, type EnrolmentService } from "./service.ts";
