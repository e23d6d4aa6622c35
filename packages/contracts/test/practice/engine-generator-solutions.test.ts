import { generatorOf, REGISTRY, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, it } from "vitest";
import {
  expectAbove,
  expectAtLeast,
  expectBelow,
  expectMatch,
  expectNoMatch,
  expectNotSame,
  expectSame,
} from "../seed-loop-expect.ts";
import { EQUATION, evaluate } from "./test-equations.ts";

/** Worked solutions whose arithmetic holds, and the questions that used to mislead a child. */
describe("worked solutions and hints", () => {
  it.each(REGISTRY.map((g) => g.id))(
    "%s: every equation it writes holds, in English and Hindi, over 2,000 seeds",
    (id) => {
      const definition = generatorOf(id);
      let equations = 0;
      for (let seed = 0; seed < 2000; seed++) {
        const draft = runGenerator({ generator: id }, seed * 40_503 + 7);
        for (const locale of ["en", "hi"] as const) {
          const { item } = writeDraft(definition, draft, locale);
          for (const text of [item.solution ?? "", item.hint ?? ""]) {
            for (const found of text.matchAll(EQUATION)) {
              const sides = found[0]
                .split("=")
                .map((side) => side.trim())
                .filter(Boolean);
              if (sides.length < 2) continue;
              const values = sides.map(evaluate);
              for (const value of values)
                expectBelow(
                  Math.abs(value - (values[0] as number)),
                  1e-9,
                  `${id} ${locale} seed ${seed}: ${found[0]}`,
                );
              equations += 1;
            }
          }
        }
      }
      if (!["divisibility", "orderNumbers"].includes(id)) expectAbove(equations, 2000, id);
    },
  );
});

describe("questions that mislead", () => {
  it("never asks the place value of a digit that appears twice, over 100,000 seeds", () => {
    const definition = generatorOf("placeValue");
    let ambiguous = 0;
    let byPlace = 0;
    const ranges = [
      { min: 100, max: 99_999 },
      { min: 1000, max: 9999 },
      { min: 10, max: 999_999_999 },
    ];
    for (let seed = 0; seed < 100_000; seed++) {
      const range = ranges[seed % ranges.length] as { min: number; max: number };
      const { item } = writeDraft(
        definition,
        runGenerator({ generator: "placeValue", ...range }, seed),
        "en",
      );
      const asked = /^What is the place value of (\d) in ([\d,]+)\?$/.exec(item.prompt);
      if (!asked) {
        expectMatch(item.prompt, /in the .+ place\?$/);
        byPlace += 1;
        continue;
      }
      const digits = (asked[2] as string).replace(/,/g, "");
      if (digits.split(asked[1] as string).length - 1 !== 1) ambiguous += 1;
    }
    expectSame(ambiguous, 0);
    // A number like 5,555 has no digit of its own: a few are asked by their place.
    expectBelow(byPlace, 100);
  });

  it("asks a times-table fact other than × 1, and near-base drills never draw the base", () => {
    for (let seed = 0; seed < 5000; seed++) {
      const { item } = writeDraft(generatorOf("tables"), runGenerator({ generator: "tables" }, seed), "en");
      expectNoMatch(item.prompt, /× 1 = /);
      expectNoMatch(item.hint, /, 1 times/);
      for (const generator of ["nearBase10", "nearBase100"] as const) {
        const { item: near } = writeDraft(generatorOf(generator), runGenerator({ generator }, seed), "en");
        expectNoMatch(near.hint, /[+−]0\b/);
      }
    }
  });

  it("works the carry into every × 11 solution whose digits make 10 or more", () => {
    for (let a = 10; a <= 99; a++) {
      const seedFor = (() => {
        for (let seed = 0; seed < 100_000; seed++) {
          const draft = runGenerator({ generator: "times11", min: a, max: a }, seed);
          if (draft.values[0] === a) return seed;
        }
        return 0;
      })();
      const { item } = writeDraft(
        generatorOf("times11"),
        runGenerator({ generator: "times11", min: a, max: a }, seedFor),
        "en",
      );
      const carries = Math.floor(a / 10) + (a % 10) >= 10;
      expectSame(item.solution?.includes("carry 1"), carries, item.solution);
      expectSame(item.solution?.endsWith(`${a * 11}.`), true, item.solution);
    }
  });

  it("asks about a rectangle with sides of at least 2 cm that differ, where the range allows", () => {
    for (let seed = 0; seed < 5000; seed++) {
      const [length, width] = runGenerator({ generator: "rectangle", min: 1, max: 100 }, seed).values as [
        number,
        number,
      ];
      expectAtLeast(length, 2);
      expectAtLeast(width, 2);
      expectNotSame(length, width);
    }
  });

  it("tells the test for 4 in the divisibility hint", () => {
    const { item } = writeDraft(
      generatorOf("divisibility"),
      runGenerator({ generator: "divisibility" }, 1),
      "en",
    );
    expectMatch(item.hint, /last two digits for 4/);
  });
});
