import { coursesGet, coursesList } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call, callList } from "@/lib/client.ts";

/** GET /api/course/{id}: the whole course document (admin), checked against the contracts' schema. */
export function useCourseDocument(id: string | null) {
  return useQuery({
    queryKey: ["course", "document", id],
    enabled: id !== null,
    queryFn: () => call(coursesGet, { params: { id: id ?? "" } }),
  });
}

/** GET /api/course: every live course with its classes (the course info list). */
export function useCourseInfoList(enabled: boolean) {
  return useQuery({
    queryKey: ["course", "info-list"],
    enabled,
    queryFn: () => callList(coursesList),
  });
}
