import {
  auditExportQuerySchema,
  auditExportResponseSchema,
  auditPageSchema,
  auditQuerySchema,
} from "../audit.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

export const auditList = endpoint({
  method: "GET",
  path: API.audit,
  access: ["superadmin"],
  tags: ["audit trail"],
  summary: "The audit trail: who did what to whom, when and from where; newest first, paged and filtered",
  errors: [],
  schemas: { query: auditQuerySchema, response: auditPageSchema },
});

export const auditExport = endpoint({
  method: "GET",
  path: API.auditExport,
  access: ["superadmin"],
  tags: ["audit trail"],
  summary:
    "The audit trail as .xlsx or CSV with the list's filters, at most 50,000 events (more: 400 asking for a narrower filter); the export is itself audited",
  errors: [],
  schemas: { query: auditExportQuerySchema, response: auditExportResponseSchema },
});

/** The superadmin's audit trail (`/api/superadmin/audit`) and its export. */
export const auditApi = { list: auditList, export: auditExport };
