import { defineSkills } from "./model.ts";

/** Class 2's skills, chapter by chapter in the book's order. */
export const CLASS_2_SKILLS = defineSkills([]);
