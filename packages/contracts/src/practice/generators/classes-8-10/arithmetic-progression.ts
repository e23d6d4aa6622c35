import { bracketed, defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Arithmetic progressions: the nth term a + (n − 1)d (bounds 1 with d > 0, 2 with d < 0), which term
 * is a given number (3), and the sum of n terms n/2 × [2a + (n − 1)d] (4 with d > 0, 5 with d < 0,
 * 6 from the first and last terms, n/2 × (a + l)).
 */
export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
};

export const arithmeticProgression = defineGenerator(
  about("arithmeticProgression", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    const falling = step === 2 || step === 5;
    const d = falling ? -random.int(2, 9) : random.int(2, 9);
    const a = falling ? random.int(20, 90) : random.int(-5, 20);
    const terms = [0, 1, 2, 3].map((i) => a + i * d);
    const shown = terms.map((t) => (t < 0 ? `−${-t}` : String(t))).join(", ");
    const base = { a: bracketed(a), second: bracketed(a + d), d, db: bracketed(d), terms: shown };
    if (step <= 2) {
      const n = random.int(10, 40);
      const answer = a + (n - 1) * d;
      const params = { ...base, n, nth: ordinal(n), answer };
      return stepQuestion(step, "term", params, answer, "termHint", [
        [a + n * d, "usedNNotNMinusOne"],
        [(n - 1) * d, "forgotFirstTerm"],
      ]);
    }
    if (step === 3) {
      const n = random.int(8, 40);
      const target = a + (n - 1) * d;
      const params = { ...base, target, steps: n - 1, answer: n, nthAnswer: ordinal(n) };
      return stepQuestion(step, "which", params, n, "termHint", [
        [n - 1, "forgotPlusOne"],
        [target / d, "forgotFirstTerm"],
      ]);
    }
    const n = random.int(8, 30);
    if (step === 6) {
      let l = a + (n - 1) * d;
      if ((n * (a + l)) % 2 !== 0) l += 1;
      const answer = (n * (a + l)) / 2;
      const params = { n, a: bracketed(a), l, lb: bracketed(l), answer };
      return stepQuestion(
        step,
        "ends",
        { ...params, a: a < 0 ? `−${-a}` : a },
        answer,
        "sumHint",
        [
          [n * (a + l), "forgotHalf"],
          [(a + l) / 2, "averageOnly"],
        ],
        params,
      );
    }
    const answer = (n * (2 * a + (n - 1) * d)) / 2;
    const params = { ...base, n, answer };
    return stepQuestion(step, "sum", params, answer, "sumHint", [
      [n * (2 * a + (n - 1) * d), "forgotHalf"],
      [(n * (2 * a + n * d)) / 2, "usedNNotNMinusOne"],
    ]);
  },
);
