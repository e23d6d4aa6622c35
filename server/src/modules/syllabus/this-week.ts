import type { ChapterPlace } from "./catalogue-places.ts";

/**
 * "This week's chapter" for a child: the chapter of the work their teacher assigned that is due
 * soonest and not done yet (`assigned`, resource ids in due order); else the chapter of the skill
 * they practised last.
 */
export function thisWeeksChapter(
  chapters: readonly ChapterPlace[],
  lastPractised: ReadonlyMap<string, Date | null>,
  assigned: readonly string[] = [],
): string | null {
  for (const resourceId of assigned) {
    const chapter = chapters.find((c) => c.skills.some((skill) => skill.resourceId === resourceId));
    if (chapter) return chapter.id;
  }
  let best: { chapterId: string; at: number } | null = null;
  for (const chapter of chapters)
    for (const skill of chapter.skills) {
      const at = skill.resourceId ? lastPractised.get(skill.resourceId)?.getTime() : undefined;
      if (at !== undefined && (!best || at > best.at)) best = { chapterId: chapter.id, at };
    }
  return best?.chapterId ?? null;
}
