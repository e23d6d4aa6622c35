import { CLASS_1_LESSONS } from "./class-01.ts";
import { CLASS_2_LESSONS } from "./class-02.ts";
import { CLASS_3_LESSONS } from "./class-03.ts";
import { CLASS_4_LESSONS } from "./class-04.ts";
import { CLASS_5_LESSONS } from "./class-05.ts";
import { CLASS_6_LESSONS } from "./class-06.ts";
import { CLASS_7_LESSONS } from "./class-07.ts";
import { CLASS_8_LESSONS } from "./class-08.ts";
import { CLASS_9_LESSONS } from "./class-09.ts";
import { CLASS_10_LESSONS } from "./class-10.ts";
import type { Lesson } from "./model.ts";

export * from "./model.ts";

/** Every chapter's lesson page. */
export const LESSONS: readonly Lesson[] = [
  ...CLASS_1_LESSONS,
  ...CLASS_2_LESSONS,
  ...CLASS_3_LESSONS,
  ...CLASS_4_LESSONS,
  ...CLASS_5_LESSONS,
  ...CLASS_6_LESSONS,
  ...CLASS_7_LESSONS,
  ...CLASS_8_LESSONS,
  ...CLASS_9_LESSONS,
  ...CLASS_10_LESSONS,
];

export const lessonOfChapter = (chapterId: string): Lesson | undefined =>
  LESSONS.find((lesson) => lesson.chapterId === chapterId);
