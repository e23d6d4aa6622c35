import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { polynomialText } from "./polynomial-text.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Zeroes and coefficients of a quadratic polynomial ax² + bx + c: the sum −b/a and product c/a of its
 * zeroes, α² + β² from them, and a polynomial from its zeroes (an expression answer, graded by value).
 * Bounds: 1 sum of zeroes (a = 1), 2 product of zeroes (a up to 5), 3 α² + β²; 4 the polynomial with
 * two given whole zeroes, 5 with a given sum and product, 6 with a fractional sum and product.
 */
const nonZero = (random: Random, most: number) => {
  const v = random.int(1, most);
  return random.next() < 0.5 ? -v : v;
};

export const polynomialZeroes = defineGenerator(
  about("polynomialZeroes", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step <= 3) {
      // a(x² − Sx + P) with whole S and P: the sum and product are whole, the zeroes need not be.
      const a = step === 1 ? 1 : random.int(2, 5);
      const s = nonZero(random, 9);
      const t = nonZero(random, 12);
      const [b, c] = [-a * s, a * t];
      const poly = polynomialText([a, b, c]);
      const base = { poly, a, b: bracketed(b), c: bracketed(c) };
      if (step === 1)
        return stepQuestion(
          step,
          "sum",
          base,
          s,
          "hint",
          [
            [-s, "forgotSignOfSum"],
            [t, "confusedSumProduct"],
          ],
          { ...base, answer: s },
        );
      if (step === 2)
        return stepQuestion(
          step,
          "product",
          base,
          t,
          "hint",
          [
            [-t, "signOfProduct"],
            [c, "forgotDivideByA"],
            [s, "confusedSumProduct"],
          ],
          { ...base, answer: t },
        );
      const answer = s * s - 2 * t;
      return stepQuestion(
        step,
        "squares",
        base,
        answer,
        "hint",
        [
          [s * s, "forgotTwoProduct"],
          [s * s + 2 * t, "addedTwoProduct"],
        ],
        { ...base, s: bracketed(s), t: bracketed(t), answer },
      );
    }
    let k = 1;
    let s: number;
    let t: number;
    let sText: string;
    let tText: string;
    let prompt: ReturnType<typeof say>;
    let solution: ReturnType<typeof say>;
    if (step === 4) {
      const p = nonZero(random, 9);
      let q = nonZero(random, 9);
      if (q === -p) q = -q;
      [s, t] = [p + q, p * q];
      [sText, tText] = [String(s), String(t)];
      prompt = say("zeroesPrompt", { p, q });
      solution = say("zeroesSolution", { p: bracketed(p), q: bracketed(q), s, t, poly: "" });
    } else if (step === 5) {
      [s, t] = [nonZero(random, 9), nonZero(random, 20)];
      [sText, tText] = [String(s), String(t)];
      prompt = say("sumProductPrompt", { s, t });
      solution = say("sumProductSolution", { s: bracketed(s), t: bracketed(t), poly: "" });
    } else {
      k = random.int(2, 6);
      const m = nonZero(random, 11);
      const n = nonZero(random, 11);
      [s, t] = [m / k, n / k];
      sText = m % k === 0 ? String(m / k) : `${m}/${k}`;
      tText = n % k === 0 ? String(n / k) : `${n}/${k}`;
      prompt = say("fractionPrompt", { k, s: sText, t: tText });
      solution = say("fractionSolution", {
        k,
        s: `(${sText})`,
        t: `(${tText})`,
        m: bracketed(m),
        n: bracketed(n),
        poly: "",
      });
    }
    const [b, c] = [-k * s, k * t];
    const key = polynomialText([k, b, c], true);
    const shown = polynomialText([k, b, c]);
    const params = { ...(solution.params ?? {}), poly: shown };
    const wrongs = [
      { answer: polynomialText([k, -b, c], true), misconception: say("signOfSumTerm") },
      { answer: polynomialText([k, b, -c], true), misconception: say("signOfProductTerm") },
    ].filter((w) => w.answer !== key);
    void sText;
    void tText;
    return {
      values: [step],
      item: {
        kind: "expression" as const,
        prompt,
        answer: key,
        hint: say("formHint"),
        solution: say(solution.key, params),
        wrongAnswers: wrongs,
      },
    };
  },
);
