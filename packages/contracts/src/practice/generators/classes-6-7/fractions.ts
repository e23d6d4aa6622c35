import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, fraction, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Working with fractions: 1–3 equivalent fractions (a missing numerator), 4–6 subtracting,
 * 7–9 a fraction of a whole number, 10–12 multiplying two fractions, 13–15 dividing.
 */
const DENOMINATORS = [6, 10, 12] as const;
const lcmOf = (a: number, b: number) => {
  let m = a;
  while (m % b !== 0) m += a;
  return m;
};

export const fractionWork = defineGenerator(
  { ...about("fractionWork", 1), fractions: true },
  kindBounds(5),
  (random, min, max) => {
    const { value, kind, level } = drawKind(random, min, max);
    const most = DENOMINATORS[level - 1] as number;
    const proper = () => {
      const b = random.int(2, most);
      return [random.int(1, b - 1), b] as const;
    };
    if (kind === 0) {
      const [a, b] = proper();
      const k = random.int(2, [4, 6, 9][level - 1] as number);
      const d = b * k;
      const params = { a, b, d, k, answer: a * k };
      return numeric(
        value,
        texts("equivalentPrompt", "equivalentHint", "equivalentSolution", params),
        a * k,
        [
          ["addedSame", a + d - b],
          ["usedMultiplier", k],
        ],
      );
    }
    if (kind === 1) {
      for (;;) {
        const [a, b] = proper();
        const [c, d] = proper();
        if (a * d <= c * b || b === d) continue;
        const l = lcmOf(b, d);
        const a2 = a * (l / b);
        const c2 = c * (l / d);
        const params = { a, b, c, d, l, a2, c2, top: a2 - c2 };
        const wrongs: [string, string][] = [
          ["subtractedBoth", b > d && a > c ? `${a - c}/${b - d}` : ""],
          ["keptNumerators", a > c ? `${a - c}/${l}` : ""],
        ];
        return fraction(
          value,
          texts("subtractPrompt", "subtractHint", "subtractSolution", params),
          a2 - c2,
          l,
          wrongs.filter(([, w]) => w !== ""),
        );
      }
    }
    if (kind === 2) {
      const [a, b] = proper();
      const part = random.int(2, [6, 12, 25][level - 1] as number);
      const n = part * b;
      const params = { a, b, n, part, answer: part * a };
      return numeric(value, texts("ofPrompt", "ofHint", "ofSolution", params), part * a, [
        ["dividedOnly", part],
        ["multipliedOnly", n * a],
      ]);
    }
    const [a, b] = proper();
    let [c, d] = proper();
    while (c * b === a * d) [c, d] = proper();
    if (kind === 3) {
      const params = { a, b, c, d, top: a * c, bottom: b * d };
      const wrongs: [string, string][] = [
        ["crossMultiplied", `${a * d}/${b * c}`],
        ["keptDenominator", b === d ? "" : `${a * c}/${b}`],
      ];
      return fraction(
        value,
        texts("multiplyPrompt", "multiplyHint", "multiplySolution", params),
        a * c,
        b * d,
        wrongs.filter(([, w]) => w !== ""),
      );
    }
    const params = { a, b, c, d, top: a * d, bottom: b * c };
    return fraction(value, texts("dividePrompt", "divideHint", "divideSolution", params), a * d, b * c, [
      ["noFlip", `${a * c}/${b * d}`],
      ["flippedFirst", `${b * c}/${a * d}`],
    ]);
  },
);
