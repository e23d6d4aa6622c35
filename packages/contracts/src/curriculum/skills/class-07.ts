import { defineSkills } from "./model.ts";

/** Class 7's skills, chapter by chapter in the book's order. */
export const CLASS_7_SKILLS = defineSkills([]);
