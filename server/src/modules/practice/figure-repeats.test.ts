import { describe, expect, it } from "vitest";
import { issueQuestions } from "./attempts.ts";
import type { PracticeSet } from "./store.ts";

/**
 * A sitting of ten questions from one figure generator asks no question twice, over 1,000 sittings
 * at each step range, in English and Hindi by turns. The generators' own drawings and keys are
 * checked in the contracts' suite (packages/contracts/test/practice/figure-generators.test.ts); what
 * this holds is the server's issuing of a sitting.
 */
const SITTINGS = 1_000;

describe.each(["clock", "money", "numberLine", "fractionPicture"] as const)(
  "a sitting of %s questions",
  (id) => {
    it.each([
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 3],
    ])("asks no question twice in 1,000 sittings of ten, steps %i–%i", (min, max) => {
      let repeats = 0;
      for (let sitting = 0; sitting < SITTINGS; sitting++) {
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
        if (items.length !== 10) expect(items.length, `${id} sitting ${sitting}`).toBe(10);
      }
      expect(repeats, id).toBe(0);
    });
  },
);
