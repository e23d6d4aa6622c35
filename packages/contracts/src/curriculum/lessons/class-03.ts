import { CLASS_3_LESSONS_CH01_08 } from "./class-03-ch01-08.ts";
import { CLASS_3_LESSONS_CH09_14 } from "./class-03-ch09-14.ts";
import { defineLessons } from "./model.ts";

/** Class 3's lesson pages, one per chapter, in the book's order (written in two parts). */
export const CLASS_3_LESSONS = defineLessons([...CLASS_3_LESSONS_CH01_08, ...CLASS_3_LESSONS_CH09_14]);
