import { CLASS_2_LESSONS_CH01_06 } from "./class-02-ch01-06.ts";
import { CLASS_2_LESSONS_CH07_11 } from "./class-02-ch07-11.ts";
import { defineLessons } from "./model.ts";

/** Class 2's lesson pages, one per chapter, in the book's order (written in two parts). */
export const CLASS_2_LESSONS = defineLessons([...CLASS_2_LESSONS_CH01_06, ...CLASS_2_LESSONS_CH07_11]);
