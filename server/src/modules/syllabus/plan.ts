import { type Chapter, hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import { isGeneratedSkill, type Skill } from "@ganit/contracts/curriculum/skills/index";
import type { PracticeSetInput } from "@ganit/contracts/practice";
import type { SyllabusData } from "./data.ts";
import { chapterPageHtml } from "./lesson-html.ts";

/**
 * What the syllabus becomes in the catalogue, worked out from the data alone (no database): a class
 * of the Mathematics course per class; a level per chapter of the class's book, in the book's order;
 * in a level, first the chapter's lesson (a title with its page), then a title per skill holding a
 * practice resource with the skill's set. Every item carries the key its record is filed under.
 */

/** How many questions each step adds to an attempt, easy → hard (ten in all). */
export const STEP_COUNTS = [3, 3, 4] as const;

export interface PlannedPage {
  /** `<chapter id>`: the key of the page's record. */
  readonly key: string;
  readonly input: {
    coursename: string;
    classnumber: number;
    topicname: string;
    subtopicname: string;
    contentname: string;
    content: string;
  };
}

export interface PlannedTitle {
  /** `<chapter id>/lesson` or `<chapter id>/<skill id>`. */
  readonly key: string;
  readonly kind: "lesson" | "skill";
  readonly title: string;
  readonly titleHi: string;
  /** The type of its one resource: the lesson's worked examples, or the skill's practice. */
  readonly resourceType: "Examples" | "practice";
  /** The set a skill's practice resource holds. */
  readonly set?: PracticeSetInput;
}

export interface PlannedLevel {
  /** The chapter id. */
  readonly key: string;
  readonly levelName: string;
  readonly levelNameHi: string;
  readonly titles: readonly PlannedTitle[];
  /** The chapter's page (absent for a chapter with neither skills nor lesson yet). */
  readonly page?: PlannedPage;
}

export interface PlannedClass {
  readonly classNumber: number;
  readonly levels: readonly PlannedLevel[];
}

/** A skill's set: its three steps as the set's generators, or its hand-written questions as items. */
export function setOfSkill(skill: Skill): PracticeSetInput {
  if (isGeneratedSkill(skill)) {
    return {
      mode: "practice",
      generators: skill.steps.map((step, i) => ({
        generator: skill.generator,
        count: STEP_COUNTS[i] ?? 3,
        min: step.min,
        max: step.max,
      })) as PracticeSetInput["generators"],
    } as PracticeSetInput;
  }
  const items = skill.questions.map((question, i) => {
    const id = `s-${String(i + 1).padStart(2, "0")}`;
    const hi = { prompt: question.prompt.hi, hint: question.hint.hi };
    if (question.kind === "single")
      return {
        id,
        kind: "single" as const,
        prompt: question.prompt.en,
        hint: question.hint.en,
        options: [...(question.options?.en ?? [])],
        answer: Number(question.answer),
        hi: { ...hi, options: [...(question.options?.hi ?? [])] },
      };
    return {
      id,
      kind: "numeric" as const,
      prompt: question.prompt.en,
      hint: question.hint.en,
      answer: String(question.answer),
      hi,
    };
  });
  return { mode: "practice", items } as PracticeSetInput;
}

const chapterTitles = (chapter: Chapter) => ({
  en: chapter.title.en.text,
  hi: hindiTitleToShow(chapter).text,
});

export function planSyllabus(data: SyllabusData): PlannedClass[] {
  return data.classes.map(({ classNumber, book }) => ({
    classNumber,
    levels: book.chapters.map((chapter): PlannedLevel => {
      const names = chapterTitles(chapter);
      const skills = data.skills.filter((skill) => skill.chapters.includes(chapter.id));
      const lesson = data.lessons.find((candidate) => candidate.chapterId === chapter.id);
      const titles: PlannedTitle[] = [];
      if (lesson || skills.length)
        titles.push({
          key: `${chapter.id}/lesson`,
          kind: "lesson",
          title: lesson ? lesson.title.en : names.en,
          titleHi: lesson ? lesson.title.hi : names.hi,
          resourceType: "Examples",
        });
      for (const skill of skills)
        titles.push({
          key: `${chapter.id}/${skill.id}`,
          kind: "skill",
          title: skill.name.en,
          titleHi: skill.name.hi,
          resourceType: "practice",
          set: setOfSkill(skill),
        });
      const page: PlannedPage | undefined = titles.length
        ? {
            key: chapter.id,
            input: {
              coursename: "Mathematics",
              classnumber: classNumber,
              topicname: names.en,
              subtopicname: lesson ? "Lesson" : "Chapter overview",
              contentname: lesson ? lesson.title.en : names.en,
              content: chapterPageHtml(chapter, lesson, skills),
            },
          }
        : undefined;
      return {
        key: chapter.id,
        levelName: names.en,
        levelNameHi: names.hi,
        titles,
        ...(page ? { page } : {}),
      };
    }),
  }));
}
