import { isGeneratedSkill, skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import { type GeneratorId, generateItem, seededRandom } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { drawChapterSlots, type TestableSkill } from "./chapter-test-draw.ts";

const skills = (n: number, steps = 3): TestableSkill[] =>
  Array.from({ length: n }, (_, i) => ({ skillId: `s${i}`, resourceId: `r${i}`, steps }));
const countBy = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** The chapter test's draw, over many seeds and chapter sizes: 15 slots, spread evenly, steps mixed. */
describe("drawing a chapter test", () => {
  it("spreads 15 questions evenly across 1 to 20 skills, over a thousand seeds each", () => {
    // Checked in plain code and asserted once: twenty thousand draws of fifteen slots through
    // `expect` each took the file past its time on a loaded machine.
    const problems: string[] = [];
    for (let n = 1; n <= 20; n++)
      for (let seed = 0; seed < 1000; seed++) {
        const slots = drawChapterSlots(skills(n), 15, seededRandom(seed));
        const at = `${n} skills, seed ${seed}`;
        if (slots.length !== 15) problems.push(`${at}: ${slots.length} slots`);
        const counts = [...countBy(slots.map((slot) => slot.skillId)).values()];
        if (counts.length !== Math.min(n, 15)) problems.push(`${at}: ${counts.length} skills asked`);
        if (Math.max(...counts) - Math.min(...counts) > 1) problems.push(`${at}: uneven ${counts.join(",")}`);
        for (const slot of slots) {
          if (slot.resourceId !== slot.skillId.replace("s", "r")) problems.push(`${at}: ${slot.resourceId}`);
          if (!(slot.step >= 0 && slot.step < 3)) problems.push(`${at}: step ${slot.step}`);
          if (slot.seed !== undefined) problems.push(`${at}: a fixed seed`);
        }
      }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("asks a skill with three or more questions at every step, the skills interleaved", () => {
    for (let seed = 0; seed < 1000; seed++) {
      const slots = drawChapterSlots(skills(4), 15, seededRandom(seed));
      for (const skill of ["s0", "s1", "s2", "s3"]) {
        const steps = slots.filter((slot) => slot.skillId === skill).map((slot) => slot.step);
        expect(new Set(steps).size).toBe(3);
      }
      // Interleaved: the first four questions are the four skills in the chapter's order.
      expect(slots.slice(0, 4).map((slot) => slot.skillId)).toEqual(["s0", "s1", "s2", "s3"]);
    }
  });

  it("walks a hand-written set's questions in turn, never one twice", () => {
    const slots = drawChapterSlots([{ skillId: "h", resourceId: "rh", steps: 15 }], 15, seededRandom(7));
    expect(new Set(slots.map((slot) => slot.step)).size).toBe(15);
  });

  it("draws nothing for a chapter without skills", () => {
    expect(drawChapterSlots([], 15, seededRandom(1))).toEqual([]);
  });

  it("gives Ganita Manjari's Class 9 chapter 2 an expression, a drawn figure and a point to plot in every test", () => {
    // The chapter's skills as the syllabus loads them: one set a skill, one generator spec a step.
    const chapter = skillsOfChapter("ncert-c9-ch02").filter(isGeneratedSkill);
    expect(chapter.length).toBe(skillsOfChapter("ncert-c9-ch02").length);
    const testable = chapter.map((skill) => ({
      skillId: skill.id,
      resourceId: skill.id,
      steps: skill.steps.length,
    }));
    expect(testable.length).toBeLessThanOrEqual(15);
    const problems: string[] = [];
    for (let seed = 0; seed < 2000; seed++) {
      const kinds = new Set<string>();
      drawChapterSlots(testable, 15, seededRandom(seed)).forEach((slot, n) => {
        const skill = chapter.find((s) => s.id === slot.skillId);
        const step = skill?.steps[slot.step];
        if (!skill || !step) throw new Error(`no step ${slot.step} of ${slot.skillId}`);
        const spec = { generator: skill.generator as GeneratorId, count: 1, ...step };
        const item = generateItem(spec, n, seed * 7919 + n);
        if (item.kind === "expression") kinds.add("expression");
        if (item.kind === "plot") kinds.add("plot");
        if (/<figure[\s>]/.test(item.html.prompt)) kinds.add("figure");
      });
      if (kinds.size !== 3) problems.push(`seed ${seed}: only ${[...kinds].join(", ")}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
