import { allBooks } from "@ganit/contracts";
import { isGeneratedSkill, SKILLS } from "@ganit/contracts/curriculum/skills/index";
import { generatorOf, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import {
  aboveChapter,
  CHAPTER_EXCEPTIONS,
  FIRST_CLASS,
  LARGEST_NUMBER,
  type NumberKind,
  questionTexts,
} from "./class-number-sizes.ts";

/**
 * Every syllabus skill of Classes 1 to 8, over 10,000 seeds across its three steps, keeps the
 * numbers of its questions (the prompt, the figure's numbers and the key) to the size its chapters'
 * class works with, and uses fractions, decimals, negative numbers and percentages only from the
 * class NCERT brings them in. The sizes, the first classes and the chapters that need more (each with
 * its reason) are in ./class-number-sizes.ts; docs/curriculum.md ("Numbers the size of the class")
 * gives them with their sources.
 */
// 3,334 draws at each of a skill's three steps: over 10,000 questions a skill.
const SEEDS = 3334;
const classOfChapter = new Map(
  allBooks().flatMap((book) => book.chapters.map((chapter) => [chapter.id, book.classNumber] as const)),
);

/** What a chapter allows: its class's size and kinds of number, widened by its exception. */
function allowed(chapterId: string, withException = true) {
  const classNumber = classOfChapter.get(chapterId) ?? 0;
  const exception = withException ? CHAPTER_EXCEPTIONS[chapterId] : undefined;
  const kinds = new Set(
    (Object.keys(FIRST_CLASS) as NumberKind[]).filter((kind) => classNumber >= FIRST_CLASS[kind]),
  );
  for (const kind of exception?.kinds ?? []) kinds.add(kind);
  return { classNumber, largest: exception?.largest ?? LARGEST_NUMBER[classNumber] ?? 0, kinds };
}

/** The chapters whose exception a question needed: an exception nothing needs is taken off. */
const needed = new Set<string>();

const skills = SKILLS.filter(isGeneratedSkill).filter((skill) =>
  skill.chapters.some((id) => (classOfChapter.get(id) ?? 0) <= 8),
);

describe("numbers the size of the class", () => {
  it.each(skills.map((skill) => [skill.id, skill] as const))(
    "%s keeps to its chapters' numbers at every step",
    (_id, skill) => {
      const definition = generatorOf(skill.generator as never);
      const problems = new Set<string>();
      skill.steps.forEach((step, at) => {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const draft = runGenerator({ generator: skill.generator as never, ...step }, seed * 2_654_435_761);
          const texts = questionTexts(writeDraft(definition, draft, "en"));
          for (const chapterId of skill.chapters) {
            const { classNumber, largest, kinds } = allowed(chapterId);
            if (classNumber > 8) continue;
            for (const problem of aboveChapter(texts, largest, kinds))
              problems.add(`step ${at + 1}, ${chapterId} (Class ${classNumber}): ${problem}`);
            if (chapterId in CHAPTER_EXCEPTIONS && !needed.has(chapterId)) {
              const plain = allowed(chapterId, false);
              if (aboveChapter(texts, plain.largest, plain.kinds).length > 0) needed.add(chapterId);
            }
          }
        }
      });
      expect([...problems].slice(0, 5)).toEqual([]);
    },
  );

  it("an exception names a real chapter of Classes 1 to 8 and widens what its class allows", () => {
    for (const [chapterId, exception] of Object.entries(CHAPTER_EXCEPTIONS)) {
      const classNumber = classOfChapter.get(chapterId) ?? 0;
      expect(classNumber >= 1 && classNumber <= 8, chapterId).toBe(true);
      expect(exception.reason.length, chapterId).toBeGreaterThan(20);
      if (exception.largest !== undefined)
        expect(exception.largest, chapterId).toBeGreaterThan(LARGEST_NUMBER[classNumber] ?? 0);
      for (const kind of exception.kinds ?? [])
        expect(classNumber, chapterId).toBeLessThan(FIRST_CLASS[kind]);
    }
  });

  it("every exception is needed by a question of its chapter", () => {
    expect(Object.keys(CHAPTER_EXCEPTIONS).filter((id) => !needed.has(id))).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const none = new Set<NumberKind>();
    expect(aboveChapter(["What is 45 + 67?", "112"], 100, none)).toHaveLength(1);
    expect(aboveChapter(["₹12.50 and ₹3.25"], 100, none)).toHaveLength(1);
    expect(aboveChapter(["Find 3/4 of 8.", "−5 + 2 = ?", "10% of 50"], 100, none)).toHaveLength(3);
    expect(aboveChapter(["Write 15,000 in lakhs."], 99_999, none)).toEqual([]);
  });
});
