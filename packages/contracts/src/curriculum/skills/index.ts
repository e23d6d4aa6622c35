import type { ClassNumber } from "../model.ts";
import { CLASS_1_SKILLS } from "./class-01.ts";
import { CLASS_2_SKILLS } from "./class-02.ts";
import { CLASS_3_SKILLS } from "./class-03.ts";
import { CLASS_4_SKILLS } from "./class-04.ts";
import { CLASS_5_SKILLS } from "./class-05.ts";
import { CLASS_6_SKILLS } from "./class-06.ts";
import { CLASS_7_SKILLS } from "./class-07.ts";
import { CLASS_8_SKILLS } from "./class-08.ts";
import { CLASS_9_SKILLS } from "./class-09.ts";
import { CLASS_10_SKILLS } from "./class-10.ts";
import type { Skill } from "./model.ts";

export * from "./model.ts";

/** Every skill of the syllabus, class by class. */
export const SKILLS: readonly Skill[] = [
  ...CLASS_1_SKILLS,
  ...CLASS_2_SKILLS,
  ...CLASS_3_SKILLS,
  ...CLASS_4_SKILLS,
  ...CLASS_5_SKILLS,
  ...CLASS_6_SKILLS,
  ...CLASS_7_SKILLS,
  ...CLASS_8_SKILLS,
  ...CLASS_9_SKILLS,
  ...CLASS_10_SKILLS,
];

const BY_ID: ReadonlyMap<string, Skill> = /* @__PURE__ */ new Map(SKILLS.map((skill) => [skill.id, skill]));

export const skillById = (id: string): Skill | undefined => BY_ID.get(id);

/** A chapter's skills: those that name it, in their class list's order. */
export const skillsOfChapter = (chapterId: string): Skill[] =>
  SKILLS.filter((skill) => skill.chapters.includes(chapterId));

export const skillsOfClass = (classNumber: ClassNumber): Skill[] =>
  SKILLS.filter((skill) => skill.classNumber === classNumber);
