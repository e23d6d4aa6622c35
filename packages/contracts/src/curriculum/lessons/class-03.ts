import { defineLessons } from "./model.ts";

/** Class 3's lesson pages, one per chapter, in the book's order. */
export const CLASS_3_LESSONS = defineLessons([]);
