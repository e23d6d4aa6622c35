import { about } from "./about.ts";
import { defineGenerator, gcd, say } from "./define.ts";

/** Adding two proper fractions; the range is the denominators'. */
export const addFractions = defineGenerator(
  { ...about("addFractions", 1), fractions: true },
  { min: 2, max: 12, defaultMin: 2, defaultMax: 10 },
  (random, min, max) => {
    const b = random.int(min, max);
    const d = random.int(min, max);
    const a = random.int(1, b - 1 || 1);
    const c = random.int(1, d - 1 || 1);
    const common = (b * d) / gcd(b, d);
    const a2 = a * (common / b);
    const c2 = c * (common / d);
    const top = a2 + c2;
    const g = gcd(top, common);
    const simplified =
      g === 1
        ? ""
        : common / g === 1
          ? say("simplifiedWhole", { n: top / g })
          : say("simplified", { n: top / g, m: common / g });
    const wrong = [
      { answer: `${a + c}/${b + d}`, misconception: say("addedBoth") },
      ...(b !== d ? [{ answer: `${a + c}/${common}`, misconception: say("multipliedBottomsOnly") }] : []),
    ];
    return {
      values: [b, d],
      item: {
        kind: "fraction",
        prompt: say("prompt", { a, b, c, d }),
        answer: { numerator: top / g, denominator: common / g },
        equivalents: true,
        hint: say("hint"),
        solution:
          b === d
            ? say("solutionSame", { a, b, c, d, top, common, simplified })
            : say("solution", { a, b, c, d, a2, c2, top, common, simplified }),
        wrongAnswers: wrong,
      },
    };
  },
);
