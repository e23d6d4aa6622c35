import { practiceItemSchema } from "@ganit/contracts/practice";
import { generatorOf, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, it } from "vitest";
import {
  expectAbove,
  expectAtLeast,
  expectAtMost,
  expectContains,
  expectEqual,
  expectMatch,
  expectNotSame,
  expectSame,
} from "../seed-loop-expect.ts";
import { FIGURE_CHECKERS, readClock, readNumberLine, readPurse } from "./test-figure-checkers.ts";

/**
 * The clock and money generators over 10,000 seeds each: every question well formed in English and
 * Hindi, inside its step's numbers, its picture drawn with a text alternative, its key and every
 * named wrong answer worked again from the picture (./test-figure-checkers.ts). That a sitting of ten
 * asks no question twice is the server's to keep: server/src/modules/practice/figure-repeats.test.ts.
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
        expectSame(draft.values[0], step, where);
        const svg = draft.figure?.svg ?? "";
        expectMatch(svg, /^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/, where);
        expectSame(
          svg.match(/</g)?.length,
          2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
          where,
        );
        for (const locale of ["en", "hi"] as const) {
          const { item, html } = writeDraft(definition, draft, locale);
          expectSame(practiceItemSchema.safeParse(item).success, true, `${where} ${locale}`);
          expectMatch(
            html.prompt,
            /^<figure class="practice-figure" role="img" aria-label="[^"<>]{10,}"><svg /,
            where,
          );
          if (locale === "hi") expectMatch(html.prompt.split("<svg")[0], /[\u0900-\u097f]/, where);
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
          expectSame(shown.hour >= 1 && shown.hour <= 12, true, where);
          const allowed =
            step === 1 ? [0, 30] : step === 2 ? [15, 45] : [5, 10, 15, 20, 25, 35, 40, 45, 50, 55];
          expectContains(allowed, shown.minute, where);
        } else if (id === "fractionPicture") {
          const { numerator, denominator } = source.answer as unknown as {
            numerator: number;
            denominator: number;
          };
          const most = step === 1 ? 4 : step === 2 ? 8 : 12;
          expectSame(
            denominator >= 2 && denominator <= most && numerator >= 1 && numerator < denominator,
            true,
            where,
          );
        } else if (id === "numberLine") {
          const line = readNumberLine(svg);
          // The last mark: up to 20 counting by ones, 150 skip-counting, 4 wholes in halves and quarters.
          const last = line.first + ((svg.match(/data-tick=/g)?.length ?? 0) - 1) * line.perMark;
          expectSame(line.first >= 0 && last <= (step === 1 ? 20 : step === 2 ? 150 : 4), true, where);
          expectSame(line.marksPerLabel, step === 3 ? line.marksPerLabel : 5, where);
          if (step === 3) expectContains([2, 4], line.marksPerLabel, where);
          else
            expectSame(
              line.labelled.some((l) => l.index === line.point),
              false,
              where,
            );
        } else {
          const purse = readPurse(svg);
          const paid = purse.reduce((s, p) => s + p.value, 0);
          expectAtMost(paid, MOST_MONEY[step] as number, where);
          if (step === 1)
            expectSame(
              purse.every((p) => p.kind === "coin"),
              true,
              where,
            );
          expectAbove(Number(source.answer), 0, where);
        }
        if (source.kind === "single") {
          expectEqual([source.answer], checked.key, where);
          expectSame(new Set(source.options).size, source.options?.length, where);
          source.misconceptions?.forEach((m, option) => {
            if (!m) return;
            expectSame(checked.rules[m.key], option, `${where} ${m.key}`);
            expectNotSame(option, source.answer, where);
            named += 1;
          });
        } else if (source.kind === "fraction") {
          const { numerator, denominator } = source.answer as unknown as {
            numerator: number;
            denominator: number;
          };
          expectSame(`${numerator}/${denominator}`, checked.key, where);
          for (const wrong of source.wrongAnswers ?? []) {
            expectSame(
              wrong.answer,
              checked.rules[wrong.misconception.key],
              `${where} ${wrong.misconception.key}`,
            );
            // Never equal in value to the key (equal fractions count as right).
            const [n, d] = wrong.answer.split("/").map(Number) as [number, number];
            expectNotSame(n * denominator, numerator * d, `${where} ${wrong.answer}`);
            named += 1;
          }
        } else {
          expectSame(Number(source.answer), checked.key, where);
          for (const wrong of source.wrongAnswers ?? []) {
            expectSame(
              Number(wrong.answer),
              checked.rules[wrong.misconception.key],
              `${where} ${wrong.misconception.key}`,
            );
            expectNotSame(wrong.answer, source.answer, where);
            named += 1;
          }
        }
      }
      // Every question names at least one foreseen mistake.
      expectAtLeast(named, SEEDS, id);
    }, 180_000); // 10,000 drawings read back from their SVG: seconds when quiet, more under load.
  },
);
