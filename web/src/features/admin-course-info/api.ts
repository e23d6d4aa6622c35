import { apiPath } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { ViewerCourse } from "@/components/course-viewer/index.ts";
import { apiFetch } from "@/lib/api.ts";

/** The parts of the course document the viewer reads; the rest of the document is ignored. */
const viewerCourseSchema = z.object({
  name: z.string(),
  classLevels: z.array(
    z.object({
      classNumber: z.number(),
      levels: z.array(
        z.object({
          levelNumber: z.number(),
          levelName: z.string(),
          titles: z.array(
            z.object({
              title: z.string(),
              resources: z.array(z.object({ _id: z.string().optional(), type: z.string(), url: z.string() })),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** GET /api/course/{id}: the whole course document (admin). */
export function useCourseDocument(id: string | null) {
  return useQuery({
    queryKey: ["course", "document", id],
    enabled: id !== null,
    queryFn: async (): Promise<ViewerCourse> =>
      viewerCourseSchema.parse(await apiFetch<unknown>(apiPath.course(id ?? ""))),
  });
}
