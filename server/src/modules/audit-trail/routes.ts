import { auditApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { AuditTrailService } from "./service.ts";

/** The superadmin's audit trail (`auditApi`). HTTP only. */
export function registerAuditTrailRoutes(app: FastifyInstance, trail: AuditTrailService) {
  serve(app, auditApi.list, ({ query }) => trail.list(query));
}
