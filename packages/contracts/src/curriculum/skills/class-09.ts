import { defineSkills } from "./model.ts";

/** Class 9's skills, chapter by chapter in the book's order. */
export const CLASS_9_SKILLS = defineSkills([]);
