import { defineLessons } from "./model.ts";

/** Class 7's lesson pages, one per chapter, in the book's order. */
export const CLASS_7_LESSONS = defineLessons([]);
