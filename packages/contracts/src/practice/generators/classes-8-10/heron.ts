import { defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Heron's formula for the area of a triangle from its three sides. Bounds: 1 the semi-perimeter,
 * 2 the area of a triangle with small whole sides, 3 the area of a larger (scaled) triangle. Each
 * triangle's area is whole (a Heronian triangle).
 */
const HERONIAN = [
  [3, 4, 5],
  [5, 5, 6],
  [5, 5, 8],
  [5, 12, 13],
  [6, 8, 10],
  [10, 13, 13],
  [13, 14, 15],
  [9, 10, 17],
  [8, 15, 17],
  [7, 15, 20],
  [11, 13, 20],
  [13, 20, 21],
] as const;

export const heron = defineGenerator({
  id: "heron",
  version: 1,
  name: { en: "Heron's formula", hi: "हीरोन का सूत्र" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 3 },
  classes: [9],
  skills: ["herons-formula"],
  families: ["Mathematics"],
  texts: {
    en: {
      semiPrompt: "A triangle has sides {a} cm, {b} cm and {c} cm. Find its semi-perimeter s in cm.",
      areaPrompt:
        "Using Heron's formula, find the area of a triangle with sides {a} cm, {b} cm and {c} cm, in cm².",
      hint: "s = (a + b + c) ÷ 2, and area = √[s(s − a)(s − b)(s − c)].",
      semiSolution: "s: ({a} + {b} + {c}) ÷ 2 = {answer}",
      areaSolution:
        "s: ({a} + {b} + {c}) ÷ 2 = {s}\nUnder the root: {s} × ({s} − {a}) × ({s} − {b}) × ({s} − {c}) = {product}\nArea: {answer} cm², since {answer} × {answer} = {product}",
      forgotHalf: "Used the whole perimeter instead of half of it",
      halvedOneSide: "Halved only one side instead of the whole perimeter",
      forgotRoot: "Did not take the square root of s(s − a)(s − b)(s − c)",
      usedPerimeter: "Used the perimeter instead of the semi-perimeter inside the formula",
    },
    hi: {
      semiPrompt: "एक त्रिभुज की भुजाएँ {a} सेमी, {b} सेमी और {c} सेमी हैं। इसका अर्धपरिमाप s कितने सेमी है?",
      areaPrompt: "हीरोन के सूत्र से {a} सेमी, {b} सेमी और {c} सेमी भुजाओं वाले त्रिभुज का क्षेत्रफल सेमी² में ज्ञात करो।",
      hint: "s = (a + b + c) ÷ 2, और क्षेत्रफल = √[s(s − a)(s − b)(s − c)]।",
      semiSolution: "s: ({a} + {b} + {c}) ÷ 2 = {answer}",
      areaSolution:
        "s: ({a} + {b} + {c}) ÷ 2 = {s}\nमूल के अंदर: {s} × ({s} − {a}) × ({s} − {b}) × ({s} − {c}) = {product}\nक्षेत्रफल: {answer} सेमी², क्योंकि {answer} × {answer} = {product}",
      forgotHalf: "आधे की जगह पूरा परिमाप ले लिया",
      halvedOneSide: "पूरे परिमाप की जगह केवल एक भुजा को आधा किया",
      forgotRoot: "s(s − a)(s − b)(s − c) का वर्गमूल नहीं लिया",
      usedPerimeter: "सूत्र के अंदर अर्धपरिमाप की जगह परिमाप लगा दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const [x, y, z] = random.pick(HERONIAN);
    const k = step === 3 ? random.int(2, 4) : 1;
    const [a, b, c] = [x * k, y * k, z * k];
    const s = (a + b + c) / 2;
    const params = { a, b, c, s, answer: s };
    if (step === 1)
      return {
        values: [step],
        item: numericItem(say("semiPrompt", params), s, say("hint"), say("semiSolution", params), [
          [a + b + c, "forgotHalf"],
          [a + b + c / 2, "halvedOneSide"],
        ]),
      };
    const product = s * (s - a) * (s - b) * (s - c);
    const area = Math.round(Math.sqrt(product));
    const p = a + b + c;
    return {
      values: [step],
      item: numericItem(
        say("areaPrompt", params),
        area,
        say("hint"),
        say("areaSolution", { ...params, product, answer: area }),
        [
          [product, "forgotRoot"],
          [Math.sqrt(p * (p - a) * (p - b) * (p - c)), "usedPerimeter"],
        ],
      ),
    };
  },
});
