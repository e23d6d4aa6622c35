import type { ChapterPlace } from "./catalogue-places.ts";

/**
 * "This week's chapter" for a child: today the chapter of the skill they practised last. This is
 * the seam for assignments: when a teacher's assignment for the week exists, it is read here first
 * and wins over the last practised chapter (the answer's field stays `thisWeekChapterId`).
 */
export function thisWeeksChapter(
  chapters: readonly ChapterPlace[],
  lastPractised: ReadonlyMap<string, Date | null>,
): string | null {
  let best: { chapterId: string; at: number } | null = null;
  for (const chapter of chapters)
    for (const skill of chapter.skills) {
      const at = skill.resourceId ? lastPractised.get(skill.resourceId)?.getTime() : undefined;
      if (at !== undefined && (!best || at > best.at)) best = { chapterId: chapter.id, at };
    }
  return best?.chapterId ?? null;
}
