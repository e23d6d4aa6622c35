import { defineSkills } from "./model.ts";

/** Class 10's skills, chapter by chapter in the book's order. */
export const CLASS_10_SKILLS = defineSkills([]);
