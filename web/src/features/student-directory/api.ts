import {
  type EnablementSchoolsPage,
  type StudentDirectoryPage,
  studentDirectoryList,
} from "@ganit/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { pagedListKeys, usePagedListQuery } from "@/lib/paged-list-query.ts";

/** GET /api/superadmin/students?page=…: one page (the screen always asks for a page). */
export async function fetchStudentDirectory(query: string): Promise<StudentDirectoryPage> {
  const answer = await call(studentDirectoryList, { query });
  if (!("items" in answer)) throw new TypeError("the students list answered a whole list for a page");
  return answer;
}

export const studentDirectoryKeys = {
  ...pagedListKeys("student-directory"),
  schools: (search: string) => ["student-directory", "schools", search] as const,
};

export const useStudentDirectory = (query: string) =>
  usePagedListQuery(studentDirectoryKeys, query, fetchStudentDirectory);

/** The school filter's choices: the first 100 schools by name matching what was typed (the server searches). */
export function useSchoolChoices(search: string) {
  return useQuery({
    queryKey: studentDirectoryKeys.schools(search),
    queryFn: async (): Promise<EnablementSchoolsPage> => {
      // The declaration (with the enablement schemas) loads after the screen's first paint, keeping
      // its first visit inside the bundle budget.
      const { enablementSchools } = await import("@ganit/contracts/endpoints/enablement");
      const query = new URLSearchParams({ page: "1", limit: "100", sort: "name", order: "asc" });
      if (search) query.set("search", search);
      return call(enablementSchools, { query: query.toString() });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
