import { defineSkills } from "./model.ts";

/** Class 3's skills, chapter by chapter in the book's order. */
export const CLASS_3_SKILLS = defineSkills([]);
