import { defineSkills } from "./model.ts";

/** Class 5's skills, chapter by chapter in the book's order. */
export const CLASS_5_SKILLS = defineSkills([]);
