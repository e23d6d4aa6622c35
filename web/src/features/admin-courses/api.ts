import { type CourseSavedResponse, coursesList, coursesRemove, coursesSummary } from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList, callPage } from "@/lib/client.ts";

/** Cache keys: everything of the catalogue sits under `all`, so one invalidation refreshes every screen. */
export const courseKeys = {
  all: ["admin-courses"] as const,
  list: () => ["admin-courses", "list"] as const,
  page: (query: string) => ["admin-courses", "page", query] as const,
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
export function useCoursesPage(query: string) {
  return useQuery({
    queryKey: courseKeys.page(query),
    queryFn: () => callPage(coursesList, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseChange<TVariables>(change: (variables: TVariables) => Promise<CourseSavedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export const useDeleteCourse = () => useCourseChange((id: string) => call(coursesRemove, { params: { id } }));
