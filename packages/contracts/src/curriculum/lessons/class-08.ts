import { defineLessons } from "./model.ts";

/** Class 8's lesson pages, one per chapter, in the book's order. */
export const CLASS_8_LESSONS = defineLessons([]);
