import { defineSkills } from "./model.ts";

/** Class 6's skills, chapter by chapter in the book's order. */
export const CLASS_6_SKILLS = defineSkills([]);
