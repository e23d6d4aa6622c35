import type { SYLLABUS_CLASSES_6_7 } from "@ganit/contracts/practice/generators/classes-6-7/index";
import type { Draft } from "@ganit/contracts/practice/index";
import { expect } from "vitest";
import type { Checked } from "../test-generator-checkers.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic.
 */

function read(pattern: RegExp, text: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
}
/** "(−7)", "−7", "7" or "1,20,000" as a number. */
const int = (text: string) => {
  const plain = text.replace(/[(),]/g, "");
  return plain.startsWith("−") ? -Number(plain.slice(1)) : Number(plain);
};
const INT = "(\\(−\\d+\\)|−?\\d+)";
/** Adding integers by walking the number line one step at a time from a, b steps. */
function walk(a: number, b: number) {
  let at = a;
  for (let k = 0; k < Math.abs(b); k++) at += b > 0 ? 1 : -1;
  return at;
}
/** Multiplying by repeated addition of sizes; the sign from counting the negative factors. */
function times(a: number, b: number) {
  let size = 0;
  for (let k = 0; k < Math.abs(b); k++) size += Math.abs(a);
  const negatives = (a < 0 ? 1 : 0) + (b < 0 ? 1 : 0);
  return negatives === 1 ? -size : size;
}

/** Trial division from 1 to n: the factors as a child lists them. */
const factorList = (n: number) => {
  const list: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) list.push(d);
  return list;
};
const prime = (n: number) => factorList(n).length === 2;
/** The first multiple of a that b divides, by counting on in a's. */
const firstCommonMultiple = (a: number, b: number) => {
  let m = a;
  while (m % b !== 0) m += a;
  return m;
};
/** The biggest number dividing both, searched downwards. */
const biggestCommonFactor = (a: number, b: number) => {
  let d = Math.min(a, b);
  while (a % d !== 0 || b % d !== 0) d -= 1;
  return d;
};
/** A fraction written in lowest terms, "n/d". */
const lowest = (n: number, d: number) => {
  const g = biggestCommonFactor(Math.abs(n) || d, d);
  return `${n / g}/${d / g}`;
};

/** A decimal as whole millionths, read digit by digit from its text. */
function millionths(text: string): number {
  const [whole = "0", part = ""] = text.split(".");
  return Number(whole + part.padEnd(6, "0"));
}
/** Millionths written back as the shortest decimal. */
function fromMillionths(n: number): number {
  const digits = String(Math.abs(n)).padStart(7, "0");
  return (n < 0 ? -1 : 1) * Number(`${digits.slice(0, -6)}.${digits.slice(-6)}`);
}
const placesOf = (text: string) => (text.split(".")[1] ?? "").length;
/** A decimal text with its point moved: positive steps to the right. */
function movePoint(text: string, steps: number): number {
  const places = placesOf(text) - steps;
  const digits = text.replace(".", "");
  if (places <= 0) return Number(digits + "0".repeat(-places));
  const padded = digits.padStart(places + 1, "0");
  return Number(`${padded.slice(0, -places)}.${padded.slice(-places)}`);
}

/** An arithmetic expression worked by precedence (× before + and −, brackets first). */
function precedence(text: string): number {
  const tokens = text.match(/\d+|[+−×÷()]/g) ?? [];
  let at = 0;
  const atom = (): number => {
    const token = tokens[at++] as string;
    if (token === "(") {
      const inner = sum();
      at += 1;
      return inner;
    }
    return Number(token);
  };
  const product = (): number => {
    let v = atom();
    while (tokens[at] === "×" || tokens[at] === "÷") v = tokens[at++] === "×" ? v * atom() : v / atom();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[at] === "+" || tokens[at] === "−") v = tokens[at++] === "+" ? v + product() : v - product();
    return v;
  };
  return sum();
}
/** The same worked strictly from left to right, as a child who ignores precedence does. */
function leftToRight(text: string): number {
  const tokens = text.match(/\d+|[+−×÷]/g) ?? [];
  let v = Number(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const n = Number(tokens[i + 1]);
    const op = tokens[i];
    v = op === "+" ? v + n : op === "−" ? v - n : op === "×" ? v * n : v / n;
  }
  return v;
}

/** The terms of a sum of letter terms: sign, number and letter ("" for a number alone). */
function termsOf(text: string) {
  return [...text.matchAll(/([+−]?) ?(\d+)([a-z]?)/g)].map((m) => ({
    sign: m[1] === "−" ? -1 : 1,
    number: Number(m[2]),
    letter: m[3] as string,
  }));
}
/** Like terms collected into "7x + 3", letters first in the order met, the number last. */
function collect(terms: { sign: number; number: number; letter: string }[], square = false): string {
  const by = new Map<string, number>();
  for (const t of terms) by.set(t.letter, (by.get(t.letter) ?? 0) + t.sign * t.number);
  const letters = [...by.keys()].filter((l) => l !== "");
  const parts = letters.map((l) => `${by.get(l)}*${l}${square ? "^2" : ""}`);
  if (by.has("")) parts.push(String(by.get("")));
  return parts.join(" + ");
}

/**
 * A drawn angle figure read back: every ray's drawn ends, and each marked angle measured from the two
 * rays it names, counter-clockwise from the first (SVG's y grows downwards).
 */
function measureAngles(svg: string) {
  const rays = new Map<string, { x1: number; y1: number; x2: number; y2: number }>();
  for (const m of svg.matchAll(
    /<line data-ray="(\w+)" x1="([\d.-]+)" y1="([\d.-]+)" x2="([\d.-]+)" y2="([\d.-]+)"/g,
  ))
    rays.set(m[1] as string, { x1: Number(m[2]), y1: Number(m[3]), x2: Number(m[4]), y2: Number(m[5]) });
  const heading = (id: string) => {
    const r = rays.get(id);
    if (!r) throw new Error(`no ray ${id}`);
    return (Math.atan2(r.y1 - r.y2, r.x2 - r.x1) * 180) / Math.PI;
  };
  return [
    ...svg.matchAll(/<text data-angle="(given|unknown)" data-rays="(\w+) (\w+)"[^>]*>([^<]+)<\/text>/g),
  ].map((m) => {
    const [first, second] = [rays.get(m[2] as string), rays.get(m[3] as string)];
    // The two rays of an angle leave the same point.
    expect(
      Math.hypot((first?.x1 ?? 0) - (second?.x1 ?? 1), (first?.y1 ?? 0) - (second?.y1 ?? 1)),
    ).toBeLessThan(0.01);
    const span = (((heading(m[3] as string) - heading(m[2] as string)) % 360) + 360) % 360;
    expect(Math.abs(span - Math.round(span)), `angle ${m[2]} ${m[3]} is ${span}`).toBeLessThan(0.05);
    return { unknown: m[1] === "unknown", degrees: Math.round(span), label: m[4] as string };
  });
}

export const CHECKERS_CLASSES_6_7: Record<
  (typeof SYLLABUS_CLASSES_6_7)[number]["id"],
  (prompt: string, draft: Draft) => Checked
> = {
  factorsAndMultiples(prompt): Checked {
    const count = /^How many factors does (\d+) have\?$/.exec(prompt);
    if (count) {
      const n = Number(count[1]);
      const list = factorList(n);
      const root = Math.round(Math.sqrt(n));
      return {
        key: list.length,
        rules: {
          forgotOneAndItself: list.length - 2,
          squareTwice: root * root === n ? list.length + 1 : Number.NaN,
        },
      };
    }
    const primes = /^How many prime numbers are there from (\d+) to (\d+)\?$/.exec(prompt);
    if (primes) {
      const [a, b] = [Number(primes[1]), Number(primes[2])];
      let found = 0;
      let odd = 0;
      for (let n = a; n <= b; n++) {
        if (prime(n)) found += 1;
        if (n % 2 === 1) odd += 1;
      }
      return { key: found, rules: { countedOne: a === 1 ? found + 1 : Number.NaN, countedOdd: odd } };
    }
    const [a, b] = read(/ (\d+) (?:and|minutes, another every) (\d+)[ ?]/, prompt).map(Number) as [
      number,
      number,
    ];
    const hcf = biggestCommonFactor(a, b);
    const lcm = firstCommonMultiple(a, b);
    if (prompt.startsWith("What is the HCF"))
      return { key: hcf, rules: { gaveLcm: lcm, gaveSmaller: Math.min(a, b) } };
    return { key: lcm, rules: { gaveProduct: a * b, gaveHcf: hcf } };
  },
  fractionWork(prompt): Checked {
    const missing = /^Fill in the missing numerator: (\d+)\/(\d+) = \?\/(\d+)$/.exec(prompt);
    if (missing) {
      const [a, b, d] = missing.slice(1).map(Number) as [number, number, number];
      let k = 1;
      while (b * k < d) k += 1;
      expect(b * k, prompt).toBe(d);
      return { key: a * k, rules: { addedSame: a + (d - b), usedMultiplier: k } };
    }
    const of = /^What is (\d+)\/(\d+) of (\d+)\?$/.exec(prompt);
    if (of) {
      const [a, b, n] = of.slice(1).map(Number) as [number, number, number];
      // One part by sharing n into b equal parts; then a of those parts.
      let part = 0;
      while (part * b < n) part += 1;
      return { key: part * a, rules: { dividedOnly: part, multipliedOnly: n * a } };
    }
    const [a, b, op, c, d] = read(/^(\d+)\/(\d+) ([−×÷]) (\d+)\/(\d+) = \?$/, prompt) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const [x, y, z, w] = [a, b, c, d].map(Number) as [number, number, number, number];
    if (op === "−")
      return {
        key: lowest(x * w - z * y, y * w),
        rules: {
          subtractedBoth: `${x - z}/${y - w}`,
          keptNumerators: `${x - z}/${firstCommonMultiple(y, w)}`,
        },
      };
    if (op === "×")
      return {
        key: lowest(x * z, y * w),
        rules: { crossMultiplied: `${x * w}/${y * z}`, keptDenominator: `${x * z}/${y}` },
      };
    return {
      key: lowest(x * w, y * z),
      rules: { noFlip: `${x * z}/${y * w}`, flippedFirst: `${y * z}/${x * w}` },
    };
  },
  decimals(prompt, draft): Checked {
    if (prompt === "Which number is greater?") {
      const options = (draft.item as { options: string[] }).options;
      const values = options.map(millionths);
      const key = (values[0] as number) > (values[1] as number) ? 0 : 1;
      const longer = placesOf(options[0] as string) > placesOf(options[1] as string) ? 0 : 1;
      return { key: [key], rules: { longerIsBigger: longer, shorterIsBigger: 1 - longer } };
    }
    const [a, op, b] = read(/^([\d.]+) ([+−×÷]) ([\d.]+) = \?$/, prompt) as [string, string, string];
    const power = ["10", "100", "1000"].indexOf(b) + 1;
    if (op === "+") {
      const wholes = Number(a.split(".")[0]) + Number(b.split(".")[0]);
      const tenths = Number(a.split(".")[1]?.[0]) + Number(b.split(".")[1]?.[0]);
      const places = Math.max(placesOf(a), placesOf(b));
      const lined = Number(a.replace(".", "")) + Number(b.replace(".", ""));
      return {
        key: fromMillionths(millionths(a) + millionths(b)),
        rules: {
          tenthsAsNumber: Number(`${wholes}.${tenths}`),
          lastDigitsLined: movePoint(String(lined), -places),
        },
      };
    }
    if (op === "−") {
      // Column by column with every place written, the smaller digit taken from the bigger.
      const width = 6;
      const top = String(millionths(a)).padStart(width + 2, "0");
      const bottom = String(millionths(b)).padStart(width + 2, "0");
      const columns = [...top]
        .map((digit, i) => String(Math.abs(Number(digit) - Number(bottom[i]))))
        .join("");
      return {
        key: fromMillionths(millionths(a) - millionths(b)),
        rules: { smallerFromBigger: fromMillionths(Number(columns)) },
      };
    }
    if (op === "×") {
      if (power > 0)
        return {
          key: movePoint(a, power),
          rules: { wrongWay: movePoint(a, -power), placesWrong: movePoint(a, power === 1 ? 2 : power - 1) },
        };
      const digits = Number(a.replace(".", "")) * Number(b.replace(".", ""));
      return {
        key: movePoint(String(digits), -(placesOf(a) + placesOf(b))),
        rules: {
          pointPlaces: movePoint(String(digits), -Math.max(placesOf(a), placesOf(b))),
          ignoredPoint: digits,
        },
      };
    }
    // Division: the quotient in millionths, held to q × b = a exactly.
    const divisor = Number(b);
    const q = Math.round(millionths(a) / divisor);
    expect(q * divisor, prompt).toBe(millionths(a));
    const key = fromMillionths(q);
    return {
      key,
      rules: {
        wrongWay: movePoint(a, power),
        placesWrong: power >= 2 ? movePoint(a, -(power - 1)) : movePoint(String(key), -1),
        ignoredPoint: Number(String(key).replace(".", "")),
      },
    };
  },
  expressions(prompt): Checked {
    const value = /^Find the value of (.+) when ([a-z]) = (\d+)\.$/.exec(prompt);
    if (value) {
      const [expr, letter, x] = value.slice(1) as [string, string, string];
      const put = (coefficient: (k: string) => string) =>
        precedence(
          expr
            .replace(new RegExp(`(\\d+)${letter}`, "g"), (_, k: string) => coefficient(k))
            .replaceAll(letter, x),
        );
      return {
        key: put((k) => `${k} × ${x}`),
        rules: { joinedDigits: put((k) => `${k}${x}`), addedCoefficient: put((k) => `(${k} + ${x})`) },
      };
    }
    const simplify = /^Simplify: (.+)$/.exec(prompt);
    if (simplify) {
      const terms = termsOf(simplify[1] as string);
      const letters = [...new Set(terms.map((t) => t.letter).filter((l) => l !== ""))];
      const total = terms.reduce((s, t) => s + t.sign * t.number, 0);
      const letterTotal = terms.filter((t) => t.letter !== "").reduce((s, t) => s + t.sign * t.number, 0);
      return {
        key: collect(terms),
        rules: {
          multipliedLetters: collect(terms, true),
          droppedLetter: String(letterTotal),
          addedUnlike: `${total}*${letters.join("*")}`,
          ignoredMinus: collect(terms.map((t) => ({ ...t, sign: 1 }))),
        },
      };
    }
    const story =
      /costs ₹([a-z])\. Meena buys (\d+) pencils and an eraser that costs ₹(\d+)\./.exec(prompt) ??
      /is ([a-z]) years old\. His grandmother's age is (\d+) times Ravi's age and (\d+) years more/.exec(
        prompt,
      ) ??
      /has (\d+) shelves with ([a-z]) books on each shelf and (\d+) more/.exec(prompt);
    if (story) {
      const shelves = /^\d+$/.test(story[1] as string);
      const [letter, k, c] = (shelves ? [story[2], story[1], story[3]] : story.slice(1)) as [
        string,
        string,
        string,
      ];
      return {
        key: `${k}*${letter} + ${c}`,
        rules: { addedCount: `${letter} + ${k} + ${c}`, multipliedAll: `${k}*(${letter} + ${c})` },
      };
    }
    const [expr] = read(/^(.+) = \?$/, prompt) as [string];
    return {
      key: precedence(expr),
      rules: {
        leftToRight: leftToRight(expr),
        ignoredBrackets: precedence(expr.replace(/[()]/g, "")),
        signInside: precedence(expr.replace(/[()]/g, "")),
      },
    };
  },
  equations(prompt): Checked {
    const signedNumber = (t: string) => int(t);
    const oneStep = /^Solve for x: x ([+−]) (\d+) = (−?\d+)$/.exec(prompt);
    if (oneStep) {
      const [op, aText, bText] = oneStep.slice(1) as [string, string, string];
      const [a, b] = [Number(aText), signedNumber(bText)];
      // The x that balances, searched along the number line.
      let x = -200;
      while ((op === "+" ? x + a : x - a) !== b) x += 1;
      return { key: x, rules: { addedInstead: op === "+" ? b + a : b - a, droppedSign: Math.abs(x) } };
    }
    const times = /^Solve for x: (\d+)x = (\d+)$/.exec(prompt);
    if (times) {
      const [a, b] = times.slice(1).map(Number) as [number, number];
      let x = 0;
      while (a * x < b) x += 1;
      return { key: x, rules: { addedInstead: a * b, wrongUndo: b - a } };
    }
    const shared = /^Solve for x: x ÷ (\d+) = (\d+)$/.exec(prompt);
    if (shared) {
      const [a, b] = shared.slice(1).map(Number) as [number, number];
      return { key: a * b, rules: { addedInstead: b / a, wrongUndo: b + a } };
    }
    const two =
      /^Solve for x: (\d+)x ([+−]) (\d+) = (−?\d+)$/.exec(prompt) ??
      /multiplies it by (\d+) and then (adds|subtracts) (\d+)\. The answer is (−?\d+)\./.exec(prompt);
    const [aText, op, bText, cText] = (two ?? []).slice(1) as [string, string, string, string];
    const [a, b, c] = [Number(aText), Number(bText), signedNumber(cText)];
    const plus = op === "+" || op === "adds";
    let x = -200;
    while (a * x + (plus ? b : -b) !== c) x += 1;
    return {
      key: x,
      rules: {
        dividedFirst: plus ? c / a - b : c / a + b,
        wrongUndo: plus ? (c + b) / a : (c - b) / a,
        droppedSign: Math.abs(x),
      },
    };
  },
  angleFacts(prompt): Checked {
    const numbers = (prompt.match(/(\d+)°/g) ?? []).map((t) => Number(t.slice(0, -1)));
    const [g = 0, h = 0, k = 0] = numbers;
    // Each fact by its own rule: a straight angle, a full turn, a right angle, equal angles.
    if (prompt.startsWith("Two angles on a straight line") || prompt.includes("co-interior"))
      return { key: 180 - g, rules: { copiedAngle: g, usedFullTurn: 360 - g } };
    if (prompt.startsWith("Angles round a point"))
      return { key: 360 - g - h - k, rules: { usedStraight: 180 - g - h - k } };
    if (prompt.includes("right angle")) return { key: 90 - g, rules: { used180: 180 - g, copiedAngle: g } };
    if (prompt.includes("exterior angle"))
      return { key: 180 - (180 - g - h), rules: { gaveInside: 180 - g - h } };
    if (prompt.startsWith("An isosceles triangle")) {
      let base = 0;
      while (base + base + g < 180) base += 1;
      return { key: base, rules: { noHalf: 180 - g, copiedAngle: g } };
    }
    return { key: g, rules: { tookSupplement: 180 - g } };
  },
  angleFigures(_prompt, draft): Checked {
    const svg = draft.figure?.svg ?? "";
    expect(svg.match(/</g)?.length).toBe(
      2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
    );
    const marks = measureAngles(svg);
    const givens = marks.filter((m) => !m.unknown);
    // Each given label says what its angle measures in the drawing.
    for (const m of givens) expect(m.label).toBe(`${m.degrees}°`);
    const asked = marks.filter((m) => m.unknown);
    expect(asked.length).toBe(1);
    const key = (asked[0] as { degrees: number }).degrees;
    const total = givens.reduce((sum, m) => sum + m.degrees, 0);
    const first = (givens[0] as { degrees: number }).degrees;
    return {
      key,
      rules: {
        copiedAngle: first,
        usedFullTurn: 360 - total,
        addedGiven: total,
        usedStraight: 180 - total,
        tookSupplement: 180 - first,
        noHalf: 180 - first,
        gaveInside: 180 - key,
      },
    };
  },
  measures(prompt): Checked {
    const n = (pattern: RegExp) => pattern.exec(prompt)?.slice(1).map(Number);
    const squareSide = n(/^A square has sides of (\d+) cm\. What is its (perimeter)/);
    if (squareSide) {
      const [s] = squareSide as [number];
      return { key: s + s + s + s, rules: { addedTwoSides: s + s, areaForPerimeter: s * s } };
    }
    const rectangle = n(/perimeter of (\d+) cm and a length of (\d+) cm/);
    if (rectangle) {
      const [p, l] = rectangle as [number, number];
      let w = 0;
      while (2 * (l + w) < p) w += 1;
      return { key: w, rules: { forgotHalf: p - l } };
    }
    const squarePerimeter = n(/^A square has a perimeter of (\d+) cm/);
    if (squarePerimeter) {
      const [p] = squarePerimeter as [number];
      let s = 0;
      while (s + s + s + s < p) s += 1;
      return { key: s, rules: { halved: p / 2 } };
    }
    const squareArea = n(/^A square has sides of (\d+) cm\. What is its area/);
    if (squareArea) {
      const [s] = squareArea as [number];
      return { key: s * s, rules: { perimeterForArea: 4 * s, addedSides: 2 * s } };
    }
    const triangle = n(/base of (\d+) cm and a height of (\d+) cm/);
    if (triangle) {
      const [b, h] = triangle as [number, number];
      return { key: (b * h) / 2, rules: { noHalf: b * h, addedSides: b + h } };
    }
    const area = n(/area of (\d+) cm² and a length of (\d+) cm/);
    if (area) {
      const [a, l] = area as [number, number];
      let w = 0;
      while (l * w < a) w += 1;
      return { key: w, rules: { subtracted: a - l } };
    }
    const opened = n(/opened to (\d+) cm/);
    if (opened) {
      const [r] = opened as [number];
      return { key: r + r, rules: { radiusForDiameter: r, halvedInstead: r / 2 } };
    }
    const diameter = n(/diameter of (\d+) cm/);
    if (diameter) {
      const [d] = diameter as [number];
      return { key: d / 2, rules: { doubledInstead: d + d } };
    }
    const [r, q] = read(/radius (\d+) cm and (\d+) cm touch/, prompt).map(Number) as [number, number];
    return { key: r + q, rules: { usedDiameters: 2 * r + 2 * q, subtractedRadii: Math.abs(r - q) } };
  },
  shapeFacts(prompt, draft): Checked {
    const lines = /^How many lines of symmetry does (.+) have\?$/.exec(prompt);
    if (lines) {
      // What folding each shape shows, and what a child who folds wrongly counts.
      const table: Record<string, [number, Record<string, number>]> = {
        "a square": [4, { onlySides: 2 }],
        "a rectangle (not a square)": [2, { countedDiagonals: 4 }],
        "a rhombus (not a square)": [2, { likeSquare: 4 }],
        "a parallelogram (not a rectangle or rhombus)": [0, { countedDiagonals: 2 }],
        "an equilateral triangle": [3, { onlyUpright: 1 }],
        "an isosceles triangle (not equilateral)": [1, { likeEquilateral: 3 }],
        "a regular hexagon": [6, { onlySides: 3 }],
        "a kite (not a rhombus)": [1, { countedDiagonals: 2 }],
      };
      const [key, rules] = table[lines[1] as string] as [number, Record<string, number>];
      return { key, rules };
    }
    const turn = /each turn of (\d+)°/.exec(prompt);
    if (turn) {
      const angle = Number(turn[1]);
      let turns = 0;
      for (let total = 0; total < 360; total += angle) turns += 1;
      return { key: turns, rules: { used180: 180 / angle } };
    }
    const order = /rotational symmetry of order (\d+)\./.exec(prompt);
    if (order) return { key: 360 / Number(order[1]), rules: { used180: 180 / Number(order[1]) } };
    const polygon = /interior angles? of a (regular )?(\d+)-sided polygon/.exec(prompt);
    if (polygon) {
      const sides = Number(polygon[2]);
      let total = 0;
      for (let t = 0; t < sides - 2; t++) total += 180;
      if (polygon[1]) return { key: total / sides, rules: { exterior: 360 / sides, noDivide: total } };
      return { key: total, rules: { usedN: sides * 180, used360: 360 } };
    }
    const tile = /shaped like (.+) fit round/.exec(prompt);
    if (tile) {
      const sides = { "an equilateral triangle": 3, "a square": 4, "a regular hexagon": 6 }[
        tile[1] as string
      ] as number;
      const angle = ((sides - 2) * 180) / sides;
      let count = 0;
      for (let total = 0; total < 360; total += angle) count += 1;
      return { key: count, rules: { usedSides: sides } };
    }
    const two = /sides of a triangle are (\d+) cm and (\d+) cm/.exec(prompt);
    if (two) {
      const [a, b] = [Number(two[1]), Number(two[2])];
      const fits = (c: number) => a + b > c && a + c > b && b + c > a;
      if (prompt.includes("longest")) {
        let c = a + b + 5;
        while (!fits(c)) c -= 1;
        return { key: c, rules: { allowedEqual: a + b } };
      }
      let c = 1;
      while (!fits(c)) c += 1;
      return { key: c, rules: { allowedEqual: Math.abs(a - b) } };
    }
    const match =
      /AB = (\d+) cm, BC = (\d+) cm and CA = (\d+) cm\. Triangle ABC ≅ triangle ([PQR]{3})\. How long is ([PQR]{2})/.exec(
        prompt,
      );
    if (match) {
      const [ab, bc, ca] = match.slice(1, 4).map(Number) as [number, number, number];
      const [other, side] = [match[4] as string, match[5] as string];
      const corner = (letter: string) => "ABC"[other.indexOf(letter)];
      const partner = [corner(side[0] as string), corner(side[1] as string)].sort().join("");
      const lengths: Record<string, number> = { AB: ab, BC: bc, AC: ca };
      return {
        key: lengths[partner] as number,
        rules: { matchedByLetters: { PQ: ab, QR: bc, RP: ca }[side] as number },
      };
    }
    // A congruence rule from the facts themselves: which sides and angles are said equal.
    const facts = read(/PQR, (.+)\. Which rule/, prompt)[0] as string;
    // The options as a child reads them in English: the rules' names, and "not enough" written out.
    const options = (draft.item as { options: (string | { key: string })[] }).options.map((o) =>
      typeof o === "string" ? o : o.key === "notEnough" ? "Not enough to say" : o.key,
    );
    const sides = [...facts.matchAll(/\b([ABC]{2}) = [PQR]{2}/g)].map((m) => m[1] as string);
    const angles = [...facts.matchAll(/∠([ABC]) = ∠[PQR]/g)].map((m) => m[1] as string);
    let rule = "Not enough to say";
    if (facts.includes("90°") && sides.length === 2) rule = "RHS";
    else if (sides.length === 3) rule = "SSS";
    else if (
      sides.length === 2 &&
      angles.length === 1 &&
      sides.every((side) => side.includes(angles[0] as string))
    )
      rule = "SAS";
    else if (
      angles.length === 2 &&
      sides.length === 1 &&
      angles.every((corner) => (sides[0] as string).includes(corner))
    )
      rule = "ASA";
    return {
      key: [options.indexOf(rule)],
      rules: { angleNotBetween: options.indexOf("SAS"), anglesEnough: options.indexOf("ASA") },
    };
  },
  dataLists(prompt): Checked {
    const numbers = (text: string) => text.split(", ").map(Number);
    const fruits = /fruit: (.+)\. How many (more )?children chose (\w+)(?: than (\w+))?\?$/.exec(prompt);
    if (fruits) {
      const list = (fruits[1] as string).split(", ");
      const count = (f: string) => list.reduce((n, x) => n + (x === f ? 1 : 0), 0);
      const first = count(fruits[3] as string);
      if (!fruits[2]) return { key: first, rules: { countedAll: list.length } };
      const second = count(fruits[4] as string);
      return { key: first - second, rules: { gaveCount: first, addedCounts: first + second } };
    }
    const picto =
      /^One symbol stands for (\d+) books\. \w+'s row has (\d+) symbols( and a half symbol)?/.exec(prompt);
    if (picto) {
      const [key, whole] = [Number(picto[1]), Number(picto[2])];
      let books = 0;
      for (let s = 0; s < whole; s++) books += key;
      if (picto[3]) books += key / 2;
      return {
        key: books,
        rules: { countedSymbols: whole, addedKey: whole + key, halfAsWhole: (whole + 1) * key },
      };
    }
    const [what, listText] = read(/^Find the (mode|median|range) of(?: these marks)?: (.+)$/, prompt) as [
      string,
      string,
    ];
    const list = numbers(listText);
    const sorted: number[] = [];
    for (const v of list) {
      let i = 0;
      while (i < sorted.length && (sorted[i] as number) <= v) i += 1;
      sorted.splice(i, 0, v);
    }
    const high = sorted[sorted.length - 1] as number;
    if (what === "mode") {
      const times = (v: number) => list.filter((x) => x === v).length;
      const mode = list.reduce((best, v) => (times(v) > times(best) ? v : best));
      return { key: mode, rules: { tookLargest: high, gaveFrequency: times(mode) } };
    }
    if (what === "median")
      return {
        key: sorted[(sorted.length - 1) / 2] as number,
        rules: { unsortedMiddle: list[(list.length - 1) / 2] as number, tookLargest: high },
      };
    return {
      key: high - (sorted[0] as number),
      rules: {
        tookLargest: high,
        firstMinusLast: Math.abs((list[0] as number) - (list[list.length - 1] as number)),
      },
    };
  },
  numberPlay(prompt): Checked {
    const nth = /^What is the (\d+)th (odd|square|triangular) number\?/.exec(prompt);
    if (nth) {
      const n = Number(nth[1]);
      // Walk the sequence itself, term by term.
      const term = (k: number) => {
        let value = 0;
        for (let i = 1; i <= k; i++)
          value = nth[2] === "odd" ? 2 * i - 1 : nth[2] === "square" ? value + (2 * i - 1) : value + i;
        return value;
      };
      return { key: term(n), rules: { offByOne: term(n + 1), doubled: n + n, noHalf: 2 * term(n) } };
    }
    const parity = /^Without adding, is (.+) odd or even\?$/.exec(prompt);
    if (parity) {
      const total = (parity[1] as string)
        .split(" + ")
        .reduce((sum, t) => sum + Number(t.replace(/,/g, "")), 0);
      return { key: [total % 2 === 1 ? 0 : 1], rules: { oddsMakeOdd: 0, oddsMakeEven: 1 } };
    }
    const virahanka = /What comes after (\d+), (\d+), (\d+), (\d+)\?$/.exec(prompt);
    if (virahanka) {
      const [a, b, c, d] = virahanka.slice(1).map(Number) as [number, number, number, number];
      expect(a + b === c && b + c === d, prompt).toBe(true);
      return { key: c + d, rules: { addedDifference: d + (d - c), doubledLast: d + d } };
    }
    const magic = /number from (\d+) to (\d+) once/.exec(prompt);
    if (magic) {
      const [first, last] = [Number(magic[1]), Number(magic[2])];
      let total = 0;
      for (let v = first; v <= last; v++) total += v;
      return { key: total / 3, rules: { addedAll: total, tookCentre: (first + last) / 2 } };
    }
    const digitsText = read(/digits of ([\d,]+), and subtract/, prompt)[0]?.replace(/,/g, "") as string;
    const large = Number([...digitsText].sort().reverse().join(""));
    const small = Number([...digitsText].sort().join(""));
    const reverse = Number([...digitsText].reverse().join(""));
    return {
      key: large - small,
      rules: { subtractedReverse: Math.abs(Number(digitsText) - reverse), addedArrangements: large + small },
    };
  },
  largeNumbers(prompt): Checked {
    const words = /^Write (.+) as a number\.$/.exec(prompt);
    if (words) {
      const amount = (unit: string) =>
        Number(new RegExp(`(\\d+) ${unit}`).exec(words[1] as string)?.[1] ?? 0);
      const [c, l, t] = [amount("crore"), amount("lakh"), amount("thousand")];
      // Place the digits by their Indian places: crore 7 zeros, lakh 5, thousand 3.
      const at = (count: number, zeros: number) => Number(`${count}${"0".repeat(zeros)}`);
      return {
        key: at(c, 7) + at(l, 5) + at(t, 3),
        rules: {
          lakhAsTenThousand: at(c, 7) + at(l, 4) + at(t, 3),
          croreAsMillion: at(c, 6) + at(l, 5) + at(t, 3),
        },
      };
    }
    const round = /^Round ([\d,]+) to the nearest (thousand|lakh|crore)\.$/.exec(prompt);
    if (round) {
      const digits = (round[1] as string).replace(/,/g, "");
      const zeros = { thousand: 3, lakh: 5, crore: 7 }[round[2] as "thousand"];
      const head = Number(digits.slice(0, -zeros));
      const next = Number(digits[digits.length - zeros]);
      const down = Number(`${head}${"0".repeat(zeros)}`);
      const up = Number(`${head + 1}${"0".repeat(zeros)}`);
      return { key: next >= 5 ? up : down, rules: { alwaysDown: down, alwaysUp: up } };
    }
    const [count, from] = read(/^(?:How many lakh make )?(\d+) (million|lakh|crore)/, prompt) as [
      string,
      string,
    ];
    const m = Number(count);
    if (from === "million") return { key: m * 10, rules: { sameNumber: m, hundredFold: m * 100 } };
    if (from === "lakh") return { key: m / 10, rules: { sameNumber: m, hundredFold: m / 100 } };
    return { key: m * 10, rules: { sameNumber: m, hundredFold: m * 100 } };
  },
  integers(prompt): Checked {
    const story = /it was (−?\d+) °C in \w+\. By noon it had (risen|fallen) by (\d+) °C/.exec(prompt);
    if (story) {
      const start = int(story[1] as string);
      const change = Number(story[3]);
      const up = story[2] === "risen";
      return {
        key: walk(start, up ? change : -change),
        rules: { wrongWay: walk(start, up ? -change : change), ignoredSigns: Math.abs(start) + change },
      };
    }
    const [aText, op, bText] = read(new RegExp(`^${INT} ([+−×÷]) ${INT} = \\?$`), prompt) as [
      string,
      string,
      string,
    ];
    const a = int(aText);
    const b = int(bText);
    if (op === "+" || op === "−") {
      const key = op === "+" ? walk(a, b) : walk(a, -b);
      return {
        key,
        rules: {
          ignoredSigns: Math.abs(a) + Math.abs(b),
          wrongSign: -key,
          minusNegative: walk(a, b),
          reversed: walk(b, -a),
        },
      };
    }
    if (op === "×") {
      const key = times(a, b);
      return { key, rules: { minusTimesMinus: -Math.abs(key), droppedSign: Math.abs(key) } };
    }
    // Division as the missing factor: the q with q × b = a, searched.
    let q = -Math.abs(a);
    while (times(q, b) !== a) q += 1;
    return { key: q, rules: { minusTimesMinus: -Math.abs(q), droppedSign: Math.abs(q) } };
  },
};
