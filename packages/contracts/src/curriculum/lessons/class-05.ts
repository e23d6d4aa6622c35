import { defineLessons } from "./model.ts";

/** Class 5's lesson pages, one per chapter, in the book's order. */
export const CLASS_5_LESSONS = defineLessons([]);
