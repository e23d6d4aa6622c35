import { expect, it } from "vitest";
import type { ChapterPlace } from "./catalogue-places.ts";
import { thisWeeksChapter } from "./this-week.ts";

const chapter = (id: string, ...resourceIds: string[]) =>
  ({
    id,
    skills: resourceIds.map((resourceId, i) => ({ id: `${id}-s${i}`, name: { en: "", hi: "" }, resourceId })),
  }) as unknown as ChapterPlace;
const chapters = [chapter("ch01", "r1", "r2"), chapter("ch02", "r3"), chapter("ch03", "r4")];

it("this week's chapter is the soonest-due assigned work's chapter, else the last practised one", () => {
  const practised = new Map<string, Date | null>([
    ["r1", new Date("2026-11-20")],
    ["r4", new Date("2026-11-25")],
  ]);
  expect(thisWeeksChapter(chapters, practised)).toBe("ch03");
  expect(thisWeeksChapter(chapters, practised, ["r3", "r1"])).toBe("ch02");
  // Assigned work outside the book (another course's set) does not name a chapter.
  expect(thisWeeksChapter(chapters, practised, ["elsewhere", "r2"])).toBe("ch01");
  expect(thisWeeksChapter(chapters, new Map(), [])).toBeNull();
});
