import { bracketed, type Generate, say } from "./define.ts";

/**
 * Vedic Math's multiplication near a base (10 or 100), shared by the two drills: cross-add one
 * number's difference to the other, times the base, plus the product of the differences.
 */
export const nearBaseTexts = {
  en: {
    prompt: "{a} × {b} = ?",
    hint: "Both are near {base}: {a} is {da} from {base}, {b} is {db}. Cross-add, then multiply the differences.",
    solution:
      "Cross-add: {a} {signedDb} = {cross}. Times {base}: {cross} × {base} = {crossTimes}. Multiply the differences: {da} × {db} = {product}. Together: {crossTimes} {signedProduct} = {answer}.",
    forgotProduct: "Did not add the product of the differences",
    addedDifferences: "Added the differences instead of multiplying them",
  },
  hi: {
    prompt: "{a} × {b} = ?",
    hint: "दोनों संख्याएँ {base} के पास हैं: {a} का {base} से अंतर {da} है, {b} का {db}। तिरछा जोड़ो, फिर दोनों अंतरों का गुणा करो।",
    solution:
      "तिरछा जोड़ो: {a} {signedDb} = {cross}। {base} से गुणा करो: {cross} × {base} = {crossTimes}। अंतरों का गुणा करो: {da} × {db} = {product}। दोनों को मिलाओ: {crossTimes} {signedProduct} = {answer}।",
    forgotProduct: "अंतरों का गुणनफल नहीं जोड़ा",
    addedDifferences: "अंतरों का गुणा करने की जगह उन्हें जोड़ दिया",
  },
};

const withSign = (value: number) => (value < 0 ? `− ${-value}` : `+ ${value}`);

export const nearBase =
  (base: number): Generate =>
  (random, min, max, version) => {
    // From version 2 the base itself is never drawn: "10 × 13" has a difference of 0 and nothing to
    // practise. The range always holds another number (its span is at least 2).
    const draw = () => {
      for (;;) {
        const value = random.int(min, max);
        if (version < 2 || value !== base || (min === base && max === base)) return value;
      }
    };
    const a = draw();
    const b = draw();
    const da = a - base;
    const db = b - base;
    const cross = a + db;
    const product = da * db;
    const answer = a * b;
    const wrong = [
      { answer: cross * base, misconception: say("forgotProduct") },
      { answer: cross * base + da + db, misconception: say("addedDifferences") },
    ].filter((w) => w.answer !== answer);
    const signedDiff = (d: number) => (d < 0 ? `−${-d}` : `+${d}`);
    return {
      values: [a, b],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a, b }),
        answer: String(answer),
        hint: say("hint", { a, b, base, da: signedDiff(da), db: signedDiff(db) }),
        solution: say("solution", {
          a,
          signedDb: withSign(db),
          cross,
          base,
          crossTimes: cross * base,
          da: bracketed(da),
          db: bracketed(db),
          product: product < 0 ? `−${-product}` : product,
          signedProduct: withSign(product),
          answer,
        }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  };
