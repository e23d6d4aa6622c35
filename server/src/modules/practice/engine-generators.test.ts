import { type PracticeItem, practiceItemSchema, practiceSetInputSchema } from "@ganit/contracts";
import {
  correctAnswer,
  GENERATOR_IDS,
  GENERATORS,
  generateItem,
  grade,
  parseGeneratedItemId,
  runGenerator,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/** Every generator over 1,000 seeds: well-formed, inside its range, and its own answer grades right. */
const SEEDS = 1000;

describe.each(GENERATOR_IDS)("generator %s", (generator) => {
  const bounds = GENERATORS[generator];
  const ranges = [
    { min: bounds.defaultMin, max: bounds.defaultMax },
    { min: bounds.min, max: bounds.max },
  ];

  it("makes well-formed questions inside the range whose answer grades right, over 1,000 seeds", () => {
    for (const range of ranges) {
      const spec = { generator, count: 1, ...range };
      for (let seed = 0; seed < SEEDS; seed++) {
        const { item, values } = runGenerator(spec, seed * 7919 + 13);
        const parsed = practiceItemSchema.safeParse(item);
        if (!parsed.success) throw new Error(`${generator} seed ${seed}: ${parsed.error.message}`);
        for (const value of values) {
          expect(value, `${generator} seed ${seed}`).toBeGreaterThanOrEqual(range.min);
          expect(value, `${generator} seed ${seed}`).toBeLessThanOrEqual(range.max);
        }
        const stored = generateItem(spec, 0, seed);
        expect(grade(stored, correctAnswer(stored, seed), seed)?.correct, `${generator} seed ${seed}`).toBe(
          true,
        );
      }
    }
  });

  it("gives the same question for the same seed, and names it by its seed", () => {
    const spec = { generator, count: 1 };
    expect(generateItem(spec, 3, 123_456)).toEqual(generateItem(spec, 3, 123_456));
    expect(parseGeneratedItemId(generateItem(spec, 3, 123_456).id)).toEqual({ index: 3, seed: 123_456 });
    const prompts = new Set(
      Array.from({ length: 50 }, (_, seed) => JSON.stringify(generateItem(spec, 0, seed).html)),
    );
    expect(prompts.size).toBeGreaterThan(1);
  });

  it("gives a quiz student no answer, accepted form, solution or misconception", () => {
    const item = generateItem({ generator, count: 1 }, 0, 77);
    const json = JSON.stringify(toStudentItem(item, 77, "quiz"));
    for (const field of [
      '"answer"',
      '"accept"',
      '"solution"',
      '"hint"',
      '"key"',
      '"misconceptions"',
      '"wrongAnswers"',
    ]) {
      expect(json).not.toContain(field);
    }
  });
});

describe("generator ranges", () => {
  it("has at least twelve generators, and refuses a range outside a generator's bounds", () => {
    expect(GENERATOR_IDS.length).toBeGreaterThanOrEqual(12);
    const set = (min: number, max: number) =>
      practiceSetInputSchema.safeParse({
        mode: "practice",
        generators: [{ generator: "times11", count: 5, min, max }],
      });
    expect(set(10, 99).success).toBe(true);
    expect(set(5, 99).success).toBe(false);
    expect(set(50, 20).success).toBe(false);
  });

  it("grades a practice student's key exactly as the stored question", () => {
    const stored = generateItem({ generator: "addFractions", count: 1 }, 1, 5);
    const student = toStudentItem(stored, 5, "practice");
    const key = student.key as PracticeItem;
    expect(grade(key, correctAnswer(stored, 5), 5)?.correct).toBe(true);
    expect(JSON.stringify(student)).not.toContain("misconception");
  });
});
