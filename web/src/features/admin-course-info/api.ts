import { apiPath, type Course, courseSchema } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

/** GET /api/course/{id}: the whole course document (admin), checked against the contracts' schema. */
export function useCourseDocument(id: string | null) {
  return useQuery({
    queryKey: ["course", "document", id],
    enabled: id !== null,
    queryFn: async (): Promise<Course> =>
      courseSchema.parse(await apiFetch<unknown>(apiPath.course(id ?? ""))),
  });
}
