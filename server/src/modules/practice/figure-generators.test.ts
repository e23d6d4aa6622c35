import { practiceItemSchema } from "@ganit/contracts/practice";
import { generatorOf, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { issueQuestions } from "./attempts.ts";
import type { PracticeSet } from "./store.ts";
import { FIGURE_CHECKERS, readClock, readNumberLine, readPurse } from "./test-figure-checkers.ts";

/**
 * The clock and money generators over 10,000 seeds each: every question well formed in English and
 * Hindi, inside its step's numbers, its picture drawn with a text alternative, its key and every
 * named wrong answer worked again from the picture (./test-figure-checkers.ts), and no question twice
 * in a run of ten.
 */
const SEEDS = 10_000;
const seedOf = (i: number) => (i * 2_654_435_761) >>> 0;
const MOST_MONEY: Record<number, number> = { 1: 50, 2: 200, 3: 1000 };

describe.each(["clock", "money", "numberLine", "fractionPicture"] as const)(
  "the %s generator over 10,000 seeds",
  (id) => {
    const definition = generatorOf(id);

    it("draws well-formed questions inside each step, checked from the picture", () => {
      let named = 0;
      for (let i = 0; i < SEEDS; i++) {
        const step = (i % 3) + 1;
        const draft = runGenerator({ generator: id, min: step, max: step }, seedOf(i));
        const where = `${id} step ${step} seed ${seedOf(i)}`;
        expect(draft.values[0], where).toBe(step);
        const svg = draft.figure?.svg ?? "";
        expect(svg, where).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/);
        expect(svg.match(/</g)?.length, where).toBe(
          2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
        );
        for (const locale of ["en", "hi"] as const) {
          const { item, html } = writeDraft(definition, draft, locale);
          expect(practiceItemSchema.safeParse(item).success, `${where} ${locale}`).toBe(true);
          expect(html.prompt, where).toMatch(
            /^<figure class="practice-figure" role="img" aria-label="[^"<>]{10,}"><svg /,
          );
          if (locale === "hi") expect(html.prompt.split("<svg")[0], where).toMatch(/[\u0900-\u097f]/);
        }
        const { item } = writeDraft(definition, draft, "en");
        const checked = FIGURE_CHECKERS[id](item.prompt, draft);
        const source = draft.item as {
          kind: string;
          answer: string | number;
          options?: string[];
          misconceptions?: ({ key: string } | null)[];
          wrongAnswers?: { answer: string; misconception: { key: string } }[];
        };
        if (id === "clock") {
          const shown = readClock(svg);
          expect(shown.hour >= 1 && shown.hour <= 12, where).toBe(true);
          const allowed =
            step === 1 ? [0, 30] : step === 2 ? [15, 45] : [5, 10, 15, 20, 25, 35, 40, 45, 50, 55];
          expect(allowed, where).toContain(shown.minute);
        } else if (id === "fractionPicture") {
          const { numerator, denominator } = source.answer as unknown as {
            numerator: number;
            denominator: number;
          };
          const most = step === 1 ? 4 : step === 2 ? 8 : 12;
          expect(
            denominator >= 2 && denominator <= most && numerator >= 1 && numerator < denominator,
            where,
          ).toBe(true);
        } else if (id === "numberLine") {
          const line = readNumberLine(svg);
          // The last mark: up to 20 counting by ones, 150 skip-counting, 4 wholes in halves and quarters.
          const last = line.first + ((svg.match(/data-tick=/g)?.length ?? 0) - 1) * line.perMark;
          expect(line.first >= 0 && last <= (step === 1 ? 20 : step === 2 ? 150 : 4), where).toBe(true);
          expect(line.marksPerLabel, where).toBe(step === 3 ? line.marksPerLabel : 5);
          if (step === 3) expect([2, 4], where).toContain(line.marksPerLabel);
          else
            expect(
              line.labelled.some((l) => l.index === line.point),
              where,
            ).toBe(false);
        } else {
          const purse = readPurse(svg);
          const paid = purse.reduce((s, p) => s + p.value, 0);
          expect(paid, where).toBeLessThanOrEqual(MOST_MONEY[step] as number);
          if (step === 1)
            expect(
              purse.every((p) => p.kind === "coin"),
              where,
            ).toBe(true);
          expect(Number(source.answer), where).toBeGreaterThan(0);
        }
        if (source.kind === "single") {
          expect([source.answer], where).toEqual(checked.key);
          expect(new Set(source.options).size, where).toBe(source.options?.length);
          source.misconceptions?.forEach((m, option) => {
            if (!m) return;
            expect(checked.rules[m.key], `${where} ${m.key}`).toBe(option);
            expect(option, where).not.toBe(source.answer);
            named += 1;
          });
        } else if (source.kind === "fraction") {
          const { numerator, denominator } = source.answer as unknown as {
            numerator: number;
            denominator: number;
          };
          expect(`${numerator}/${denominator}`, where).toBe(checked.key);
          for (const wrong of source.wrongAnswers ?? []) {
            expect(wrong.answer, `${where} ${wrong.misconception.key}`).toBe(
              checked.rules[wrong.misconception.key],
            );
            // Never equal in value to the key (equal fractions count as right).
            const [n, d] = wrong.answer.split("/").map(Number) as [number, number];
            expect(n * denominator, `${where} ${wrong.answer}`).not.toBe(numerator * d);
            named += 1;
          }
        } else {
          expect(Number(source.answer), where).toBe(checked.key);
          for (const wrong of source.wrongAnswers ?? []) {
            expect(Number(wrong.answer), `${where} ${wrong.misconception.key}`).toBe(
              checked.rules[wrong.misconception.key],
            );
            expect(wrong.answer, where).not.toBe(source.answer);
            named += 1;
          }
        }
      }
      // Every question names at least one foreseen mistake.
      expect(named, id).toBeGreaterThanOrEqual(SEEDS);
    }, 180_000); // 10,000 drawings read back from their SVG: seconds when quiet, more under load.

    it.each([
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 3],
    ])("asks no question twice in 1,000 sittings of ten, steps %i–%i", (min, max) => {
      let repeats = 0;
      for (let sitting = 0; sitting < SEEDS / 10; sitting++) {
        const set = {
          resourceId: "r",
          mode: "practice",
          mastery: { rule: "all" },
          items: [],
          generators: [{ generator: id, count: 10, min, max }],
          sizeBytes: 0,
          updatedAt: new Date(),
        } as PracticeSet;
        const { items } = issueQuestions(set, sitting % 2 === 0 ? "en" : "hi");
        const seen = new Set(
          items.map((item) => JSON.stringify([item.html.prompt, item.html.options ?? null])),
        );
        repeats += items.length - seen.size;
        expect(items.length).toBe(10);
      }
      expect(repeats, id).toBe(0);
    });
  },
);
