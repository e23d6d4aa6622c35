/** A teacher's own tests (docs/adr/0693): built here, stored as practice's `practice_tests` rows through practice's functions. */
export { registerTeacherTestRoutes } from "./routes.ts";
export { createTeacherTestsService, type TeacherTestsService } from "./service.ts";
