import { classFiles } from "../data-files.ts";
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

const classes = [class01, class02, class03, class04, class05, class06, class07, class08, class09, class10];

/**
 * Each class's lesson pages as a data file, in class order (docs/adr/0741-lesson-pages-as-json-data.md).
 * Imported as JSON modules, so the server's bundle carries them and tsx and vitest read them as they
 * read the TypeScript; the web never imports them.
 */
export const LESSON_FILES: readonly LessonFile[] = classFiles(classes);

/** Every chapter's lesson page, checked against the schema as the contracts load. */
export const LESSONS: readonly Lesson[] = loadLessons(LESSON_FILES);

export const lessonOfChapter = (chapterId: string): Lesson | undefined =>
  LESSONS.find((lesson) => lesson.chapterId === chapterId);
