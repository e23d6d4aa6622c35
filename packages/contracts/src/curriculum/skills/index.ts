import { classFiles } from "../data-files.ts";
import type { ClassNumber } from "../model.ts";
import class01 from "./class-01.json" with { type: "json" };
import class02 from "./class-02.json" with { type: "json" };
import class03 from "./class-03.json" with { type: "json" };
import class04 from "./class-04.json" with { type: "json" };
import class05 from "./class-05.json" with { type: "json" };
import class06 from "./class-06.json" with { type: "json" };
import class07 from "./class-07.json" with { type: "json" };
import class08 from "./class-08.json" with { type: "json" };
import class09 from "./class-09.json" with { type: "json" };
import class10 from "./class-10.json" with { type: "json" };
import { loadSkills, type SkillFile } from "./load.ts";
import type { Skill } from "./model.ts";

export * from "./load.ts";
export * from "./model.ts";

const classes = [class01, class02, class03, class04, class05, class06, class07, class08, class09, class10];

/**
 * Each class's skills as a data file, in class order, each in the book's order of chapters
 * (docs/adr/0747-skills-and-books-as-json-data.md). Imported as JSON modules, so the server's bundle
 * carries them; the web never imports them.
 */
export const SKILL_FILES: readonly SkillFile[] = classFiles(classes);

/** Every skill of the syllabus, class by class, checked against the schema as the contracts load. */
export const SKILLS: readonly Skill[] = loadSkills(SKILL_FILES);

const BY_ID: ReadonlyMap<string, Skill> = /* @__PURE__ */ new Map(SKILLS.map((skill) => [skill.id, skill]));

export const skillById = (id: string): Skill | undefined => BY_ID.get(id);

/** A chapter's skills: those that name it, in their class list's order. */
export const skillsOfChapter = (chapterId: string): Skill[] =>
  SKILLS.filter((skill) => skill.chapters.includes(chapterId));

export const skillsOfClass = (classNumber: ClassNumber): Skill[] =>
  SKILLS.filter((skill) => skill.classNumber === classNumber);
