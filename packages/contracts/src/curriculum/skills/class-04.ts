import { defineSkills } from "./model.ts";

/** Class 4's skills, chapter by chapter in the book's order. */
export const CLASS_4_SKILLS = defineSkills([]);
