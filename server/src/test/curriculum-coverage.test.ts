import path from "node:path";
import { allBooks, type Book, type Chapter, hindiTitleToShow } from "@ganit/contracts";
import { CHAPTERS_NOT_YET_COVERED } from "@ganit/contracts/curriculum/coverage-gaps";
import { LESSONS, lessonOfChapter } from "@ganit/contracts/curriculum/lessons/index";
import { isGeneratedSkill, SKILLS, skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import { generateItem, generatorBoundsOk, isGeneratorId } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { evaluate, readValue } from "../demo/practice/solve.ts";
import { expectDocPart, markdownTable } from "./docs-from-data.ts";

// The syllabus's coverage, read from the data: every chapter of every book, its skills (each skill
// names its chapters) and its lesson page. The chapter list is the books' own data, never a count.

const chapters: { book: Book; chapter: Chapter }[] = allBooks().flatMap((book) =>
  book.chapters.map((chapter) => ({ book, chapter })),
);
const chapterIds = new Set(chapters.map(({ chapter }) => chapter.id));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Classes 6 to 8 ask for three skills a chapter; the others two. */
const skillsNeeded = (classNumber: number) => (classNumber >= 6 && classNumber <= 8 ? 3 : 2);
/** What a chapter's sets and lesson page may weigh, so a class's book fits offline on a cheap phone. */
const CHAPTER_BYTES_MAX = 60 * 1024;

describe("every chapter of every book", () => {
  it.each(chapters.map(({ book, chapter }) => [chapter.id, book, chapter] as const))(
    "%s has its skills and lesson page, or is on the list of chapters not yet covered",
    (_id, book, chapter) => {
      const skills = skillsOfChapter(chapter.id);
      const covered =
        skills.length >= skillsNeeded(book.classNumber) && lessonOfChapter(chapter.id) !== undefined;
      const listed = CHAPTERS_NOT_YET_COVERED.includes(chapter.id);
      expect(
        covered,
        listed
          ? `${chapter.id} is covered now: take it off CHAPTERS_NOT_YET_COVERED`
          : `${chapter.id} has ${skills.length} skill(s) and ${lessonOfChapter(chapter.id) ? "a" : "no"} lesson page`,
      ).toBe(!listed);
    },
  );

  it("the list of chapters not yet covered names only chapters, each once", () => {
    for (const id of CHAPTERS_NOT_YET_COVERED) expect(chapterIds.has(id), id).toBe(true);
    expect(new Set(CHAPTERS_NOT_YET_COVERED).size).toBe(CHAPTERS_NOT_YET_COVERED.length);
  });
});

describe("skills", () => {
  it("each has a unique id, real chapters of its class, and names in English and Hindi", () => {
    const seen = new Set<string>();
    for (const skill of SKILLS) {
      expect(skill.id, skill.id).toMatch(/^c(10|[1-9])-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seen.has(skill.id), `${skill.id} twice`).toBe(false);
      seen.add(skill.id);
      expect(skill.chapters.length, skill.id).toBeGreaterThan(0);
      for (const id of skill.chapters) expect(chapterIds.has(id), `${skill.id}: ${id}`).toBe(true);
      expect(skill.name.en.trim(), skill.id).not.toBe("");
      expect(skill.name.hi, skill.id).toMatch(DEVANAGARI);
    }
  });

  it("a generated skill's three steps are inside its generator's bounds, easiest first", () => {
    for (const skill of SKILLS.filter(isGeneratedSkill)) {
      expect(isGeneratorId(skill.generator), `${skill.id}: ${skill.generator}`).toBe(true);
      for (const step of skill.steps) {
        expect(generatorBoundsOk({ generator: skill.generator as never, ...step }), skill.id).toBeNull();
      }
      const [easy, middle, hard] = skill.steps;
      expect(easy.max <= middle.max && middle.max <= hard.max, `${skill.id} steps grow`).toBe(true);
    }
  });

  it("a hand-written skill has at least 15 questions in English and Hindi, each checked where it is arithmetic", () => {
    for (const skill of SKILLS.filter((s) => !isGeneratedSkill(s))) {
      if (isGeneratedSkill(skill)) continue;
      expect(skill.questions.length, skill.id).toBeGreaterThanOrEqual(15);
      for (const question of skill.questions) {
        expect(question.prompt.hi, skill.id).toMatch(DEVANAGARI);
        if (question.check && question.kind === "numeric") {
          expect(readValue(String(question.answer)), `${skill.id}: ${question.prompt.en}`).toEqual(
            evaluate(question.check),
          );
        }
      }
    }
  });
});

describe("lesson pages", () => {
  it("each teaches a real chapter, once, in English and Hindi", () => {
    const seen = new Set<string>();
    for (const lesson of LESSONS) {
      expect(chapterIds.has(lesson.chapterId), lesson.chapterId).toBe(true);
      expect(seen.has(lesson.chapterId), `${lesson.chapterId} twice`).toBe(false);
      seen.add(lesson.chapterId);
      expect(lesson.idea.hi, lesson.chapterId).toMatch(DEVANAGARI);
      expect(lesson.title.hi, lesson.chapterId).toMatch(DEVANAGARI);
    }
  });

  it("each worked example's arithmetic is right, and its answer shows that value", () => {
    for (const lesson of LESSONS) {
      for (const example of lesson.examples) {
        const where = `${lesson.chapterId}: ${example.question.en}`;
        expect(evaluate(example.check.expression), where).toEqual(readValue(example.check.value));
        const shown = example.check.value.replace(/^-/, "−");
        const answer = example.answer.en.replace(/,/g, "");
        expect(answer.includes(example.check.value) || answer.includes(shown), `${where}: answer`).toBe(true);
        expect(example.steps.hi.length, `${where}: as many steps in Hindi`).toBe(example.steps.en.length);
        expect(example.question.hi, where).toMatch(DEVANAGARI);
      }
      if (lesson.figure) {
        expect(lesson.figure.svg, lesson.chapterId).not.toMatch(/<script|href=|url\(|@import/i);
        expect(lesson.figure.alt.hi, lesson.chapterId).toMatch(DEVANAGARI);
      }
    }
  });
});

describe("a chapter fits offline", () => {
  // What a phone keeps to practise a chapter offline: its lesson page and each skill's set as stored
  // (the generators' specs, or the hand-written questions). Generated questions are made on the
  // phone from the seed by the practice engine, which every chapter shares.
  it(`its lesson page and its skills' sets weigh at most ${CHAPTER_BYTES_MAX / 1024} KB`, () => {
    for (const { chapter } of chapters) {
      let bytes = Buffer.byteLength(JSON.stringify(lessonOfChapter(chapter.id) ?? null));
      for (const skill of skillsOfChapter(chapter.id)) {
        bytes += Buffer.byteLength(
          JSON.stringify(
            isGeneratedSkill(skill)
              ? skill.steps.map((step) => ({ generator: skill.generator, ...step, count: 4 }))
              : skill.questions,
          ),
        );
      }
      expect(bytes, chapter.id).toBeLessThanOrEqual(CHAPTER_BYTES_MAX);
    }
  });

  it("one question of each generated skill, as the server sends it in both languages, stays under 12 KB", () => {
    for (const skill of SKILLS.filter(isGeneratedSkill)) {
      for (const locale of ["en", "hi"] as const) {
        const hardest = skill.steps[2];
        const item = generateItem({ generator: skill.generator as never, ...hardest }, 0, 7919, locale);
        expect(Buffer.byteLength(JSON.stringify(item)), `${skill.id} ${locale}`).toBeLessThanOrEqual(
          12 * 1024,
        );
      }
    }
  });
});

/** docs/curriculum.md's chapter → skill table, written from the data so the docs never disagree with it. */
const DOC = path.resolve(import.meta.dirname, "../../../docs/curriculum.md");

function skillTable(): string {
  const rows = chapters.flatMap(({ book, chapter }) => {
    const lesson = lessonOfChapter(chapter.id) ? "yes" : "—";
    const title = `${chapter.title.en.text} / ${hindiTitleToShow(chapter).text}`;
    const skills = skillsOfChapter(chapter.id);
    if (skills.length === 0) return [[`\`${chapter.id}\``, title, "—", "—", "—", "—", lesson]];
    return skills.map((skill) => {
      const source = isGeneratedSkill(skill)
        ? `\`${skill.generator}\``
        : `${skill.questions.length} hand-written`;
      const steps = isGeneratedSkill(skill) ? skill.steps.map((s) => `${s.min}–${s.max}`).join(", ") : "—";
      const written = skill.classNumber === book.classNumber ? "" : ` (Class ${skill.classNumber})`;
      const name = `${skill.name.en} / ${skill.name.hi}`;
      return [`\`${chapter.id}\``, title, `\`${skill.id}\`${written}`, name, source, steps, lesson];
    });
  });
  return markdownTable(
    [
      "Chapter",
      "Title (English / Hindi)",
      "Skill",
      "What the child learns to do",
      "Generator or hand-written set",
      "Steps (ranges)",
      "Lesson page",
    ],
    rows,
  );
}

describe("docs/curriculum.md", () => {
  it("its chapter → skill table is the data's", () => {
    expectDocPart(DOC, "skills", skillTable());
  });
});
