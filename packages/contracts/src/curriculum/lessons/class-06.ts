import { defineLessons } from "./model.ts";

/** Class 6's lesson pages, one per chapter, in the book's order. */
export const CLASS_6_LESSONS = defineLessons([]);
