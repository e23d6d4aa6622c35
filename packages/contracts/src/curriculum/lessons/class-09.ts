import { defineLessons } from "./model.ts";

/** Class 9's lesson pages, one per chapter, in the book's order. */
export const CLASS_9_LESSONS = defineLessons([]);
