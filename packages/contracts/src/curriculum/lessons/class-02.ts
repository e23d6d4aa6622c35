import { defineLessons } from "./model.ts";

/** Class 2's lesson pages, one per chapter, in the book's order. */
export const CLASS_2_LESSONS = defineLessons([]);
