import type { MySets, SkillLevel } from "@ganit/contracts";
import { practiceMine } from "@ganit/contracts/endpoints/practice";
import { useQuery } from "@tanstack/react-query";
import { call } from "./client.ts";

const useMySetsQuery = <T>(
  courseId: string | null,
  classNumber: number | null,
  select: (mine: MySets) => T,
) =>
  useQuery({
    queryKey: ["practice", "mine", courseId ?? "", classNumber ?? 0],
    queryFn: () => call(practiceMine, { query: { courseId: courseId ?? "", class: classNumber ?? 0 } }),
    select,
    enabled: courseId !== null && classNumber !== null,
    retry: false,
  });
const useMySets = <T>(courseId: string | null, classNumber: number | null, select: (mine: MySets) => T) =>
  useMySetsQuery(courseId, classNumber, select).data;

const levelsOf = (mine: MySets) =>
  new Map<string, SkillLevel>(mine.sets.map((set) => [set.resourceId, set.level]));
const dueCount = (mine: MySets) => mine.sets.filter((set) => set.reviewDue).length;

/**
 * `GET /api/practice/mine`: which resources of a student's class hold an exercise set, and the
 * child's level in each (the viewers show "Practise here" only there). Undefined while it loads or
 * without a connection: the viewers then offer practice on every practice-type resource, and the
 * practice screen says when one holds no set.
 */
export const usePracticeSets = (courseId: string | null, classNumber: number | null) =>
  useMySets(courseId, classNumber, levelsOf);

/**
 * How many of the class's sets are ready for the day-later mixed review (the same answer as above):
 * undefined while it loads, null when it cannot be known (offline, a failed load).
 */
export function useReviewDue(courseId: string | null, classNumber: number | null): number | null | undefined {
  const query = useMySetsQuery(courseId, classNumber, dueCount);
  if (query.data !== undefined) return query.data;
  return query.isError ? null : undefined;
}
