export * from "./admins.ts";
// The classroom's assignments
export * from "./assignments.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./common.ts";
export * from "./content.ts";
// Buying seats
export * from "./course-access.ts";
export * from "./course-list.ts";
export * from "./courses.ts";
// The curriculum (boards, books, chapters): data files checked as they load; a web screen loads it with import()
export * from "./curriculum/index.ts";
export * from "./days.ts";
export * from "./demo-outbox.ts";
export * from "./enablement.ts";
export * from "./endpoint.ts";
export * from "./endpoints/index.ts";
// Enrolment
export * from "./enrolment.ts";
// Students and teachers
export * from "./first-signin.ts";
export * from "./learners.ts";
export * from "./limits.ts";
export * from "./lists.ts";
export * from "./messages.ts";
// A teacher's notes about a child for the parents
export * from "./notes.ts";
export * from "./onboarding.ts";
// Operators' lists across schools
export * from "./operator-lists.ts";
// Operator schools (the superadmin's schools and a school's status)
export * from "./operator-schools.ts";
// Parents
export * from "./parents.ts";
export * from "./paths.ts";
// Superadmin dashboard
export * from "./platform-stats.ts";
// Practice (native exercise sets); the engine is "@ganit/contracts/practice/index"
export * from "./practice.ts";
export * from "./practice-api.ts";
export * from "./practice-stored.ts";
export * from "./practice-tests-api.ts";
export * from "./printing.ts";
export * from "./privacy.ts";
// Enrolment and learning (content access and progress)
export * from "./progress.ts";
export * from "./purchases.ts";
export * from "./roles.ts";
export * from "./schools.ts";
export * from "./sections.ts";
export * from "./students.ts";
export * from "./syllabus-api.ts";
export * from "./teacher-tests-api.ts";
export * from "./teachers.ts";
