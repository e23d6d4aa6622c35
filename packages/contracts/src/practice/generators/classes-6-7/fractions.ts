import { defineGenerator } from "../define.ts";
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

export const fractionWork = defineGenerator({
  id: "fractionWork",
  version: 1,
  name: { en: "Working with fractions", hi: "भिन्नों के साथ काम" },
  bounds: kindBounds(5),
  classes: [6, 7],
  skills: [
    "equivalent-fractions",
    "subtract-fractions",
    "fraction-of-a-number",
    "multiply-fractions",
    "divide-fractions",
  ],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      equivalentPrompt: "Fill in the missing numerator: {a}/{b} = ?/{d}",
      equivalentHint: "Multiply the numerator by what the denominator was multiplied by.",
      equivalentSolution:
        "{b} × {k} = {d}, so multiply the numerator by {k} too.\n{a} × {k} = {answer}\nSo {a}/{b} = {answer}/{d}.",
      subtractPrompt: "{a}/{b} − {c}/{d} = ?",
      subtractHint: "Make the denominators the same first.",
      subtractSolution:
        "Make the denominators the same ({l}):\n{a}/{b} = {a2}/{l} and {c}/{d} = {c2}/{l}.\nSo {a2}/{l} − {c2}/{l} = {top}/{l}",
      ofPrompt: "What is {a}/{b} of {n}?",
      ofHint: "Divide by the denominator, then multiply by the numerator.",
      ofSolution: "One part: {n} ÷ {b} = {part}.\nTake {a} parts: {part} × {a} = {answer}.",
      multiplyPrompt: "{a}/{b} × {c}/{d} = ?",
      multiplyHint: "Multiply the numerators, then the denominators.",
      multiplySolution: "{a} × {c} = {top} and {b} × {d} = {bottom}, so\n{a}/{b} × {c}/{d} = {top}/{bottom}",
      dividePrompt: "{a}/{b} ÷ {c}/{d} = ?",
      divideHint: "Multiply by the second fraction turned upside down.",
      divideSolution: "Turn {c}/{d} over:\n{a}/{b} × {d}/{c} = {top}/{bottom}",
      addedSame: "Added instead of multiplying",
      usedMultiplier: "Gave the multiplier",
      subtractedBoth: "Subtracted tops and bottoms",
      keptNumerators: "Did not change the numerators",
      dividedOnly: "Only divided by the denominator",
      multipliedOnly: "Only multiplied by the numerator",
      crossMultiplied: "Multiplied across diagonally",
      keptDenominator: "Kept one denominator",
      noFlip: "Did not turn the second fraction over",
      flippedFirst: "Turned the first fraction over",
    },
    hi: {
      equivalentPrompt: "खाली अंश भरो: {a}/{b} = ?/{d}",
      equivalentHint: "हर को जिससे गुणा किया, अंश को भी उसी से गुणा करो।",
      equivalentSolution:
        "{b} × {k} = {d}, इसलिए अंश को भी {k} से गुणा करो।\n{a} × {k} = {answer}\nइसलिए {a}/{b} = {answer}/{d}।",
      subtractPrompt: "{a}/{b} − {c}/{d} = ?",
      subtractHint: "पहले हर समान बनाओ।",
      subtractSolution:
        "हर समान बनाओ ({l}):\n{a}/{b} = {a2}/{l} और {c}/{d} = {c2}/{l}।\n{a2}/{l} − {c2}/{l} = {top}/{l}",
      ofPrompt: "{n} का {a}/{b} कितना है?",
      ofHint: "हर से भाग दो, फिर अंश से गुणा करो।",
      ofSolution: "एक भाग: {n} ÷ {b} = {part}।\n{a} भाग: {part} × {a} = {answer}।",
      multiplyPrompt: "{a}/{b} × {c}/{d} = ?",
      multiplyHint: "अंशों का गुणा, फिर हरों का गुणा।",
      multiplySolution:
        "{a} × {c} = {top} और {b} × {d} = {bottom}, इसलिए\n{a}/{b} × {c}/{d} = {top}/{bottom}",
      dividePrompt: "{a}/{b} ÷ {c}/{d} = ?",
      divideHint: "दूसरी भिन्न को उलटकर गुणा करो।",
      divideSolution: "{c}/{d} को उलटो:\n{a}/{b} × {d}/{c} = {top}/{bottom}",
      addedSame: "अंश में वही संख्या जोड़ दी जो हर में जोड़ी गई",
      usedMultiplier: "वह संख्या लिख दी जिससे हर को गुणा किया गया",
      subtractedBoth: "अंशों को आपस में और हरों को आपस में घटा दिया",
      keptNumerators: "हर समान बनाए, पर अंश नहीं बदले",
      dividedOnly: "हर से भाग दिया, पर अंश से गुणा नहीं किया",
      multipliedOnly: "अंश से गुणा किया, पर हर से भाग नहीं दिया",
      crossMultiplied: "तिरछा गुणा कर दिया (अंश को दूसरे हर से)",
      keptDenominator: "अंशों का गुणा किया, पर हर वही रहने दिया",
      noFlip: "दूसरी भिन्न को उलटे बिना गुणा कर दिया",
      flippedFirst: "दूसरी भिन्न की जगह पहली भिन्न को उलट दिया",
    },
  },
  generate(random, min, max) {
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
});
