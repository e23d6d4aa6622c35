import type { MySets, SkillLevel } from "@ganit/contracts";
import { practiceMine } from "@ganit/contracts/endpoints/practice";
import { useQuery } from "@tanstack/react-query";
import { call } from "./client.ts";

const levelsOf = (mine: MySets) =>
  new Map<string, SkillLevel>(mine.sets.map((set) => [set.resourceId, set.level]));
const pupilSetsOf = (mine: MySets) => ({
  levels: levelsOf(mine),
  reviewDue: mine.sets.filter((set) => set.reviewDue).length,
});

/** What a pupil's viewer reads from `GET /api/practice/mine` (usePupilSets). */
export type PupilSets = {
  /**
   * Which resources of the class hold an exercise set, and the child's level in each (the viewers
   * show "Practise here" only there). Undefined while it loads or without a connection: the viewers
   * then offer practice on every practice-type resource, and the practice screen says when one
   * holds no set.
   */
  levels: ReadonlyMap<string, SkillLevel> | undefined;
  /**
   * How many of the class's sets are ready for the day-later mixed review: undefined while it
   * loads, null when it cannot be known (offline, a failed load).
   */
  reviewDue: number | null | undefined;
};

/** `GET /api/practice/mine` for a student's class: its sets' levels and how many are due for review. */
export function usePupilSets(courseId: string | null, classNumber: number | null): PupilSets {
  const query = useQuery({
    queryKey: ["practice", "mine", courseId ?? "", classNumber ?? 0],
    queryFn: () => call(practiceMine, { query: { courseId: courseId ?? "", class: classNumber ?? 0 } }),
    select: pupilSetsOf,
    enabled: courseId !== null && classNumber !== null,
    retry: false,
  });
  return {
    levels: query.data?.levels,
    reviewDue: query.data ? query.data.reviewDue : query.isError ? null : undefined,
  };
}
