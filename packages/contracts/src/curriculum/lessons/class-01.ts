import { defineLessons } from "./model.ts";

/** Class 1's lesson pages, one per chapter, in the book's order. */
export const CLASS_1_LESSONS = defineLessons([]);
