import { practiceItemSchema } from "@ganit/contracts/practice";
import { GENERATORS, generatorOf, REGISTRY, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { evaluate } from "./test-equations.ts";
import { CHECKERS } from "./test-generator-checkers.ts";

/**
 * Every generator's keys and named wrong answers, worked again by the independent checkers of
 * ./test-generator-checkers.ts over 10,000 seeds (5,000 in the default range, 5,000 in the widest),
 * each question well formed (the set schema's own check),
 * and every question written in English and Hindi. Two test files each take half the registry, so
 * that two workers share the work.
 */
const SEEDS = 5000;

/**
 * An expression answer's values with its letters put to a few sets of numbers (each letter its own),
 * by the tests' own evaluator: two answers agree when they agree at every set.
 */
function valuesOf(text: string): number[] {
  return [2, 5, 11].map((at) => {
    const written = text
      .replace(/\*/g, "×")
      .replace(
        /([a-z])\^(\d)/g,
        (_, letter: string, power: string) => `(${Array(Number(power)).fill(letter).join("×")})`,
      )
      // A bracket raised to a power, `(x - 5)^2`, as that many brackets multiplied.
      .replace(/(\([^()]*\))\^(\d)/g, (_, group: string, power: string) =>
        Array(Number(power)).fill(group).join("×"),
      )
      .replace(/([\d)a-z])(?=[a-z(])/g, "$1×")
      .replace(/[a-z]/g, (letter) => `(${at + letter.charCodeAt(0) / 7})`);
    return Math.round(evaluate(written) * 1e6) / 1e6;
  });
}

/** −0 and 0 are one answer to a child (both read "0"): compared as numbers, not by Object.is. */
const unsignedZero = (value: unknown) => (typeof value === "number" ? value + 0 : value);

/** Checks the generators at the even (`half` 0) or odd (1) places of the registry. */
export function checkGeneratorsIndependently(half: 0 | 1) {
  const ids = REGISTRY.map((g) => g.id).filter((_, place) => place % 2 === half);
  describe.each(ids)("generator %s, checked independently", (id) => {
    const bounds = GENERATORS[id];
    const ranges = [
      { min: bounds.defaultMin, max: bounds.defaultMax },
      { min: bounds.min, max: bounds.max },
    ];

    it(`has every key and named wrong answer right over ${(SEEDS * 2).toLocaleString("en-IN")} seeds`, () => {
      const definition = generatorOf(id);
      let distractors = 0;
      for (const range of ranges) {
        for (let seed = 0; seed < SEEDS; seed++) {
          const draft = runGenerator({ generator: id, ...range }, seed * 2_654_435_761);
          const { item } = writeDraft(definition, draft, "en");
          // Well formed: the question a child is sent passes the set schema, as an author's would.
          const formed = practiceItemSchema.safeParse(item);
          if (!formed.success) throw new Error(`${id} seed ${seed}: ${formed.error.message}`);
          const checked = CHECKERS[id](item.prompt, draft);
          const where = `${id} ${range.min}–${range.max} seed ${seed}: ${item.prompt}`;
          const source = draft.item as {
            kind: string;
            answer: unknown;
            options?: unknown[];
            wrongAnswers?: { answer: string; misconception: { key: string } }[];
            misconceptions?: ({ key: string } | null)[];
          };
          // A number is compared as a number; a time (3:45) or a line's fraction (2 1/2) as written.
          const asKey = (text: unknown) => (typeof checked.key === "string" ? String(text) : Number(text));
          if (source.kind === "plot") expect(source.answer, where).toBe(checked.key);
          if (source.kind === "numeric" || source.kind === "time")
            expect(unsignedZero(asKey(source.answer)), where).toBe(unsignedZero(checked.key));
          if (source.kind === "fraction") {
            const { numerator, denominator } = source.answer as { numerator: number; denominator: number };
            expect(`${numerator}/${denominator}`, where).toBe(checked.key);
          }
          if (source.kind === "single") expect([source.answer], where).toEqual(checked.key);
          if (source.kind === "multiple") expect(source.answer, where).toEqual(checked.key);
          if (source.kind === "expression")
            expect(valuesOf(source.answer as string), where).toEqual(valuesOf(String(checked.key)));
          for (const wrong of source.wrongAnswers ?? []) {
            const rule = checked.rules[wrong.misconception.key];
            expect(rule, `${where}: no rule for "${wrong.misconception.key}"`).toBeDefined();
            if (source.kind === "expression") {
              expect(valuesOf(wrong.answer), `${where}: ${wrong.misconception.key}`).toEqual(
                valuesOf(String(rule)),
              );
              expect(
                valuesOf(wrong.answer),
                `${where}: ${wrong.misconception.key} equals the key`,
              ).not.toEqual(valuesOf(String(checked.key)));
              distractors += 1;
              continue;
            }
            expect(
              source.kind === "fraction" || typeof rule === "string"
                ? wrong.answer
                : Number(wrong.answer) + 0,
              `${where}: ${wrong.misconception.key}`,
            ).toBe(unsignedZero(rule));
            expect(String(wrong.answer), `${where}: ${wrong.misconception.key} equals the key`).not.toBe(
              String(checked.key),
            );
            distractors += 1;
          }
          (source.misconceptions ?? []).forEach((misconception, option) => {
            if (!misconception) return;
            expect(checked.rules[misconception.key], `${where}: ${misconception.key}`).toBe(option);
            expect(
              checked.key as number[],
              `${where}: ${misconception.key} marks a right option`,
            ).not.toContain(option);
            distractors += 1;
          });
        }
      }
      // Every drill names at least one foreseen mistake in most of its questions (ordering names none).
      if (id !== "orderNumbers") expect(distractors, id).toBeGreaterThan(SEEDS);
      // Twenty thousand questions drawn and checked: a few seconds alone, up to twenty on a machine
      // running several suites at once, so this check has more than the suite's 30 s.
    }, 120_000);

    it("writes every question in English and Hindi, every parameter filled", () => {
      const definition = generatorOf(id);
      expect(Object.keys(definition.texts.hi).sort()).toEqual(Object.keys(definition.texts.en).sort());
      for (let seed = 0; seed < 500; seed++) {
        const draft = runGenerator({ generator: id }, seed);
        for (const locale of ["en", "hi"] as const) {
          const { item, html } = writeDraft(definition, draft, locale);
          const texts = JSON.stringify([item, html]);
          expect(texts, `${id} ${locale} seed ${seed}`).not.toMatch(/\{\w+\}|undefined|NaN/);
          if (locale === "hi" && id !== "orderNumbers")
            expect(`${item.prompt}${item.hint}`, `${id} seed ${seed}`).toMatch(/[\u0900-\u097f]/);
        }
      }
    });
  });
}
