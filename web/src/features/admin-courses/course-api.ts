import { type CourseInput, coursesAdd, coursesGet, coursesUpdate } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { courseKeys, useCourseChange } from "./api.ts";

/* The course document's calls, apart from the lists' (api.ts), so the list screens stay small. */

/** GET /api/course/{id}: the whole document. */
export function useCourse(id: string | null) {
  return useQuery({
    queryKey: courseKeys.course(id ?? ""),
    queryFn: () => call(coursesGet, { params: { id: id ?? "" } }),
    enabled: id !== null,
    // Edits are local until saved: a refetch on focus must not throw them away.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useAddCourse = () => useCourseChange((body: CourseInput) => call(coursesAdd, { body }));
export const useUpdateCourse = () =>
  useCourseChange(({ id, body }: { id: string; body: CourseInput }) =>
    call(coursesUpdate, { params: { id }, body }),
  );
