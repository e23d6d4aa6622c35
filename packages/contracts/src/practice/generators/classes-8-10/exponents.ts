import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { fractionItem, numericItem, stepQuestion } from "./shared.ts";

/**
 * Exponents and powers. Bounds: 1 the exponent of a^m × a^n, 2 of a^m ÷ a^n, 3 of (a^m)^n; 4 the value
 * of a^0 × b, 5 a negative power as a fraction, 6 a power of a fraction; 7 a large number's power of
 * ten in standard form, 8 a small number's, 9 either.
 */
const BASES = [2, 3, 5, 7, 10] as const;

export const exponents = defineGenerator(
  { ...about("exponents", 1), fractions: true },
  steps(9),
  (random, min, max) => {
    const step = random.int(min, max);
    const a = random.pick(BASES);
    if (step <= 3) {
      const m = random.int(step === 2 ? 4 : 2, 12);
      const n = random.int(2, step === 2 ? m - 1 : 9);
      const answer = step === 1 ? m + n : step === 2 ? m - n : m * n;
      const params = { a, m, n, answer };
      const key = ["productPrompt", "quotientPrompt", "powerPrompt"][step - 1] as string;
      const solution = ["productSolution", "quotientSolution", "powerSolution"][step - 1] as string;
      const wrongs: [number, string][] =
        step === 1
          ? [[m * n, "multipliedExponents"]]
          : step === 2
            ? [[m / n, "dividedExponents"]]
            : [[m + n, "addedExponents"]];
      return {
        values: [step],
        item: numericItem(say(key, params), answer, say("hint"), say(solution, params), wrongs),
      };
    }
    if (step === 4) {
      const b = random.int(2, 50);
      const params = { a, b, answer: b };
      return stepQuestion(step, "zero", params, b, "hint", [
        [0, "zeroPowerIsZero"],
        [a * b, "zeroPowerIsBase"],
      ]);
    }
    if (step === 5) {
      const base = random.pick([2, 3, 4, 5, 10] as const);
      const m = random.int(1, base === 10 ? 4 : 3);
      const power = base ** m;
      return {
        values: [step],
        item: fractionItem(
          say("negativePrompt", { a: base, m }),
          [1, power],
          say("hint"),
          say("negativeSolution", { power: indian(power), answer: `1/${power}` }),
          [[[-power, 1], "negativeAsNegative"]],
        ),
      };
    }
    if (step === 6) {
      const [p, q] = random.pick([
        [2, 3],
        [3, 4],
        [1, 2],
        [2, 5],
        [3, 5],
        [4, 5],
      ] as const);
      const m = random.int(2, 3);
      const [top, bottom] = [p ** m, q ** m];
      return {
        values: [step],
        item: fractionItem(
          say("fractionPrompt", { p, q, m }),
          [top, bottom],
          say("hint"),
          say("fractionSolution", { top, bottom, answer: `${top}/${bottom}` }),
          [[[top, q], "poweredTopOnly"]],
        ),
      };
    }
    // Standard form: mantissa digits d.dd and a power of ten.
    const digits = random.int(101, 999);
    const mantissa = `${Math.floor(digits / 100)}.${String(digits % 100).padStart(2, "0")}`;
    const large = step === 7 || (step === 9 && random.next() < 0.5);
    const power = large ? random.int(3, 9) : -random.int(2, 7);
    const number = large ? indian(digits * 10 ** (power - 2)) : `0.${"0".repeat(-power - 1)}${digits}`;
    const params = {
      number,
      mantissa,
      places: Math.abs(power),
      way: say(large ? "left" : "right"),
      answer: power < 0 ? `−${-power}` : power,
    };
    const digitCount = large
      ? String(digits * 10 ** (power - 2)).length
      : (number.split(".")[1] as string).length;
    return {
      values: [step],
      item: numericItem(
        say(large ? "largePrompt" : "smallPrompt", params),
        power,
        say("standardHint"),
        say("standardSolution", params),
        [
          [-power, "wrongSign"],
          [large ? digitCount : -digitCount, "countedDigits"],
        ],
      ),
    };
  },
);
