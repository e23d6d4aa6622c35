import { auditList } from "@ganit/contracts";
import { call } from "@/lib/client.ts";
import { pagedListKeys, usePagedListQuery } from "@/lib/paged-list-query.ts";

export const auditKeys = pagedListKeys("audit-trail");

/** GET /api/superadmin/audit?…: one page of the trail, newest first. */
export const useAuditTrail = (query: string) =>
  usePagedListQuery(auditKeys, query, (page) => call(auditList, { query: page }));
