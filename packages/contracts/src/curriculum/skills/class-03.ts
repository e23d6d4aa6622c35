import { CLASS_3_SKILLS_CH01_06 } from "./class-03-ch01-06.ts";
import { CLASS_3_SKILLS_CH07_13 } from "./class-03-ch07-13.ts";
import { defineSkills } from "./model.ts";

/** Class 3's skills, chapter by chapter in the book's order (written in two parts). */
export const CLASS_3_SKILLS = defineSkills([...CLASS_3_SKILLS_CH01_06, ...CLASS_3_SKILLS_CH07_13]);
