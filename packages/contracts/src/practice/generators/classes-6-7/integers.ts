import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, show, term, texts } from "./kinds.ts";

/**
 * Integers, negative answers included (the keypad has a minus): 1–3 add, 4–6 subtract, 7–9 a
 * temperature story, 10–12 multiply, 13–15 divide; each kind's levels grow the numbers.
 */
const SIZE = [9, 30, 120] as const;
const PLACES = ["leh", "dras", "gulmarg", "manali", "shimla", "tawang"] as const;

export const integers = defineGenerator(about("integers", 1), kindBounds(5), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  const size = SIZE[level - 1] as number;
  const signed = (most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
  if (kind === 0) {
    let a = signed(size);
    let b = signed(size);
    while (Math.abs(a) === Math.abs(b) || (a > 0 && b > 0)) {
      a = signed(size);
      b = signed(size);
    }
    const answer = a + b;
    const same = Math.sign(a) === Math.sign(b);
    const [big, small] = Math.abs(a) > Math.abs(b) ? [Math.abs(a), Math.abs(b)] : [Math.abs(b), Math.abs(a)];
    const params = {
      a: term(a),
      b: term(b),
      op: "+",
      sa: Math.abs(a),
      sb: Math.abs(b),
      big,
      small,
      size: same ? Math.abs(a) + Math.abs(b) : big - small,
      answer: show(answer),
    };
    return numeric(
      value,
      texts("prompt", "addHint", same ? "addSameSolution" : "addDiffSolution", params),
      answer,
      [
        ["ignoredSigns", Math.abs(a) + Math.abs(b)],
        ["wrongSign", -answer],
      ],
    );
  }
  if (kind === 1) {
    // Either a smaller minus a bigger positive number, or minus a negative number.
    const positive = random.next() < 0.4;
    const a = positive ? random.int(1, size - 1) : signed(size);
    const b = positive ? random.int(a + 1, size) : -random.int(1, size);
    const answer = a - b;
    const params = {
      a: term(a),
      b: term(b),
      op: "−",
      opp: show(-b),
      oppTerm: term(-b),
      answer: show(answer),
    };
    return numeric(value, texts("prompt", "subHint", "subSolution", params), answer, [
      ["minusNegative", b < 0 ? a + b : Number.NaN],
      ["reversed", b > 0 ? b - a : Number.NaN],
      ["wrongSign", -answer],
    ]);
  }
  if (kind === 2) {
    const start = -random.int(1, [9, 15, 25][level - 1] as number);
    const up = random.next() < 0.6;
    const change = random.int(2, [12, 20, 35][level - 1] as number);
    const answer = up ? start + change : start - change;
    const params = {
      place: { key: random.pick(PLACES) },
      start: show(start),
      startTerm: term(start),
      moved: { key: up ? "rose" : "fell" },
      change,
      way: { key: up ? "wayUp" : "wayDown" },
      sign: up ? "+" : "−",
      answer: show(answer),
      answerShown: show(answer),
    };
    return numeric(value, texts("storyPrompt", "storyHint", "storySolution", params), answer, [
      ["wrongWay", up ? start - change : start + change],
      ["ignoredSigns", up ? -start + change : Number.NaN],
    ]);
  }
  // Multiply and divide: at least one negative factor.
  let a = signed(level === 1 ? 9 : level === 2 ? 15 : 25);
  let b = signed(level === 1 ? 9 : 12);
  while ((a > 0 && b > 0) || Math.abs(a) === 1 || Math.abs(b) === 1) {
    a = signed(level === 1 ? 9 : level === 2 ? 15 : 25);
    b = signed(level === 1 ? 9 : 12);
  }
  const product = a * b;
  const same = Math.sign(a) === Math.sign(b);
  const signRule = { key: same ? "ruleSame" : "ruleDiff" };
  const wrongs = [
    ["minusTimesMinus", same ? -Math.abs(product) : Number.NaN],
    ["droppedSign", same ? Number.NaN : Math.abs(product)],
  ] as const;
  if (kind === 3) {
    const params = {
      a: term(a),
      b: term(b),
      op: "×",
      sa: Math.abs(a),
      sb: Math.abs(b),
      size: Math.abs(product),
      signRule,
      answer: show(product),
    };
    return numeric(value, texts("prompt", "mulHint", "mulSolution", params), product, wrongs);
  }
  // Divide the product by b: the quotient is a, negative exactly when the two signs differ.
  const signsAgree = a > 0;
  const params = {
    a: term(product),
    b: term(b),
    op: "÷",
    sa: Math.abs(product),
    sb: Math.abs(b),
    size: Math.abs(a),
    signRule: { key: signsAgree ? "ruleSame" : "ruleDiff" },
    answer: show(a),
  };
  return numeric(value, texts("prompt", "divHint", "divSolution", params), a, [
    ["minusTimesMinus", product < 0 && b < 0 ? -a : Number.NaN],
    ["droppedSign", a < 0 ? -a : Number.NaN],
  ]);
});
