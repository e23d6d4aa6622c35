import { type NoPurchaseSchoolsPage, noPurchaseSchoolsList } from "@ganit/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

export const noPurchaseKeys = {
  all: ["no-purchase-schools"] as const,
  page: (query: string) => ["no-purchase-schools", "page", query] as const,
};

/** GET /api/superadmin/schools/no-purchases?page=…: one page (the screen always asks for a page). */
export async function fetchNoPurchaseSchools(query: string): Promise<NoPurchaseSchoolsPage> {
  const answer = await call(noPurchaseSchoolsList, { query });
  if (!("items" in answer)) throw new TypeError("the no-purchase list answered a whole list for a page");
  return answer;
}

export function useNoPurchaseSchools(query: string) {
  return useQuery({
    queryKey: noPurchaseKeys.page(query),
    queryFn: () => fetchNoPurchaseSchools(query),
    placeholderData: keepPreviousData,
  });
}
