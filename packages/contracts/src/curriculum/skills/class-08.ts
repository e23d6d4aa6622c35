import { defineSkills } from "./model.ts";

/** Class 8's skills, chapter by chapter in the book's order. */
export const CLASS_8_SKILLS = defineSkills([]);
