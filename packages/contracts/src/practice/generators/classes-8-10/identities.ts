import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { polynomialText } from "./polynomial-text.ts";

/**
 * Algebraic identities as expression answers, graded by value (and, for factorising, by form).
 * Bounds: 1 expand (x + a)², 2 expand (x − a)² or (kx + a)², 3 expand (x + a)(x + b); 4 factorise
 * x² − a², 5 factorise x² ± 2ax + a², 6 factorise x² + (a + b)x + ab.
 */
const term = (v: number) => (v < 0 ? `− ${-v}` : `+ ${v}`);
const keyTerm = (v: number) => (v < 0 ? `- ${-v}` : `+ ${v}`);

export const identities = defineGenerator(about("identities", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  const a = random.int(1, 9);
  const wrongs: { answer: string; misconception: string }[] = [];
  let answer: string;
  let shown: string;
  let prompt: ReturnType<typeof say>;
  let solution: ReturnType<typeof say>;
  let form: "factorised" | undefined;
  if (step <= 2) {
    const k = step === 2 && random.next() < 0.5 ? random.int(2, 5) : 1;
    const s = step === 2 && k === 1 ? -a : a;
    const coefficients = [k * k, 2 * k * s, s * s];
    answer = polynomialText(coefficients, true);
    shown = polynomialText(coefficients);
    prompt = say("expandPrompt", { expression: `(${k === 1 ? "" : k}x ${term(s)})²` });
    solution = say("squareSolution", {
      first: `${k === 1 ? "" : k}x`,
      second: s < 0 ? `−${-s}` : s,
      firstCoef: k,
      secondB: s < 0 ? `(−${-s})` : s,
      middle: 2 * k * s < 0 ? `−${-2 * k * s}` : 2 * k * s,
      last: s * s,
      answer: shown,
    });
    wrongs.push(
      { answer: polynomialText([k * k, 0, s * s], true), misconception: "forgotMiddleTerm" },
      { answer: polynomialText([k * k, k * s, s * s], true), misconception: "middleNotDoubled" },
      { answer: polynomialText([k * k, -2 * k * s, s * s], true), misconception: "signOfMiddleTerm" },
    );
  } else if (step === 3) {
    let b = random.int(-9, 9);
    if (b === 0 || b === -a) b = a + 1;
    const coefficients = [1, a + b, a * b];
    answer = polynomialText(coefficients, true);
    shown = polynomialText(coefficients);
    prompt = say("expandPrompt", { expression: `(x ${term(a)})(x ${term(b)})` });
    solution = say("productSolution", {
      a,
      bb: b < 0 ? `(−${-b})` : b,
      sum: a + b < 0 ? `−${-(a + b)}` : a + b,
      product: a * b < 0 ? `−${-(a * b)}` : a * b,
      answer: shown,
    });
    wrongs.push(
      { answer: polynomialText([1, 0, a * b], true), misconception: "forgotMiddleTerm" },
      { answer: polynomialText([1, a * b, a + b], true), misconception: "swappedSumProduct" },
    );
  } else {
    form = "factorised";
    const b = step === 4 ? -a : step === 5 ? a : random.int(-9, 9) || 2;
    const s = step === 5 && random.next() < 0.5 ? -a : a;
    // Two different factors, never x + a and x − a at step 6 (that is step 4's difference of squares).
    const [p, q] = step === 5 ? [s, s] : [a, b === a || (step === 6 && b === -a) ? a + 1 : b];
    const coefficients = [1, p + q, p * q];
    answer = p === q ? `(x ${keyTerm(p)})^2` : `(x ${keyTerm(p)})(x ${keyTerm(q)})`;
    shown = p === q ? `(x ${term(p)})²` : `(x ${term(p)})(x ${term(q)})`;
    prompt = say("factorPrompt", { expression: polynomialText(coefficients) });
    if (step === 4) {
      solution = say("differenceSolution", { a, square: a * a, answer: shown });
      wrongs.push({ answer: `(x - ${a})^2`, misconception: "squareOfDifference" });
    } else if (step === 5) {
      solution = say("perfectSolution", { a: Math.abs(s), twice: 2 * Math.abs(s), answer: shown });
      wrongs.push({ answer: `(x ${keyTerm(-s)})^2`, misconception: "signOfMiddleTerm" });
    } else {
      solution = say("splitSolution", {
        a: p,
        bb: q < 0 ? `(−${-q})` : q,
        sum: p + q < 0 ? `−${-(p + q)}` : p + q,
        product: p * q < 0 ? `−${-(p * q)}` : p * q,
        answer: shown,
      });
      wrongs.push({ answer: `(x ${keyTerm(-p)})(x ${keyTerm(-q)})`, misconception: "wrongSigns" });
    }
  }
  const seen = new Set([answer]);
  return {
    values: [step],
    item: {
      kind: "expression" as const,
      prompt,
      answer,
      ...(form ? { form } : {}),
      hint: say("hint"),
      solution,
      wrongAnswers: wrongs
        .filter((w) => !seen.has(w.answer) && seen.add(w.answer))
        .map((w) => ({ answer: w.answer, misconception: say(w.misconception) })),
    },
  };
});
