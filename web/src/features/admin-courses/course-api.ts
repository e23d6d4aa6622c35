import {
  API,
  apiPath,
  type Course,
  type CourseInput,
  type CourseSavedResponse,
  courseSchema,
} from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";
import { courseKeys, useCourseChange } from "./api.ts";

/* The course document's calls, apart from the lists' (api.ts), so the list screens stay small. */

/** GET /api/course/{id}: the whole document. */
export function useCourse(id: string | null) {
  return useQuery({
    queryKey: courseKeys.course(id ?? ""),
    queryFn: async (): Promise<Course> =>
      courseSchema.parse(await apiFetch<unknown>(apiPath.course(id ?? ""))),
    enabled: id !== null,
    // Edits are local until saved: a refetch on focus must not throw them away.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useAddCourse = () =>
  useCourseChange((body: CourseInput) => apiFetch<CourseSavedResponse>(API.addCourse, { body }));
export const useUpdateCourse = () =>
  useCourseChange(({ id, body }: { id: string; body: CourseInput }) =>
    apiFetch<CourseSavedResponse>(apiPath.course(id), { method: "PUT", body }),
  );
