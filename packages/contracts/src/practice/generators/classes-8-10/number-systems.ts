import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { fractionItem, fractionText, stepQuestion } from "./shared.ts";

/**
 * Real numbers. Bounds: 1 a recurring decimal 0.aaa… as p/q, 2 0.ababab…, 3 0.abbb… (one digit before
 * the repeat); 4 a root a^(1/n), 5 a power a^(m/n), 6 the square of a surd (k√m)².
 */
const ROOTS = [
  [4, 2],
  [9, 2],
  [16, 2],
  [25, 2],
  [36, 2],
  [49, 2],
  [64, 2],
  [81, 2],
  [100, 2],
  [8, 3],
  [27, 3],
  [64, 3],
  [125, 3],
  [216, 3],
  [1000, 3],
  [16, 4],
  [81, 4],
  [32, 5],
] as const;

export const numberSystems = defineGenerator(
  { ...about("numberSystems", 1), fractions: true },
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 1) {
      const digit = random.int(1, 8);
      const decimal = `0.${String(digit).repeat(4)}…`;
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal, repeat: String(digit) }),
          [digit, 9],
          say("decimalHint"),
          say("oneSolution", { digit, answer: fractionText(digit, 9) }),
          [[[digit, 10], "usedPowerOfTen"]],
        ),
      };
    }
    if (step === 2) {
      let pair = random.int(10, 98);
      if (pair % 11 === 0) pair += 1;
      const text = String(pair);
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal: `0.${text.repeat(3)}…`, repeat: text }),
          [pair, 99],
          say("decimalHint"),
          say("twoSolution", { pair: text, answer: fractionText(pair, 99) }),
          [[[pair, 100], "usedPowerOfTen"]],
        ),
      };
    }
    if (step === 3) {
      const first = random.int(1, 9);
      let repeat = random.int(1, 9);
      if (repeat === first) repeat = (repeat % 9) + 1;
      const both = first * 10 + repeat;
      const top = both - first;
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal: `0.${first}${String(repeat).repeat(4)}…`, repeat: String(repeat) }),
          [top, 90],
          say("decimalHint"),
          say("mixedSolution", { first, repeat, both, top, answer: fractionText(top, 90) }),
          [
            [[both, 100], "usedPowerOfTen"],
            [[both, 99], "treatedAllAsRepeating"],
          ],
        ),
      };
    }
    if (step === 6) {
      const k = random.int(2, 9);
      const s = random.pick([2, 3, 5, 6, 7, 10, 11]);
      const answer = k * k * s;
      return stepQuestion(
        step,
        "surd",
        { k, s },
        answer,
        "powerHint",
        [
          [k * s, "squaredOnlySurd"],
          [k * k * s * s, "squaredUnderRoot"],
        ],
        { k, s, answer },
      );
    }
    const [a, n] = random.pick(ROOTS);
    const root = Math.round(a ** (1 / n));
    if (step === 4)
      return stepQuestion(
        step,
        "root",
        { a, n },
        root,
        "powerHint",
        [
          [a / n, "multipliedByFraction"],
          [Math.sqrt(a), "tookSquareRoot"],
        ],
        { a, n, root },
      );
    const m = random.int(2, 3);
    const answer = root ** m;
    const powers = Array.from({ length: m }, () => root).join(" × ");
    return stepQuestion(
      step,
      "power",
      { a, m, n },
      answer,
      "powerHint",
      [
        [(a * m) / n, "multipliedByFraction"],
        [root * m, "multipliedRootByM"],
      ],
      { a, n, root, powers, answer },
    );
  },
);
