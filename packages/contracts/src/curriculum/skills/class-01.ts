import { CLASS_1_SKILLS_CH01_07 } from "./class-01-ch01-07.ts";
import { CLASS_1_SKILLS_CH08_13 } from "./class-01-ch08-13.ts";
import { defineSkills } from "./model.ts";

/** Class 1's skills, chapter by chapter in the book's order (written in two parts). */
export const CLASS_1_SKILLS = defineSkills([...CLASS_1_SKILLS_CH01_07, ...CLASS_1_SKILLS_CH08_13]);
