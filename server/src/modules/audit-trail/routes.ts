import { auditApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { filterOf } from "../../audit/reads.ts";
import { auditRead } from "../../plugins/read-audit.ts";
import { serve } from "../../plugins/routes.ts";
import type { AuditTrailService } from "./service.ts";

/** The superadmin's audit trail (`auditApi`). HTTP only. */
export function registerAuditTrailRoutes(app: FastifyInstance, trail: AuditTrailService) {
  serve(app, auditApi.list, ({ query }) => trail.list(query));
  serve(app, auditApi.export, async ({ user, query, req, reply }) => {
    const file = await trail.exportFile(query);
    // A copy of the trail leaves no copy without its own row: unlike a screen's read, this one
    // fails (503) when its row cannot be written.
    await auditRead(
      req,
      user,
      {
        action: "audit.exported",
        list: "audit",
        filter: filterOf(query),
        rows: file.rows,
        schoolId: query.schoolId ?? null,
      },
      { required: true },
    );
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.body);
  });
}
