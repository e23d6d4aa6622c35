import {
  type ActiveSchoolsPage,
  activeSchoolsList,
  type SchoolStatusChangeRequest,
  schoolStatusUpdate,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** Cache keys: every page sits under `all`, so one invalidation refreshes whatever page is shown. */
export const schoolsKeys = {
  all: ["operator-schools"] as const,
  page: (query: string) => ["operator-schools", "page", query] as const,
};

/** GET /api/superadmin/active-schools?…: one page of schools with the state filter's options. */
export async function fetchSchools(query: string): Promise<ActiveSchoolsPage> {
  const answer = await call(activeSchoolsList, { query });
  if (!("items" in answer)) throw new TypeError("the schools list answered the whole list for a page");
  return answer;
}

/** The page the URL asks for; the previous page stays on screen while the next one loads. */
export function useSchools(query: string) {
  return useQuery({
    queryKey: schoolsKeys.page(query),
    queryFn: () => fetchSchools(query),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/superadmin/schools/{schoolId}/status {status, reason}: the school is mailed. */
export function useSetSchoolStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: string; body: SchoolStatusChangeRequest }) =>
      call(schoolStatusUpdate, { params: { schoolId }, body }),
    // Refresh on failure too: a refusal often means the list changed under us (another superadmin).
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolsKeys.all }),
  });
}
