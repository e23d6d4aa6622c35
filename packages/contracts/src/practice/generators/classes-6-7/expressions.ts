import type { Draft } from "../define.ts";
import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Expressions: 1–3 multiplication before addition, 4–6 brackets, 7–9 the value of an expression
 * with a letter-number, 10–12 collecting like terms, 13–15 writing an expression for a story. The
 * last two are answered as expressions, graded by value (docs/adr/0541-expression-answers.md).
 */
const LETTERS = ["x", "y", "a", "m", "n", "p"] as const;
const STORIES = ["pencils", "age", "shelves"] as const;

/** An expression answer with its named wrong answers (any that equal the key are left out). */
function expression(
  value: number,
  prompt: string,
  hint: string,
  solution: string,
  params: Record<string, string | number>,
  answer: string,
  wrongs: [string, string][],
): Draft {
  return {
    values: [value],
    item: {
      kind: "expression",
      prompt: say(prompt, params),
      hint: say(hint, params),
      solution: say(solution, params),
      answer,
      wrongAnswers: wrongs
        .filter(([, w]) => w !== answer)
        .map(([m, w]) => ({ answer: w, misconception: say(m) })),
    },
  };
}

export const expressions = defineGenerator(about("expressions", 1), kindBounds(5), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  const big = [9, 15, 25][level - 1] as number;
  const n = (from = 2) => random.int(from, big);
  if (kind === 0) {
    const [a, b, c] = [n(), n(), n()];
    if (level === 3) {
      const d = random.int(1, a + b * c - 1);
      const expr = `${a} + ${b} × ${c} − ${d}`;
      const params = {
        expr,
        product: `${b} × ${c} = ${b * c}`,
        rest: `${a} + ${b * c} − ${d}`,
        answer: a + b * c - d,
      };
      return numeric(value, texts("prompt", "orderHint", "orderSolution", params), a + b * c - d, [
        ["leftToRight", (a + b) * c - d],
      ]);
    }
    const minus = level === 2 && a > b * c;
    const answer = minus ? a - b * c : a + b * c;
    const expr = `${a} ${minus ? "−" : "+"} ${b} × ${c}`;
    const params = {
      expr,
      product: `${b} × ${c} = ${b * c}`,
      rest: `${a} ${minus ? "−" : "+"} ${b * c}`,
      answer,
    };
    return numeric(value, texts("prompt", "orderHint", "orderSolution", params), answer, [
      ["leftToRight", minus ? (a - b) * c : (a + b) * c],
    ]);
  }
  if (kind === 1) {
    const [a, b, c] = [n(), n(), n()];
    if (level === 1) {
      const expr = `${a} × (${b} + ${c})`;
      const params = {
        expr,
        inside: `${b} + ${c} = ${b + c}`,
        rest: `${a} × ${b + c}`,
        answer: a * (b + c),
      };
      return numeric(value, texts("prompt", "bracketHint", "bracketSolution", params), a * (b + c), [
        ["ignoredBrackets", a * b + c],
      ]);
    }
    // a − (b ± c) with b > c and a big enough that every step stays positive.
    const [hi, lo] = b > c ? [b, c] : [b + c, c];
    const plus = level === 3;
    const inside = plus ? hi + lo : hi - lo;
    const first = inside + random.int(1, big);
    const expr = `${first} − (${hi} ${plus ? "+" : "−"} ${lo})`;
    const params = {
      expr,
      inside: `${hi} ${plus ? "+" : "−"} ${lo} = ${inside}`,
      rest: `${first} − ${inside}`,
      answer: first - inside,
    };
    return numeric(value, texts("prompt", "bracketHint", "bracketSolution", params), first - inside, [
      ["signInside", plus ? first - hi + lo : first - hi - lo],
    ]);
  }
  const letter = random.pick(LETTERS);
  if (kind === 2) {
    const k = random.int(2, 9);
    const x = random.int(2, level === 1 ? 9 : 12);
    const c = random.int(1, big);
    const minus = level >= 2 && k * x > c;
    const twice = level === 3;
    const expr = twice
      ? `${k}${letter} ${minus ? "−" : "+"} ${c} + ${letter}`
      : `${k}${letter} ${minus ? "−" : "+"} ${c}`;
    const numbers = twice
      ? `${k} × ${x} ${minus ? "−" : "+"} ${c} + ${x}`
      : `${k} × ${x} ${minus ? "−" : "+"} ${c}`;
    const product = k * x;
    const extra = twice ? x : 0;
    const answer = (minus ? product - c : product + c) + extra;
    const middle = twice
      ? `${product} ${minus ? "−" : "+"} ${c} + ${x}`
      : `${product} ${minus ? "−" : "+"} ${c}`;
    const joined = Number(`${k}${x}`);
    const params = {
      expr,
      given: `${letter} = ${x}`,
      numbers,
      middle,
      answer,
      coefficientHint: `${k}${letter}`,
      coefficientHint2: `${k} × ${letter}`,
    };
    return numeric(value, texts("valuePrompt", "valueHint", "valueSolution", params), answer, [
      ["joinedDigits", (minus ? joined - c : joined + c) + extra],
      ["addedCoefficient", (minus ? k + x - c : k + x + c) + extra],
    ]);
  }
  if (kind === 3) {
    const a = random.int(2, big);
    const b = random.int(2, big);
    /** Collecting like terms: the same prompt, hint and worked steps at every level. */
    const collected = (
      params: { expr: string; grouped: string; answer: string },
      answer: string,
      wrongs: [string, string][],
    ) => expression(value, "likePrompt", "likeHint", "likeSolution", params, answer, wrongs);
    if (level === 1) {
      const expr = `${a}${letter} + ${b}${letter}`;
      const params = { expr, grouped: `(${a} + ${b})${letter}`, answer: `${a + b}${letter}` };
      return collected(params, `${a + b}${letter}`, [
        ["multipliedLetters", `${a + b}${letter}^2`],
        ["droppedLetter", `${a + b}`],
      ]);
    }
    if (level === 2) {
      const c = random.int(2, big);
      const expr = `${a}${letter} + ${c} + ${b}${letter}`;
      const params = { expr, grouped: `${c} + (${a} + ${b})${letter}`, answer: `${c} + ${a + b}${letter}` };
      return collected(params, `${a + b}${letter} + ${c}`, [
        ["addedUnlike", `${a + b + c}${letter}`],
        ["multipliedLetters", `${a + b}${letter}^2 + ${c}`],
      ]);
    }
    // a·p − d·q + b·p + e·q with e > d, so both collected terms are positive.
    const d = random.int(1, big - 1);
    const e = random.int(d + 1, big);
    const other = letter === "y" ? "x" : "y";
    const expr = `${a}${letter} − ${d}${other} + ${b}${letter} + ${e}${other}`;
    const params = {
      expr,
      grouped: `(${a} + ${b})${letter} + (${e} − ${d})${other}`,
      answer: `${a + b}${letter} + ${e - d}${other}`,
    };
    return collected(params, `${a + b}${letter} + ${e - d}${other}`, [
      ["ignoredMinus", `${a + b}${letter} + ${e + d}${other}`],
      ["addedUnlike", `${a + b + e - d}${letter}${other}`],
    ]);
  }
  const story = STORIES[level - 1] as (typeof STORIES)[number];
  const k = random.int(2, [9, 12, 20][level - 1] as number);
  const c = random.int(2, [20, 40, 99][level - 1] as number);
  const answer = `${k}${letter} + ${c}`;
  const params = { letter, k, c, answer };
  return expression(value, `${story}Prompt`, "storyHint", "storySolution", params, answer, [
    ["addedCount", `${letter} + ${k + c}`],
    ["multipliedAll", `${k}(${letter} + ${c})`],
  ]);
});
