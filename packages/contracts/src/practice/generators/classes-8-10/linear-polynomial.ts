import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Linear polynomials and lines. Bounds: 1 the value p(k) of ax + b, 2 the zero of ax + b, 3 the next
 * value of a linear pattern from a table; 4 y on the line ax + by = c for a given x, 5 the slope of the
 * line through two points, 6 where the line ax + by = c crosses the y-axis.
 */
const nonZero = (random: Random, most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
const signedTerm = (v: number) => (v < 0 ? `− ${-v}` : `+ ${v}`);
const show = (v: number) => (v < 0 ? `−${-v}` : `${v}`);
/** `3x + 2`, `-x - 4`, `5x`: ax + b as an expression answer is written (a plain hyphen for minus). */
const polynomial = (a: number, b: number) => {
  const ax = a === 1 ? "x" : a === -1 ? "-x" : `${a}x`;
  return b === 0 ? ax : `${ax} ${b < 0 ? "-" : "+"} ${Math.abs(b)}`;
};

export const linearPolynomial = defineGenerator(
  about("linearPolynomial", 1),
  steps(8, 6),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step <= 2) {
      const a = random.int(2, 9) * (random.next() < 0.3 ? -1 : 1);
      if (step === 1) {
        const [b, k] = [nonZero(random, 15), nonZero(random, 9)];
        const answer = a * k + b;
        const params = { a: show(a), b: signedTerm(b), k: show(k), kb: bracketed(k), answer };
        return stepQuestion(step, "value", params, answer, "hint", [
          [a * k, "forgotConstant"],
          [a + k + b, "addedNotMultiplied"],
        ]);
      }
      const zero = nonZero(random, 9);
      const b = -a * zero;
      const params = { a: show(a), b: signedTerm(b), minusB: bracketed(-b), ab: bracketed(a), answer: zero };
      return stepQuestion(step, "zero", params, zero, "hint", [
        [-zero, "signOfZero"],
        [-b, "forgotDivide"],
      ]);
    }
    if (step === 3) {
      const [first, d, k] = [random.int(-5, 20), nonZero(random, 9), random.int(6, 25)];
      const values = [0, 1, 2, 3].map((i) => first + i * d);
      const answer = first + (k - 1) * d;
      const params = {
        values: values.map(show).join(", "),
        k,
        d,
        db: bracketed(d),
        first: bracketed(first),
        second: bracketed(first + d),
        answer,
      };
      return stepQuestion(step, "pattern", params, answer, "hint", [
        [first + k * d, "usedXAsStep"],
        [k * d, "forgotConstant"],
      ]);
    }
    if (step >= 7) {
      // p(x) = dx + c: growing (7) or shrinking (8); c is neither 0 nor d, so every slip differs.
      const d = (step === 7 ? 1 : -1) * random.int(2, 9);
      let c = nonZero(random, 12);
      if (c === d) c = -c;
      const values = [1, 2, 3, 4].map((x) => d * x + c);
      const answer = polynomial(d, c);
      return {
        values: [step],
        item: {
          kind: "expression" as const,
          prompt: say("rulePrompt", { values: values.map(show).join(", ") }),
          answer,
          hint: say("ruleHint"),
          solution: say("ruleSolution", {
            d: show(d),
            db: bracketed(d),
            first: bracketed(values[0] as number),
            second: bracketed(values[1] as number),
            c: show(c),
            answer: answer.replace(/-/g, "−"),
          }),
          wrongAnswers: [
            { answer: polynomial(d, c + d), misconception: say("firstAsConstant") },
            { answer: polynomial(c, d), misconception: say("swappedCoefficients") },
          ],
        },
      };
    }
    if (step === 5) {
      for (;;) {
        const [x1, y1] = [nonZero(random, 9), nonZero(random, 9)];
        const run = nonZero(random, 6);
        const slope = nonZero(random, 5);
        const [x2, y2] = [x1 + run, y1 + slope * run];
        if (Math.abs(run) === 1 && Math.abs(slope) === 1) continue;
        const params = {
          x1: show(x1),
          y1: show(y1),
          x2: bracketed(x2),
          y2: bracketed(y2),
          x1b: bracketed(x1),
          y1b: bracketed(y1),
          rise: bracketed(slope * run),
          run: bracketed(run),
          answer: slope,
        };
        return stepQuestion(
          step,
          "slope",
          { ...params, x2: show(x2), y2: show(y2) },
          slope,
          "lineHint",
          [
            [run / (slope * run), "invertedSlope"],
            [slope * run, "riseOnly"],
          ],
          params,
        );
      }
    }
    // A line ax + by = c with whole answers: b divides c − ax (step 4) or c (step 6).
    const a = (random.next() < 0.3 ? -1 : 1) * random.int(2, 6);
    const b = (random.next() < 0.4 ? -1 : 1) * random.int(2, 5);
    if (step === 4) {
      const [x, y] = [nonZero(random, 9), nonZero(random, 9)];
      const c = a * x + b * y;
      const rest = c - a * x;
      const params = {
        a: show(a),
        bs: show(b),
        c: show(c),
        x: show(x),
        xb: bracketed(x),
        rest: bracketed(rest),
        bb: bracketed(b),
        answer: y,
      };
      return stepQuestion(
        step,
        "line",
        { ...params, b: signedTerm(b) },
        y,
        "lineHint",
        [
          [(c + a * x) / b, "keptSign"],
          [rest, "forgotDivide"],
        ],
        { ...params, b: signedTerm(b), c: bracketed(c) },
      );
    }
    const y0 = nonZero(random, 9);
    const c = b * y0;
    const params = { a: show(a), b: signedTerm(b), bs: show(b), c: show(c), bb: bracketed(b), answer: y0 };
    return stepQuestion(
      step,
      "intercept",
      params,
      y0,
      "lineHint",
      [
        [c / a, "gaveXIntercept"],
        [c, "forgotDivide"],
      ],
      { ...params, c: bracketed(c) },
    );
  },
);
