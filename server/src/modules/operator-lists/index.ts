/** The operators' lists across schools (no purchases, students). It owns no table: it only reads. */
export { createNoPurchaseSchoolsService, type NoPurchaseSchoolsService } from "./no-purchase-schools.ts";
export { registerOperatorListRoutes } from "./routes.ts";
export { createStudentDirectoryService, type StudentDirectoryService } from "./student-directory.ts";
