import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, show, texts } from "./kinds.ts";

/**
 * Finding the unknown: 1–3 x + a = b (the last with a negative answer) and x − a = b, 4–6 ax = b
 * and x ÷ a = b, 7–9 ax + b = c and ax − b = c, 10–12 the same as a "think of a number" story.
 */
const NAMES = ["riya", "arjun", "fatima", "tenzin"] as const;

export const equations = defineGenerator(about("equations", 1), kindBounds(4), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  const big = [10, 30, 60][level - 1] as number;
  if (kind === 0) {
    const x = level === 3 ? -random.int(1, big) : random.int(1, big);
    const a = random.int(2, big);
    const minus = level === 2;
    const b = minus ? x - a : x + a;
    const equation = minus ? `x − ${a} = ${show(b)}` : `x + ${a} = ${show(b)}`;
    const params = { equation, a, b: show(b), answer: show(x) };
    return numeric(value, texts("prompt", "hint", minus ? "subSolution" : "addSolution", params), x, [
      ["addedInstead", minus ? b - a : b + a],
      ["droppedSign", x < 0 ? -x : Number.NaN],
    ]);
  }
  if (kind === 1) {
    const a = random.int(2, level === 1 ? 9 : 15);
    const x = random.int(2, level === 1 ? 10 : 20);
    if (level === 3) {
      const b = x;
      const equation = `x ÷ ${a} = ${b}`;
      return numeric(
        value,
        texts("prompt", "hint", "divideSolution", { equation, a, b, answer: a * b }),
        a * b,
        [
          ["addedInstead", b % a === 0 ? b / a : Number.NaN],
          ["wrongUndo", b + a],
        ],
      );
    }
    const b = a * x;
    return numeric(
      value,
      texts("prompt", "hint", "timesSolution", { equation: `${a}x = ${b}`, a, b, answer: x }),
      x,
      [
        ["addedInstead", a * b],
        ["wrongUndo", b - a],
      ],
    );
  }
  const a = random.int(2, level === 1 ? 6 : 12);
  const x = random.int(level === 3 && kind === 2 ? -9 : 1, big / 2);
  const b = random.int(1, big);
  const plus = level !== 2;
  const c = plus ? a * x + b : a * x - b;
  const equation = `${a}x ${plus ? "+" : "−"} ${b} = ${show(c)}`;
  const undo = { key: plus ? "undoPlus" : "undoMinus", params: { b } };
  const params = {
    equation,
    a,
    b,
    c: show(c),
    ax: show(a * x),
    answer: show(x),
    answerTerm: x < 0 ? `(${show(x)})` : show(x),
    undo,
    inverse: plus ? "−" : "+",
    sign: plus ? "+" : "−",
    name: { key: random.pick(NAMES) },
    step: { key: plus ? "adds" : "subtracts" },
  };
  const divided = c % a === 0 ? (plus ? c / a - b : c / a + b) : Number.NaN;
  const wrongs = [
    ["dividedFirst", divided],
    ["wrongUndo", (plus ? c + b : c - b) % a === 0 ? (plus ? c + b : c - b) / a : Number.NaN],
    ["droppedSign", x < 0 ? -x : Number.NaN],
  ] as const;
  if (kind === 2) return numeric(value, texts("prompt", "hint", "twoStepSolution", params), x, wrongs);
  return numeric(value, texts("storyPrompt", "storyHint", "storySolution", params), x, wrongs);
});
