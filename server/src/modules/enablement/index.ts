/**
 * The enablement module's public entry. It owns no table: the superadmin's enablement screen changes what a school has through the purchases module (and its students' enrolments
 * through the enrolment module).
 */
export { registerEnablementRoutes } from "./routes.ts";
export { createEnablementService, type EnablementService, removeEnabledClasses } from "./service.ts";
