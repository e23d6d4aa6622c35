import { defineLessons } from "./model.ts";

/** Class 4's lesson pages, one per chapter, in the book's order. */
export const CLASS_4_LESSONS = defineLessons([]);
