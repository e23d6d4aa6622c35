import { auditPageSchema, auditQuerySchema } from "../audit.ts";
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

/** The superadmin's audit trail (`/api/superadmin/audit`). */
export const auditApi = { list: auditList };
