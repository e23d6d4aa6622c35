import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * A pair of linear equations in x and y: solved by elimination (bounds 1 x + y and x − y, 2 find x,
 * 3 find y with larger coefficients), or judged by its ratios a₁/a₂, b₁/b₂, c₁/c₂ as having one, no
 * or infinitely many solutions (4 small, 5 with multiples, 6 with negative coefficients).
 */
export const NATURES = ["exactlyOne", "none", "infinitelyMany"] as const;

/** `2x − 3y`, `x + y`, `−x + 4y`: the left side of ax + by = c as a child reads it. */
export function linearSide(a: number, b: number) {
  const term = (c: number, letter: string) => `${Math.abs(c) === 1 ? "" : Math.abs(c)}${letter}`;
  return `${a < 0 ? "−" : ""}${term(a, "x")} ${b < 0 ? "−" : "+"} ${term(b, "y")}`;
}
const equation = (a: number, b: number, c: number) => `${linearSide(a, b)} = ${c < 0 ? `−${-c}` : c}`;
const coefficient = (random: Random, most: number, negative: boolean) => {
  const v = random.int(1, most);
  return negative && random.next() < 0.4 ? -v : v;
};

export const linearPair = defineGenerator(about("linearPair", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step === 1) {
    const x = random.int(2, 30);
    const y = random.int(1, x - 1);
    const [s, d] = [x + y, x - y];
    const prompt = say("solvePrompt", { first: `x + y = ${s}`, second: `x − y = ${d}`, letter: "x" });
    return {
      values: [step],
      item: numericItem(
        prompt,
        x,
        say("solveHint"),
        say("sumDifferenceSolution", { s, d, twiceX: 2 * x, x, y }),
        [
          [s + d, "forgotHalve"],
          [y, "gaveOtherUnknown"],
        ],
      ),
    };
  }
  if (step <= 3) {
    const most = step === 2 ? 5 : 9;
    for (;;) {
      const [a1, b1, a2, b2] = [
        random.int(1, most),
        coefficient(random, most, true),
        random.int(1, most),
        coefficient(random, most, true),
      ];
      const det = a1 * b2 - a2 * b1;
      if (det === 0 || a1 === a2) continue;
      const x = random.int(-9, 9);
      const y = random.int(-9, 9);
      if (x === y || x === 0 || y === 0) continue;
      const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
      const letter = step === 2 ? "x" : "y";
      const answer = letter === "x" ? x : y;
      const [m1, m2] = [a2, a1];
      const coefY = b1 * m1 - b2 * m2;
      const rhsY = c1 * m1 - c2 * m2;
      const rest = c1 - b1 * y;
      const params = {
        m1,
        m2,
        e1: equation(a1 * m1, b1 * m1, c1 * m1),
        e2: equation(a2 * m2, b2 * m2, c2 * m2),
        coefY: coefY === 1 ? "" : coefY === -1 ? "−" : bracketed(coefY).replace(/[()]/g, ""),
        rhsY: bracketed(rhsY),
        coefYb: bracketed(coefY),
        y: bracketed(y),
        yb: bracketed(y),
        a1x: a1 === 1 ? "x" : `${a1}x`,
        c1: bracketed(c1),
        b1: bracketed(b1),
        rest: bracketed(rest),
        a1b: a1,
        x: bracketed(x),
      };
      const prompt = say("solvePrompt", {
        first: equation(a1, b1, c1),
        second: equation(a2, b2, c2),
        letter,
      });
      return {
        values: [step],
        item: numericItem(prompt, answer, say("solveHint"), say("eliminationSolution", params), [
          [letter === "x" ? y : x, "gaveOtherUnknown"],
          [-answer, "crossOrder"],
        ]),
      };
    }
  }
  const most = step === 4 ? 5 : 9;
  const nature = random.int(0, 2);
  const [a1, b1] = [random.int(1, most), coefficient(random, most, step === 6)];
  const c1 = coefficient(random, 12, step === 6);
  let [a2, b2, c2]: number[] = [];
  if (nature === 0) {
    do [a2, b2] = [random.int(1, most), coefficient(random, most, step === 6)];
    while (a1 * (b2 as number) === (a2 as number) * b1);
    c2 = coefficient(random, 12, step === 6);
  } else {
    const k = random.int(2, step === 4 ? 3 : 5);
    [a2, b2] = [a1 * k, b1 * k];
    c2 = nature === 2 ? c1 * k : c1 * k + random.pick([-3, -2, -1, 1, 2, 3]);
  }
  const [A2, B2, C2] = [a2 as number, b2 as number, c2 as number];
  const reason = ["crossing", "parallel", "same"][nature] as string;
  // Ignoring c₁/c₂, the two cases with equal a- and b-ratios look alike: the child picks the other one.
  const slips: [number, string][] =
    nature === 0
      ? [[1, "unequalRatiosNone"]]
      : [
          [nature === 1 ? 2 : 1, "ignoredConstants"],
          [0, "equalRatiosCross"],
        ];
  const item = choiceItem(
    say("naturePrompt", { first: equation(a1, b1, c1), second: equation(A2, B2, C2) }),
    NATURES,
    nature,
    say("natureHint"),
    say("natureSolution", {
      a1,
      a2: A2,
      b1: bracketed(b1),
      b2: bracketed(B2),
      c1: bracketed(c1),
      c2: bracketed(C2),
      reason: say(reason),
      answer: say(NATURES[nature] as string),
    }),
    slips,
  );
  return { values: [step], item };
});
