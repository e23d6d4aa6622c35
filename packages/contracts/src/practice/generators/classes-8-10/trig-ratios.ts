import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { fractionItem, PRIMITIVE_TRIPLES, stepQuestion } from "./shared.ts";

/**
 * Trigonometric ratios: values at the standard angles, squared so every value is a fraction
 * (bounds 1 one term, 2 two terms, 3 three terms with a difference), and one ratio from another
 * through the sides of a right triangle (4 cos from sin, 5 tan from cos, 6 sec from tan).
 */
type Ratio = "sin" | "cos" | "tan" | "cot" | "sec" | "cosec";
/** The square of each ratio at each standard angle, as [numerator, denominator]; undefined ones left out. */
const SQUARES: Record<Ratio, Record<number, [number, number]>> = {
  sin: { 0: [0, 1], 30: [1, 4], 45: [1, 2], 60: [3, 4], 90: [1, 1] },
  cos: { 0: [1, 1], 30: [3, 4], 45: [1, 2], 60: [1, 4], 90: [0, 1] },
  tan: { 0: [0, 1], 30: [1, 3], 45: [1, 1], 60: [3, 1] },
  cot: { 30: [3, 1], 45: [1, 1], 60: [1, 3], 90: [0, 1] },
  sec: { 0: [1, 1], 30: [4, 3], 45: [2, 1], 60: [4, 1] },
  cosec: { 30: [4, 1], 45: [2, 1], 60: [4, 3], 90: [1, 1] },
};
const PARTNER: Record<Ratio, Ratio> = {
  sin: "cos",
  cos: "sin",
  tan: "cot",
  cot: "tan",
  sec: "cosec",
  cosec: "sec",
};
const TRIPLES = [...PRIMITIVE_TRIPLES, [9, 40, 41]] as const;

export const trigRatios = defineGenerator(about("trigRatios", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step <= 3) {
    const terms: { ratio: Ratio; angle: number; c: number; sign: number }[] = [];
    for (let i = 0; i < step; i++) {
      const ratio = random.pick(Object.keys(SQUARES) as Ratio[]);
      const angle = random.pick(Object.keys(SQUARES[ratio]).map(Number));
      const [, d] = SQUARES[ratio][angle] as [number, number];
      const c = d * random.int(1, 3);
      terms.push({ ratio, angle, c, sign: i === 2 ? -1 : 1 });
    }
    const value = (
      list: typeof terms,
      square: (t: (typeof terms)[number]) => [number, number],
      coef = (c: number) => c,
    ) =>
      list.reduce((s, t) => {
        const [n, d] = square(t);
        return s + (t.sign * coef(t.c) * n) / d;
      }, 0);
    const own = (t: (typeof terms)[number]) => SQUARES[t.ratio][t.angle] as [number, number];
    const partner = (t: (typeof terms)[number]) => SQUARES[PARTNER[t.ratio]][t.angle] ?? [Number.NaN, 1];
    const answer = value(terms, own);
    const expression = terms
      .map(
        (t, i) =>
          `${i === 0 ? "" : t.sign < 0 ? " − " : " + "}${t.c === 1 ? "" : `${t.c} `}${t.ratio}²${t.angle}°`,
      )
      .join("");
    const values = terms.map((t) => `${t.ratio}²${t.angle}°: ${own(t).join("/")}`).join("; ");
    const working = terms
      .map((t, i) => `${i === 0 ? "" : t.sign < 0 ? " − " : " + "}${t.c} × ${own(t).join("/")}`)
      .join("");
    return stepQuestion(
      step,
      "evaluate",
      { expression },
      answer,
      "valuesHint",
      [
        [value(terms, partner), "swappedSinCos"],
        [value(terms, own, (c) => c * c), "squaredCoefficient"],
      ],
      { values, working, answer },
    );
  }
  const [o, a, h] = random.pick(TRIPLES);
  const [oo, aa] = random.next() < 0.5 ? [o, a] : [a, o];
  const ask = {
    4: {
      given: "sin",
      p: oo,
      q: h,
      asked: "cos",
      known: "oppositeHyp",
      answer: [aa, h],
      wrong: [
        [h, aa],
        [oo, aa],
      ],
    },
    5: {
      given: "cos",
      p: aa,
      q: h,
      asked: "tan",
      known: "adjacentHyp",
      answer: [oo, aa],
      wrong: [
        [aa, oo],
        [oo, h],
      ],
    },
    6: {
      given: "tan",
      p: oo,
      q: aa,
      asked: "sec",
      known: "oppositeAdjacent",
      answer: [h, aa],
      wrong: [
        [aa, h],
        [h, oo],
      ],
    },
  }[step as 4 | 5 | 6];
  const [n, d] = ask.answer as [number, number];
  const third =
    step === 6
      ? say("thirdFromLegs", { o: oo, a: aa, h, square: h * h })
      : say("thirdFromHyp", {
          h,
          s: step === 4 ? oo : aa,
          t: step === 4 ? aa : oo,
          square: (step === 4 ? aa : oo) ** 2,
        });
  const item = fractionItem(
    say("fromPrompt", { given: ask.given, p: ask.p, q: ask.q, asked: ask.asked }),
    [n, d],
    say("sidesHint"),
    say("fromSolution", {
      known: say(ask.known, { o: oo, a: aa, h }),
      third,
      asked: ask.asked,
      side1: `${n}k`,
      side2: `${d}k`,
      answer: `${n}/${d}`,
    }),
    [
      [ask.wrong[0] as [number, number], "invertedRatio"],
      [ask.wrong[1] as [number, number], "usedWrongSide"],
    ],
  );
  return { values: [step], item };
});
