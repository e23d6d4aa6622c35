import class01 from "./class-01.json" with { type: "json" };
import class02 from "./class-02.json" with { type: "json" };
import class03 from "./class-03.json" with { type: "json" };
import class04 from "./class-04.json" with { type: "json" };
import class05 from "./class-05.json" with { type: "json" };
import class06 from "./class-06.json" with { type: "json" };
import class07 from "./class-07.json" with { type: "json" };
import class08 from "./class-08.json" with { type: "json" };
import class09 from "./class-09.json" with { type: "json" };
import class10 from "./class-10.json" with { type: "json" };
import { type LessonFile, loadLessons } from "./load.ts";
import type { Lesson } from "./model.ts";

export * from "./load.ts";
export * from "./model.ts";

/**
 * Each class's lesson pages as a data file, in class order (docs/adr/0741-lesson-pages-as-json-data.md).
 * Imported as JSON modules, so the server's bundle carries them and tsx and vitest read them as they
 * read the TypeScript; the web never imports them.
 */
export const LESSON_FILES: readonly LessonFile[] = [
  { file: "class-01.json", data: class01 },
  { file: "class-02.json", data: class02 },
  { file: "class-03.json", data: class03 },
  { file: "class-04.json", data: class04 },
  { file: "class-05.json", data: class05 },
  { file: "class-06.json", data: class06 },
  { file: "class-07.json", data: class07 },
  { file: "class-08.json", data: class08 },
  { file: "class-09.json", data: class09 },
  { file: "class-10.json", data: class10 },
];

/** Every chapter's lesson page, checked against the schema as the contracts load. */
export const LESSONS: readonly Lesson[] = loadLessons(LESSON_FILES);

export const lessonOfChapter = (chapterId: string): Lesson | undefined =>
  LESSONS.find((lesson) => lesson.chapterId === chapterId);
