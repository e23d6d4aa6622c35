import { type PracticeItem, practiceItemSchema, practiceSetInputSchema } from "@ganit/contracts";
import {
  correctAnswer,
  GENERATOR_IDS,
  GENERATORS,
  generatedQuestion,
  generateItem,
  grade,
  parseGeneratedItemId,
  REGISTRY,
  runGenerator,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { expectAtLeast, expectAtMost, expectSame } from "../seed-loop-expect.ts";

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
        const { values } = runGenerator(spec, seed * 7919 + 13);
        for (const value of values) {
          expectAtLeast(value, range.min, `${generator} seed ${seed}`);
          expectAtMost(value, range.max, `${generator} seed ${seed}`);
        }
        for (const locale of ["en", "hi"] as const) {
          const stored = generateItem(spec, 0, seed, locale);
          const { id: _id, html: _html, ...item } = stored;
          const parsed = practiceItemSchema.safeParse(item);
          if (!parsed.success) throw new Error(`${generator} seed ${seed}: ${parsed.error.message}`);
          expectSame(
            grade(stored, correctAnswer(stored, seed), seed)?.correct,
            true,
            `${generator} seed ${seed}`,
          );
        }
      }
    }
  });

  it("gives the same question for the same seed, and names it by generator, version, range and seed", () => {
    const spec = { generator, count: 1 };
    const item = generateItem(spec, 3, 123_456);
    expect(item).toEqual(generateItem(spec, 3, 123_456));
    const definition = REGISTRY.find((g) => g.id === generator);
    expect(parseGeneratedItemId(item.id)).toEqual({
      index: 3,
      generator: generator.toLowerCase(),
      version: definition?.version,
      min: bounds.defaultMin,
      max: bounds.defaultMax,
      seed: 123_456,
    });
    expect(item.id).toMatch(/^[a-z0-9][a-z0-9.-]{0,59}$/);
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
  it("has at least twelve generators, each id unique also in lower case, and refuses a range outside a generator's bounds", () => {
    expect(GENERATOR_IDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GENERATOR_IDS.map((id) => id.toLowerCase())).size).toBe(GENERATOR_IDS.length);
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

describe("a question's id keeps its question", () => {
  const seedWhereVersionsDiffer = () => {
    for (let seed = 0; seed < 10_000; seed++) {
      const now = runGenerator({ generator: "tables", min: 2, max: 10 }, seed);
      const before = runGenerator({ generator: "tables", min: 2, max: 10 }, seed, 1);
      if (JSON.stringify(now.item) !== JSON.stringify(before.item)) return seed;
    }
    throw new Error("no seed differs");
  };

  it("makes an older version's question again from its id, not today's question for that seed", () => {
    const seed = seedWhereVersionsDiffer();
    const generators = [{ generator: "tables" as const, count: 5, min: 2, max: 10 }];
    const old = generatedQuestion(generators, `g0.tables.1.2-10.${seed}`);
    const now = generatedQuestion(generators, `g0.tables.2.2-10.${seed}`);
    expect(old?.prompt).not.toBe(now?.prompt);
    expect(old?.prompt).toBe(
      // What version 1 asked: times drawn from 1 to 10.
      (() => {
        const draft = runGenerator({ generator: "tables", min: 2, max: 10 }, seed, 1);
        const [table] = draft.values;
        return `${table} × ${Number((draft.item as { answer: string }).answer) / (table as number)} = ?`;
      })(),
    );
    // An id from before ids named the generator is version 1's question with the set's range.
    expect(generatedQuestion(generators, `g0-${seed}`)?.prompt).toBe(old?.prompt);
  });

  it("keeps the range the question was made with when the author changes it", () => {
    const made = generateItem({ generator: "times11", min: 11, max: 20 }, 0, 42);
    const edited = [{ generator: "times11" as const, count: 5, min: 50, max: 99 }];
    expect(generatedQuestion(edited, made.id)?.prompt).toBe(made.prompt);
  });

  it("refuses an id whose place now holds another generator, a version never made, or a made-up range", () => {
    const made = generateItem({ generator: "times11" }, 0, 42);
    expect(generatedQuestion([{ generator: "tables", count: 5 }], made.id)).toBeNull();
    expect(generatedQuestion([{ generator: "times11", count: 5 }], "g0.times11.9.11-99.42")).toBeNull();
    expect(generatedQuestion([{ generator: "times11", count: 5 }], "g0.times11.1.1-2.42")).toBeNull();
    expect(generatedQuestion([{ generator: "times11", count: 5 }], "g1.times11.1.11-99.42")).toBeNull();
  });
});
