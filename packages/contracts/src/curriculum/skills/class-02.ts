import { CLASS_2_SKILLS_CH01_05 } from "./class-02-ch01-05.ts";
import { CLASS_2_SKILLS_CH06_11 } from "./class-02-ch06-11.ts";
import { defineSkills } from "./model.ts";

/** Class 2's skills, chapter by chapter in the book's order (written in two parts). */
export const CLASS_2_SKILLS = defineSkills([...CLASS_2_SKILLS_CH01_05, ...CLASS_2_SKILLS_CH06_11]);
