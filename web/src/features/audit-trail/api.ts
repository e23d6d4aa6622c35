import { auditList } from "@ganit/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

export const auditKeys = {
  all: ["audit-trail"] as const,
  page: (query: string) => ["audit-trail", "page", query] as const,
};

/** GET /api/superadmin/audit?…: one page of the trail, newest first. */
export function useAuditTrail(query: string) {
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: () => call(auditList, { query }),
    placeholderData: keepPreviousData,
  });
}
