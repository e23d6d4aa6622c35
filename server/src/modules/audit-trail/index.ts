/** The audit trail's reader (the superadmin's screen). It owns no table: `audit_events` is audit/'s. */
export { registerAuditTrailRoutes } from "./routes.ts";
export { type AuditTrailService, createAuditTrailService } from "./service.ts";
