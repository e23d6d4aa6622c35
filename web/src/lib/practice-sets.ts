import type { SkillLevel } from "@ganit/contracts";
import { practiceMine } from "@ganit/contracts/endpoints/practice";
import { useQuery } from "@tanstack/react-query";
import { call } from "./client.ts";

/**
 * `GET /api/practice/mine`: which resources of a student's class hold an exercise set, and the
 * child's level in each (the viewers show "Practise here" only there). Undefined while it loads or
 * without a connection: the viewers then offer practice on every practice-type resource, and the
 * practice screen says when one holds no set.
 */
export function usePracticeSets(courseId: string | null, classNumber: number | null) {
  const query = useQuery({
    queryKey: ["practice", "mine", courseId ?? "", classNumber ?? 0],
    queryFn: async () => {
      const mine = await call(practiceMine, { query: { courseId: courseId ?? "", class: classNumber ?? 0 } });
      return new Map<string, SkillLevel>(mine.sets.map((set) => [set.resourceId, set.level]));
    },
    enabled: courseId !== null && classNumber !== null,
    retry: false,
  });
  return query.data;
}
