import { practiceItemSchema } from "@ganit/contracts/practice";
import { GENERATORS, generatorOf, REGISTRY, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import {
  expectDefined,
  expectEqual,
  expectMatch,
  expectNoMatch,
  expectNotContained,
  expectNotEqual,
  expectNotSame,
  expectSame,
} from "../seed-loop-expect.ts";
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
          if (source.kind === "plot") expectSame(source.answer, checked.key, where);
          if (source.kind === "numeric" || source.kind === "time")
            expectSame(unsignedZero(asKey(source.answer)), unsignedZero(checked.key), where);
          if (source.kind === "fraction") {
            const { numerator, denominator } = source.answer as { numerator: number; denominator: number };
            expectSame(`${numerator}/${denominator}`, checked.key, where);
          }
          if (source.kind === "single") expectEqual([source.answer], checked.key, where);
          if (source.kind === "multiple") expectEqual(source.answer, checked.key, where);
          if (source.kind === "expression")
            expectEqual(valuesOf(source.answer as string), valuesOf(String(checked.key)), where);
          for (const wrong of source.wrongAnswers ?? []) {
            const rule = checked.rules[wrong.misconception.key];
            expectDefined(rule, `${where}: no rule for "${wrong.misconception.key}"`);
            if (source.kind === "expression") {
              expectEqual(
                valuesOf(wrong.answer),
                valuesOf(String(rule)),
                `${where}: ${wrong.misconception.key}`,
              );
              expectNotEqual(
                valuesOf(wrong.answer),
                valuesOf(String(checked.key)),
                `${where}: ${wrong.misconception.key} equals the key`,
              );
              distractors += 1;
              continue;
            }
            expectSame(
              source.kind === "fraction" || typeof rule === "string"
                ? wrong.answer
                : Number(wrong.answer) + 0,
              unsignedZero(rule),
              `${where}: ${wrong.misconception.key}`,
            );
            expectNotSame(
              String(wrong.answer),
              String(checked.key),
              `${where}: ${wrong.misconception.key} equals the key`,
            );
            distractors += 1;
          }
          (source.misconceptions ?? []).forEach((misconception, option) => {
            if (!misconception) return;
            expectSame(checked.rules[misconception.key], option, `${where}: ${misconception.key}`);
            expectNotContained(
              checked.key as number[],
              option,
              `${where}: ${misconception.key} marks a right option`,
            );
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
          expectNoMatch(texts, /\{\w+\}|undefined|NaN/, `${id} ${locale} seed ${seed}`);
          if (locale === "hi" && id !== "orderNumbers")
            expectMatch(`${item.prompt}${item.hint}`, /[\u0900-\u097f]/, `${id} seed ${seed}`);
        }
      }
    });
  });
}
