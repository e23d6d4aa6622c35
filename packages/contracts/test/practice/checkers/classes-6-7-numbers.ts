import type { Draft } from "@ganit/contracts/practice/index";
import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import {
  biggestCommonFactor,
  collect,
  factorList,
  firstCommonMultiple,
  fromMillionths,
  INT,
  int,
  leftToRight,
  lowest,
  millionths,
  movePoint,
  placesOf,
  precedence,
  prime,
  read,
  termsOf,
  times,
  walk,
} from "./classes-6-7-reading.ts";

/** The Classes 6–7 checkers of numbers: integers, factors, fractions, decimals, expressions, equations, large numbers. */
export const NUMBER_CHECKERS = {
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
      expectSame(b * k, d, prompt);
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
    expectSame(q * divisor, millionths(a), prompt);
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
} satisfies Record<string, (prompt: string, draft: Draft) => Checked>;
