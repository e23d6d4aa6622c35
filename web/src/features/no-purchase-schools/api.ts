import { type NoPurchaseSchoolsPage, noPurchaseSchoolsList } from "@ganit/contracts";
import { callPage } from "@/lib/client.ts";
import { pagedListKeys, usePagedListQuery } from "@/lib/paged-list-query.ts";

export const noPurchaseKeys = pagedListKeys("no-purchase-schools");

/** GET /api/superadmin/schools/no-purchases?page=…: one page (the screen always asks for a page). */
export const fetchNoPurchaseSchools = (query: string): Promise<NoPurchaseSchoolsPage> =>
  callPage(noPurchaseSchoolsList, { query });

export const useNoPurchaseSchools = (query: string) =>
  usePagedListQuery(noPurchaseKeys, query, fetchNoPurchaseSchools);
