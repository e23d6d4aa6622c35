import { CLASS_1_LESSONS_CH01_07 } from "./class-01-ch01-07.ts";
import { CLASS_1_LESSONS_CH08_13 } from "./class-01-ch08-13.ts";
import { defineLessons } from "./model.ts";

/** Class 1's lesson pages, one per chapter, in the book's order (written in two parts). */
export const CLASS_1_LESSONS = defineLessons([...CLASS_1_LESSONS_CH01_07, ...CLASS_1_LESSONS_CH08_13]);
