import { defineSkills } from "./model.ts";

/** Class 1's skills, chapter by chapter in the book's order. */
export const CLASS_1_SKILLS = defineSkills([]);
