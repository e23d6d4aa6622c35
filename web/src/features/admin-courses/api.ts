import { type CourseSavedResponse, coursesList, coursesRemove, coursesSummary } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call, callList, callPage } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

/** Cache keys: everything of the catalogue sits under `all`, so one invalidation refreshes every screen. */
export const courseKeys = {
  ...pagedListKeys("admin-courses"),
  list: () => ["admin-courses", "list"] as const,
  course: (id: string) => ["admin-courses", "course", id] as const,
  summary: () => ["admin-courses", "summary"] as const,
};

/** GET /api/course/summary: the dashboard's counts. */
export function useCourseSummary() {
  return useQuery({
    queryKey: courseKeys.summary(),
    queryFn: () => call(coursesSummary),
  });
}

/** GET /api/course: every live course with its classes (the Available Courses screen). */
export function useAllCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: () => callList(coursesList),
  });
}

/** GET /api/course?page=…: one page of the Course Management table. */
export const useCoursesPage = (query: string) =>
  usePagedListQuery(courseKeys, query, (page) => callPage(coursesList, { query: page }));

export const useCourseChange = <TVariables>(
  change: (variables: TVariables) => Promise<CourseSavedResponse>,
) => useListChange(courseKeys, change);

export const useDeleteCourse = () => useCourseChange((id: string) => call(coursesRemove, { params: { id } }));
