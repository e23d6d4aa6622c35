import type { Draft, GeneratorId } from "@ganit/contracts/practice/index";
import { expectAbove, expectEqual, expectSame } from "../seed-loop-expect.ts";
import { CHECKERS_CLASSES_1_3 } from "./checkers/classes-1-3.ts";
import { CHECKERS_CLASSES_4_5 } from "./checkers/classes-4-5.ts";
import { CHECKERS_CLASSES_6_7 } from "./checkers/classes-6-7.ts";
import { CHECKERS_CLASSES_8_10 } from "./checkers/classes-8-10.ts";
import { triangleAngleFromFigure } from "./checkers/drawn-shapes.ts";
import { FIGURE_CHECKERS } from "./test-figure-checkers.ts";
import { TOUCH_CHECKERS } from "./test-touch-checkers.ts";

/**
 * Every generator's mathematics, worked again by an independent checker: the question's numbers are
 * read back from the English prompt a child sees, and the key and every named wrong answer are
 * recomputed here from the rule the misconception names (column by column on strings, by repeated
 * addition, …), never with the generator's own arithmetic. A named wrong answer must be exactly its
 * misconception's result and never the key.
 */
export type Checked = {
  /** The key as this checker works it out: a number, a fraction, the right option(s) or order. */
  key: number | string | number[];
  /** Per misconception (its message key): the answer it leads to (numeric) or the option it picks. */
  rules: Record<string, number | string>;
};

const num = (text: string) => Number(text.replace(/,/g, ""));
const match = (pattern: RegExp, text: string) => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
};
const repeat = (times: number, value: number) =>
  Array.from({ length: times }, () => value).reduce((s, v) => s + v, 0);
const digitsOf = (n: number) => String(n).split("").map(Number);
/** Columns of two numbers from the ones, as strings padded to the longer one. */
function columns(a: number, b: number) {
  const width = Math.max(String(a).length, String(b).length);
  const x = String(a).padStart(width, "0").split("").map(Number);
  const y = String(b).padStart(width, "0").split("").map(Number);
  return x.map((digit, i) => [digit, y[i] as number] as const);
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
function lcm(a: number, b: number) {
  let multiple = a;
  while (multiple % b !== 0) multiple += a;
  return multiple;
}
const signIndex = (difference: number) => (Math.abs(difference) < 1e-12 ? 2 : difference > 0 ? 0 : 1);
const PLACE_NAMES = [
  "ones",
  "tens",
  "hundreds",
  "thousands",
  "ten thousands",
  "lakhs",
  "ten lakhs",
  "crores",
  "ten crores",
];

export const CHECKERS: Record<GeneratorId, (prompt: string, draft: Draft) => Checked> = {
  // The generators that draw a picture are checked from the picture.
  ...FIGURE_CHECKERS,
  ...TOUCH_CHECKERS,
  ...CHECKERS_CLASSES_1_3,
  ...CHECKERS_CLASSES_4_5,
  ...CHECKERS_CLASSES_6_7,
  ...CHECKERS_CLASSES_8_10,
  times11(prompt) {
    const [a] = match(/^(\d{2}) × 11 = \?$/, prompt).map(Number) as [number];
    const [t, o] = digitsOf(a) as [number, number];
    return {
      key: num(`${a}0`) + a,
      rules: {
        forgotCarry: num(`${t}${(t + o) % 10}${o}`),
        wholeSum: num(`${t}${t + o}${o}`),
        timesTen: num(`${a}0`),
      },
    };
  },
  squareEnding5(prompt) {
    const [a] = match(/^(\d+)5² = \?$/, prompt).map((head) => num(`${head}5`)) as [number];
    const head = Math.floor(a / 10);
    return { key: repeat(a, a), rules: { headSquared: num(`${repeat(head, head)}25`), doubled: a + a } };
  },
  nearBase10: (prompt) => nearBase(prompt, 10),
  nearBase100: (prompt) => nearBase(prompt, 100),
  tables(prompt) {
    const [table, times] = match(/^(\d+) × (\d+) = \?$/, prompt).map(Number) as [number, number];
    return {
      key: repeat(times, table),
      rules: { oneMore: repeat(times + 1, table), oneFewer: repeat(times - 1, table), added: table + times },
    };
  },
  addSubtract(prompt) {
    const [a, sign, b] = match(/^(\d+) ([+−]) (\d+) = \?$/, prompt) as [string, string, string];
    const cols = columns(Number(a), Number(b));
    if (sign === "+") {
      const noCarry = cols.map(([x, y], i) => (i === 0 ? String(x + y) : String((x + y) % 10))).join("");
      return { key: Number(a) + Number(b), rules: { noCarry: num(noCarry) } } as Checked;
    }
    const smaller = cols.map(([x, y]) => String(Math.abs(x - y))).join("");
    return { key: Number(a) - Number(b), rules: { smallerFromBigger: num(smaller) } };
  },
  placeValue(prompt) {
    const byPlace = /^In ([\d,]+), what is the place value of the digit (\d) in the (.+) place\?$/.exec(
      prompt,
    );
    const [numberText, digitText, placeName] = byPlace
      ? (byPlace.slice(1) as [string, string, string])
      : [
          ...(match(/^What is the place value of (\d) in ([\d,]+)\?$/, prompt).reverse() as [string, string]),
          undefined,
        ];
    const digits = numberText.replace(/,/g, "");
    const digit = Number(digitText);
    let place: number;
    if (placeName) {
      place = PLACE_NAMES.indexOf(placeName);
      expectSame(digits[digits.length - 1 - place], digitText, prompt);
    } else {
      // Asked by its digit only: the digit must name one place.
      expectSame(digits.indexOf(digitText), digits.lastIndexOf(digitText), `ambiguous: ${prompt}`);
      place = digits.length - 1 - digits.indexOf(digitText);
    }
    const value = num(`${digit}${"0".repeat(place)}`);
    return {
      key: value,
      rules: {
        faceValue: digit,
        placeShort: place >= 1 ? num(`${digit}${"0".repeat(place - 1)}`) : Number.NaN,
      },
    };
  },
  addFractions(prompt) {
    const [a, b, c, d] = match(/^(\d+)\/(\d+) \+ (\d+)\/(\d+) = \?$/, prompt).map(Number) as number[] as [
      number,
      number,
      number,
      number,
    ];
    const common = lcm(b, d);
    const top = a * (common / b) + c * (common / d);
    const g = gcd(top, common);
    return {
      key: `${top / g}/${common / g}`,
      rules: { addedBoth: `${a + c}/${b + d}`, multipliedBottomsOnly: `${a + c}/${common}` },
    };
  },
  compareFractions(prompt) {
    const [a, b, c, d] = match(/^Which sign goes between (\d+)\/(\d+) and (\d+)\/(\d+)\?$/, prompt).map(
      Number,
    ) as [number, number, number, number];
    expectSame(a < b && c < d, true, `proper fractions: ${prompt}`);
    return {
      key: [signIndex(a / b - c / d)],
      rules: { byDenominator: signIndex(b - d), byNumerator: signIndex(a - c) },
    };
  },
  percentages(prompt) {
    const [percent, number] = match(/^What is (\d+)% of ([\d,]+)\?$/, prompt).map(num) as [number, number];
    const key = Math.round((number / 100) * percent * 1e6) / 1e6;
    return { key, rules: { rest: number - key, dividedByPercent: number / percent } };
  },
  triangleAngles(prompt, draft) {
    const [a, b] = match(/are (\d+)° and (\d+)°/, prompt).map(Number) as [number, number];
    // The drawn triangle gives the same angle from the two written on it (and, to scale, measured).
    expectSame(triangleAngleFromFigure(prompt, draft), 180 - a - b, prompt);
    return { key: 180 - a - b, rules: { used360: 360 - a - b, addedTwo: a + b } };
  },
  rectangle(prompt) {
    const [l, w, what] = match(
      /is (\d+) cm long and (\d+) cm wide\. What is its (area|perimeter)/,
      prompt,
    ) as [string, string, string];
    const area = repeat(Number(w), Number(l));
    const perimeter = Number(l) + Number(w) + Number(l) + Number(w);
    return {
      key: what === "area" ? area : perimeter,
      rules: { perimeterForArea: perimeter, areaForPerimeter: area, addedSides: Number(l) + Number(w) },
    };
  },
  sequences(prompt) {
    const terms = (match(/^What comes next\? ([\d, ]+), …$/, prompt)[0] as string).split(", ").map(Number);
    const step = (terms[1] as number) - (terms[0] as number);
    for (let i = 1; i < terms.length; i++) expectSame((terms[i] as number) - (terms[i - 1] as number), step);
    const last = terms.at(-1) as number;
    return { key: last + step, rules: { addedOne: last + 1, skipped: last + step + step } };
  },
  divisibility(prompt, draft) {
    const number = num(match(/divide ([\d,]+) exactly/, prompt)[0] as string);
    const options = (draft.item as { options: string[] }).options.map(Number);
    expectEqual(options, [2, 3, 4, 5, 9, 10]);
    const divides = (d: number) => Number.isInteger(number / d);
    const digitSum = digitsOf(number).reduce((s, v) => s + v, 0);
    const rules: Record<string, number> = {};
    if (number % 2 === 0 && !divides(4)) rules.evenNotFour = 2;
    if (digitSum % 3 === 0 && !divides(9)) rules.threeNotNine = 4;
    if (String(number).endsWith("5")) rules.fiveNotTen = 5;
    return { key: options.flatMap((d, i) => (divides(d) ? [i] : [])), rules };
  },
  mean(prompt) {
    const values = (match(/^What is the mean \(average\) of ([\d, ]+)\?$/, prompt)[0] as string)
      .split(", ")
      .map(Number);
    const total = values.reduce((s, v) => s + v, 0);
    expectSame(Number.isInteger(total / values.length), true, prompt);
    return { key: total / values.length, rules: { noDivide: total, oneFewer: total / (values.length - 1) } };
  },
  unitary(prompt) {
    const [have, cost, want] = match(
      /^(\d+) \w+ cost ₹(\d+)\. How many rupees do (\d+) \w+ cost\?$/,
      prompt,
    ).map(Number) as [number, number, number];
    const one = cost / have;
    expectSame(Number.isInteger(one), true, prompt);
    return { key: repeat(want, one), rules: { costOfOne: one, addedDifference: cost + want - have } };
  },
  orderNumbers(_prompt, draft) {
    const items = (draft.item as { items: string[] }).items.map(num);
    for (let i = 1; i < items.length; i++) expectAbove(items[i], items[i - 1] as number);
    return { key: items, rules: {} };
  },
};

function nearBase(prompt: string, base: number): Checked {
  const [a, b] = match(/^(\d+) × (\d+) = \?$/, prompt).map(Number) as [number, number];
  expectSame(a !== base && b !== base, true, `the base itself drawn: ${prompt}`);
  const cross = a + b - base;
  return {
    key: repeat(b, a),
    rules: { forgotProduct: cross * base, addedDifferences: cross * base + (a - base) + (b - base) },
  };
}
