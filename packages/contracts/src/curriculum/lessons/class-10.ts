import { defineLessons } from "./model.ts";

/** Class 10's lesson pages, one per chapter, in the book's order. */
export const CLASS_10_LESSONS = defineLessons([]);
