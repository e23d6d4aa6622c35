import {
  type Draft,
  GENERATORS,
  type GeneratorId,
  generatorOf,
  REGISTRY,
  runGenerator,
  writeDraft,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/**
 * Every generator's mathematics, worked again by an independent checker: the question's numbers are
 * read back from the English prompt a child sees, and the key and every named wrong answer are
 * recomputed here from the rule the misconception names (column by column on strings, by repeated
 * addition, …), never with the generator's own arithmetic. A named wrong answer must be exactly its
 * misconception's result and never the key.
 */
const SEEDS = 2000;

type Checked = {
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

const CHECKERS: Record<GeneratorId, (prompt: string, draft: Draft) => Checked> = {
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
      expect(digits[digits.length - 1 - place], prompt).toBe(digitText);
    } else {
      // Asked by its digit only: the digit must name one place.
      expect(digits.indexOf(digitText), `ambiguous: ${prompt}`).toBe(digits.lastIndexOf(digitText));
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
    expect(a < b && c < d, `proper fractions: ${prompt}`).toBe(true);
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
  triangleAngles(prompt) {
    const [a, b] = match(/are (\d+)° and (\d+)°/, prompt).map(Number) as [number, number];
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
    for (let i = 1; i < terms.length; i++) expect((terms[i] as number) - (terms[i - 1] as number)).toBe(step);
    const last = terms.at(-1) as number;
    return { key: last + step, rules: { addedOne: last + 1, skipped: last + step + step } };
  },
  divisibility(prompt, draft) {
    const number = num(match(/divide ([\d,]+) exactly/, prompt)[0] as string);
    const options = (draft.item as { options: string[] }).options.map(Number);
    expect(options).toEqual([2, 3, 4, 5, 9, 10]);
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
    expect(Number.isInteger(total / values.length), prompt).toBe(true);
    return { key: total / values.length, rules: { noDivide: total, oneFewer: total / (values.length - 1) } };
  },
  unitary(prompt) {
    const [have, cost, want] = match(
      /^(\d+) \w+ cost ₹(\d+)\. How many rupees do (\d+) \w+ cost\?$/,
      prompt,
    ).map(Number) as [number, number, number];
    const one = cost / have;
    expect(Number.isInteger(one), prompt).toBe(true);
    return { key: repeat(want, one), rules: { costOfOne: one, addedDifference: cost + want - have } };
  },
  orderNumbers(_prompt, draft) {
    const items = (draft.item as { items: string[] }).items.map(num);
    for (let i = 1; i < items.length; i++) expect(items[i]).toBeGreaterThan(items[i - 1] as number);
    return { key: items, rules: {} };
  },
};

function nearBase(prompt: string, base: number): Checked {
  const [a, b] = match(/^(\d+) × (\d+) = \?$/, prompt).map(Number) as [number, number];
  expect(a !== base && b !== base, `the base itself drawn: ${prompt}`).toBe(true);
  const cross = a + b - base;
  return {
    key: repeat(b, a),
    rules: { forgotProduct: cross * base, addedDifferences: cross * base + (a - base) + (b - base) },
  };
}

describe.each(REGISTRY.map((g) => g.id))("generator %s, checked independently", (id) => {
  const bounds = GENERATORS[id];
  const ranges = [
    { min: bounds.defaultMin, max: bounds.defaultMax },
    { min: bounds.min, max: bounds.max },
  ];

  it(`has every key and named wrong answer right over ${(SEEDS * 2).toLocaleString("en-IN")} seeds`, () => {
    const definition = generatorOf(id);
    let distractors = 0;
    for (const range of ranges) {
      for (let seed = 0; seed < SEEDS; seed++) {
        const draft = runGenerator({ generator: id, ...range }, seed * 2_654_435_761);
        const { item } = writeDraft(definition, draft, "en");
        const checked = CHECKERS[id](item.prompt, draft);
        const where = `${id} ${range.min}–${range.max} seed ${seed}: ${item.prompt}`;
        const source = draft.item as {
          kind: string;
          answer: unknown;
          options?: unknown[];
          wrongAnswers?: { answer: string; misconception: { key: string } }[];
          misconceptions?: ({ key: string } | null)[];
        };
        if (source.kind === "numeric") expect(Number(source.answer), where).toBe(checked.key);
        if (source.kind === "fraction") {
          const { numerator, denominator } = source.answer as { numerator: number; denominator: number };
          expect(`${numerator}/${denominator}`, where).toBe(checked.key);
        }
        if (source.kind === "single") expect([source.answer], where).toEqual(checked.key);
        if (source.kind === "multiple") expect(source.answer, where).toEqual(checked.key);
        for (const wrong of source.wrongAnswers ?? []) {
          const rule = checked.rules[wrong.misconception.key];
          expect(rule, `${where}: no rule for "${wrong.misconception.key}"`).toBeDefined();
          expect(
            source.kind === "fraction" ? wrong.answer : Number(wrong.answer),
            `${where}: ${wrong.misconception.key}`,
          ).toBe(rule);
          expect(String(wrong.answer), `${where}: ${wrong.misconception.key} equals the key`).not.toBe(
            String(checked.key),
          );
          distractors += 1;
        }
        (source.misconceptions ?? []).forEach((misconception, option) => {
          if (!misconception) return;
          expect(checked.rules[misconception.key], `${where}: ${misconception.key}`).toBe(option);
          expect(
            checked.key as number[],
            `${where}: ${misconception.key} marks a right option`,
          ).not.toContain(option);
          distractors += 1;
        });
      }
    }
    // Every drill names at least one foreseen mistake in most of its questions (ordering names none).
    if (id !== "orderNumbers") expect(distractors, id).toBeGreaterThan(SEEDS);
  });

  it("writes every question in English and Hindi, every parameter filled", () => {
    const definition = generatorOf(id);
    expect(Object.keys(definition.texts.hi).sort()).toEqual(Object.keys(definition.texts.en).sort());
    for (let seed = 0; seed < 500; seed++) {
      const draft = runGenerator({ generator: id }, seed);
      for (const locale of ["en", "hi"] as const) {
        const { item, html } = writeDraft(definition, draft, locale);
        const texts = JSON.stringify([item, html]);
        expect(texts, `${id} ${locale} seed ${seed}`).not.toMatch(/\{\w+\}|undefined|NaN/);
        if (locale === "hi" && id !== "orderNumbers")
          expect(`${item.prompt}${item.hint}`, `${id} seed ${seed}`).toMatch(/[\u0900-\u097f]/);
      }
    }
  });
});

/**
 * Every equation a worked solution or hint writes ("12 × 10 = 120", "(16 + 25) ÷ 2 = …", "4 × (−2) =
 * −8"), worked out by this small evaluator: each side of each "=" must have the same value.
 */
const EQUATION = /[\d(−-][\d\s,.+−×÷/()°₹-]*(?:=\s*[\d(−₹-][\d\s,.+−×÷/()°₹-]*)+/g;

function evaluate(expression: string): number {
  const tokens = expression
    .replace(/[°₹\s]/g, "")
    .replace(/(\d),(?=\d{2})/g, "$1")
    .replace(/\.$/, "")
    .match(/\d+(?:\.\d+)?|[+−×÷/()-]/g);
  if (!tokens) throw new Error(`no expression in "${expression}"`);
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): number => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = sum();
      if (tokens[at++] !== ")") throw new Error(`unclosed bracket in "${expression}"`);
      return inner;
    }
    if (token === "−" || token === "-") return -primary();
    const value = Number(token);
    if (Number.isNaN(value)) throw new Error(`"${token}" in "${expression}"`);
    return value;
  };
  const product = (): number => {
    let value = primary();
    while (peek() === "×" || peek() === "÷" || peek() === "/") {
      const op = tokens[at++];
      const right = primary();
      value = op === "×" ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === "+" || peek() === "−" || peek() === "-") {
      const op = tokens[at++];
      const right = product();
      value = op === "+" ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`left over in "${expression}"`);
  return value;
}

describe("worked solutions and hints", () => {
  it.each(REGISTRY.map((g) => g.id))(
    "%s: every equation it writes holds, in English and Hindi, over 2,000 seeds",
    (id) => {
      const definition = generatorOf(id);
      let equations = 0;
      for (let seed = 0; seed < 2000; seed++) {
        const draft = runGenerator({ generator: id }, seed * 40_503 + 7);
        for (const locale of ["en", "hi"] as const) {
          const { item } = writeDraft(definition, draft, locale);
          for (const text of [item.solution ?? "", item.hint ?? ""]) {
            for (const found of text.matchAll(EQUATION)) {
              const sides = found[0]
                .split("=")
                .map((side) => side.trim())
                .filter(Boolean);
              if (sides.length < 2) continue;
              const values = sides.map(evaluate);
              for (const value of values)
                expect(
                  Math.abs(value - (values[0] as number)),
                  `${id} ${locale} seed ${seed}: ${found[0]}`,
                ).toBeLessThan(1e-9);
              equations += 1;
            }
          }
        }
      }
      if (!["divisibility", "orderNumbers"].includes(id)) expect(equations, id).toBeGreaterThan(2000);
    },
  );
});

describe("questions that mislead", () => {
  it("never asks the place value of a digit that appears twice, over 100,000 seeds", () => {
    const definition = generatorOf("placeValue");
    let ambiguous = 0;
    let byPlace = 0;
    const ranges = [
      { min: 100, max: 99_999 },
      { min: 1000, max: 9999 },
      { min: 10, max: 999_999_999 },
    ];
    for (let seed = 0; seed < 100_000; seed++) {
      const range = ranges[seed % ranges.length] as { min: number; max: number };
      const { item } = writeDraft(
        definition,
        runGenerator({ generator: "placeValue", ...range }, seed),
        "en",
      );
      const asked = /^What is the place value of (\d) in ([\d,]+)\?$/.exec(item.prompt);
      if (!asked) {
        expect(item.prompt).toMatch(/in the .+ place\?$/);
        byPlace += 1;
        continue;
      }
      const digits = (asked[2] as string).replace(/,/g, "");
      if (digits.split(asked[1] as string).length - 1 !== 1) ambiguous += 1;
    }
    expect(ambiguous).toBe(0);
    // A number like 5,555 has no digit of its own: a few are asked by their place.
    expect(byPlace).toBeLessThan(100);
  });

  it("asks a times-table fact other than × 1, and near-base drills never draw the base", () => {
    for (let seed = 0; seed < 5000; seed++) {
      const { item } = writeDraft(generatorOf("tables"), runGenerator({ generator: "tables" }, seed), "en");
      expect(item.prompt).not.toMatch(/× 1 = /);
      expect(item.hint).not.toMatch(/, 1 times/);
      for (const generator of ["nearBase10", "nearBase100"] as const) {
        const { item: near } = writeDraft(generatorOf(generator), runGenerator({ generator }, seed), "en");
        expect(near.hint).not.toMatch(/[+−]0\b/);
      }
    }
  });

  it("works the carry into every × 11 solution whose digits make 10 or more", () => {
    for (let a = 10; a <= 99; a++) {
      const seedFor = (() => {
        for (let seed = 0; seed < 100_000; seed++) {
          const draft = runGenerator({ generator: "times11", min: a, max: a }, seed);
          if (draft.values[0] === a) return seed;
        }
        return 0;
      })();
      const { item } = writeDraft(
        generatorOf("times11"),
        runGenerator({ generator: "times11", min: a, max: a }, seedFor),
        "en",
      );
      const carries = Math.floor(a / 10) + (a % 10) >= 10;
      expect(item.solution?.includes("carry 1"), item.solution).toBe(carries);
      expect(item.solution?.endsWith(`${a * 11}.`), item.solution).toBe(true);
    }
  });

  it("asks about a rectangle with sides of at least 2 cm that differ, where the range allows", () => {
    for (let seed = 0; seed < 5000; seed++) {
      const [length, width] = runGenerator({ generator: "rectangle", min: 1, max: 100 }, seed).values as [
        number,
        number,
      ];
      expect(length).toBeGreaterThanOrEqual(2);
      expect(width).toBeGreaterThanOrEqual(2);
      expect(length).not.toBe(width);
    }
  });

  it("tells the test for 4 in the divisibility hint", () => {
    const { item } = writeDraft(
      generatorOf("divisibility"),
      runGenerator({ generator: "divisibility" }, 1),
      "en",
    );
    expect(item.hint).toMatch(/last two digits for 4/);
  });
});
