// Access in one place: who the caller is in rows, the rules keyed by action, and what a student may
// open. Services check every row a request names here; docs/architecture.md says how.
export {
  type Buyer,
  buyerOf,
  memberSchoolId,
  ownStudentRow,
  requireSchool,
  schoolOfUser,
  studentOf,
} from "./caller.ts";
export { awaitsConsentSql, requireMayLearn } from "./consent.ts";
export { accessible, accessibleClass, requireAccess } from "./require.ts";
export { PERMISSIONS, type Permission, rolesOf } from "./rules.ts";
export { requireSchoolClass } from "./school-class.ts";
export {
  classesOfStudent,
  grantedClasses,
  openableCondition,
  openablePlaceSql,
  openResource,
  visibleToStudents,
} from "./student-classes.ts";
