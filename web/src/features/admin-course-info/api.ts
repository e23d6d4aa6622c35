import { coursesGet } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** GET /api/course/{id}: the whole course document (admin), checked against the contracts' schema. */
export function useCourseDocument(id: string | null) {
  return useQuery({
    queryKey: ["course", "document", id],
    enabled: id !== null,
    queryFn: () => call(coursesGet, { params: { id: id ?? "" } }),
  });
}
