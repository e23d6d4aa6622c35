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
    const [a, b] = read(/ (\d+) (?:and|minutes and another every) (\d+)[ ?]/, prompt).map(Number) as [
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
  integers(prompt): Checked {
    const story = /was (−?\d+) °C\. By noon it had (risen|fallen) by (\d+) °C/.exec(prompt);
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
