/**
 * The enablement module's public entry. It owns no table: the superadmin's enablement and payments
 * screens change what a school has through the purchases module (and its students' enrolments
 * through the enrolment module).
 */
export { createPaymentsService, type PaymentsService } from "./payments.ts";
export { registerEnablementRoutes } from "./routes.ts";
export { createEnablementService, type EnablementService, removeEnabledClasses } from "./service.ts";
