import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { fraction, match, num, rounded } from "./classes-8-10-tools.ts";

/**
 * The checkers of the generators written first for Class 8: roots by search, powers by repeated
 * multiplication, bases by reading place values from the left, Roman numerals letter by letter,
 * proportions by walking one unit at a time, and solids and polygons from their own counts.
 */
const nums = (text: string) => (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map(num);
const power = (base: number, times: number) => {
  let value = 1;
  for (let i = 0; i < times; i++) value *= base;
  return value;
};
const rootOf = (value: number, n: number) => {
  let r = 0;
  while (power(r, n) < value) r++;
  return r;
};
const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

export const CHECKERS_CLASS_8 = {
  squaresCubes(prompt: string): Checked {
    const [n] = nums(prompt) as [number];
    if (prompt.startsWith("Find the square root")) return { key: rootOf(n, 2), rules: { halved: n / 2 } };
    if (prompt.startsWith("Find the cube root"))
      return { key: rootOf(n, 3), rules: { thirdOf: rounded(n / 3) } };
    if (prompt.includes("².")) return { key: power(n, 2), rules: { doubled: 2 * n } };
    if (prompt.includes("³.")) return { key: power(n, 3), rules: { tripled: 3 * n, doubled: n * n } };
    if (prompt.includes("odd numbers")) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += 2 * i + 1;
      let plain = 0;
      for (let i = 1; i <= n; i++) plain += i;
      return { key: sum, rules: { sumOfNumbers: plain, doubled: 2 * n } };
    }
    if (prompt.includes("lie strictly between")) {
      const between = power(n + 1, 2) - power(n, 2) - 1;
      return { key: between, rules: { countedEnds: between + 2, usedN: n } };
    }
    // The smallest multiplier: try 1, 2, 3, … until the product is a perfect square.
    let k = 1;
    while (power(rootOf(n * k, 2), 2) !== n * k) k++;
    let largest = 1;
    for (let p = 2; p <= n; p++)
      if (n % p === 0 && [...Array(p).keys()].slice(2).every((d) => p % d !== 0)) largest = p;
    return { key: k, rules: { gaveLargestPrime: largest, gaveSquareRoot: rootOf(n / k, 2) } };
  },
  exponents(prompt: string): Checked {
    const law = /^(\d+)\^(\d+) ([×÷]) \d+\^(\d+) =/.exec(prompt);
    if (law) {
      const [m, n] = [Number(law[2]), Number(law[4])];
      return law[3] === "×"
        ? { key: m + n, rules: { multipliedExponents: m * n } }
        : { key: m - n, rules: { dividedExponents: rounded(m / n) } };
    }
    const tower = /^\((\d+)\^(\d+)\)\^(\d+) =/.exec(prompt);
    if (tower) {
      const [m, n] = [Number(tower[2]), Number(tower[3])];
      return { key: m * n, rules: { addedExponents: m + n } };
    }
    const zero = /^Find the value of (\d+)\^0 × (\d+)\.$/.exec(prompt);
    if (zero)
      return {
        key: Number(zero[2]),
        rules: { zeroPowerIsZero: 0, zeroPowerIsBase: Number(zero[1]) * Number(zero[2]) },
      };
    const negative = /^Write (\d+)\^\(−(\d+)\)/.exec(prompt);
    if (negative) {
      const p = power(Number(negative[1]), Number(negative[2]));
      return { key: fraction(1, p), rules: { negativeAsNegative: fraction(-p, 1) } };
    }
    const frac = /^Find the value of \((\d+)\/(\d+)\)\^(\d+)/.exec(prompt);
    if (frac) {
      const [p, q, m] = [Number(frac[1]), Number(frac[2]), Number(frac[3])];
      return { key: fraction(power(p, m), power(q, m)), rules: { poweredTopOnly: fraction(power(p, m), q) } };
    }
    const [numberText] = match(/standard form, (\S+) = (\S+) × 10\^\?/, prompt) as [string, string];
    const value = num(numberText);
    // Count the moves of the point: multiply or divide by 10 until the mantissa appears.
    let moves = 0;
    let at = value;
    while (rounded(at * 1e6) / 1e6 >= 10) {
      at /= 10;
      moves++;
    }
    while (at < 1) {
      at *= 10;
      moves--;
    }
    const digitCount =
      value >= 1 ? numberText.replace(/,/g, "").length : (numberText.split(".")[1] as string).length;
    return { key: moves, rules: { wrongSign: -moves, countedDigits: value >= 1 ? digitCount : -digitCount } };
  },
  bases(prompt: string): Checked {
    const toDecimal = /^The numeral (\d+) is written in base (\d+)\./.exec(prompt);
    if (toDecimal) {
      const [numeral, base] = [toDecimal[1] as string, Number(toDecimal[2])];
      // Horner from the left: value × base + next digit.
      let value = 0;
      let digitSum = 0;
      for (const d of numeral) {
        value = value * base + Number(d);
        digitSum += Number(d);
      }
      return { key: value, rules: { readAsBaseTen: Number(numeral), addedDigits: digitSum } };
    }
    const toBase = /^Write (\d+) in base (\d+)\./.exec(prompt);
    if (toBase) {
      const [value, base] = [Number(toBase[1]), Number(toBase[2])];
      // The largest place value first, then how many of each place.
      let place = 1;
      while (place * base <= value) place *= base;
      let rest = value;
      let digits = "";
      for (; place >= 1; place /= base) {
        const d = Math.floor(rest / place);
        digits += d;
        rest -= d * place;
      }
      return {
        key: Number(digits),
        rules: { readRemaindersDown: Number(digits.split("").reverse().join("")) },
      };
    }
    const [numeral] = match(/Roman numeral ([IVXLCDM]+)\?/, prompt) as [string];
    const values = numeral.split("").map((l) => ROMAN[l] as number);
    const key = values.reduce((s, v, i) => s + (v < (values[i + 1] ?? 0) ? -v : v), 0);
    return { key, rules: { addedAllLetters: values.reduce((s, v) => s + v, 0) } };
  },
  ratios(prompt: string): Checked {
    const share = /^₹([\d,]+) is shared among .+ in the ratio ([\d : ]+)\./.exec(prompt);
    if (share) {
      const total = num(share[1] as string);
      const parts = (share[2] as string).split(" : ").map(Number);
      const unit = total / parts.reduce((s, p) => s + p, 0);
      return {
        key: unit * (parts[0] as number),
        rules: { gaveOnePart: unit, usedOtherShare: unit * (parts[1] as number) },
      };
    }
    if (prompt.includes("pie chart")) {
      const [total, part] = nums(prompt) as [number, number];
      return { key: (360 * part) / total, rules: { gavePercent: rounded((100 * part) / total) } };
    }
    const [a, b, c] = nums(prompt) as [number, number, number];
    if (prompt.includes("workers") || prompt.includes("km/h")) {
      // Inverse: the total work a × b shared out by c.
      return { key: (a * b) / c, rules: { usedDirect: rounded((b * c) / a) } };
    }
    // Direct: per unit, then times c.
    return {
      key: (b / a) * c,
      rules: { usedInverse: rounded((a * b) / c), crossedWrong: rounded((a * c) / b) },
    };
  },
  percentChange(prompt: string): Checked {
    const [base, second] = nums(prompt) as [number, number];
    if (/per cent|rise\?/.test(prompt)) {
      const after = second;
      const change = Math.abs(after - base);
      return {
        key: rounded((change * 100) / base),
        rules: { usedNewValue: rounded((change * 100) / after), gaveChangeOnly: change },
      };
    }
    const p = second;
    const change = (base * p) / 100;
    const up = /goes up|profit|GST/.test(prompt);
    return {
      key: up ? base + change : base - change,
      rules: { gaveChange: change, wrongDirection: up ? base - change : base + change },
    };
  },
  pythagoras(prompt: string): Checked {
    const n = nums(prompt);
    const root = (v: number) => {
      let r = 0;
      while (r * r < v) r++;
      return r * r === v ? r : Math.sqrt(v);
    };
    if (prompt.startsWith("Do sides")) {
      const [a, b, c] = n as [number, number, number];
      const right = a * a + b * b === c * c;
      return { key: [right ? 0 : 1], rules: { checkedAnySides: right ? 1 : 0 } };
    }
    if (prompt.includes("Pythagorean triple")) {
      const [m, x, y] = match(/m = (\d+), the triple is \((\d+), (\d+), \?\)/, prompt).map(Number) as [
        number,
        number,
        number,
      ];
      return { key: m * m + 1, rules: { usedMinusOne: m * m - 1, addedSides: x + y } };
    }
    if (prompt.includes("shorter sides") || prompt.includes("rectangle")) {
      const [a, b] = n as [number, number];
      return { key: root(a * a + b * b), rules: { addedSides: a + b, forgotRoot: a * a + b * b } };
    }
    const [c, a] = prompt.startsWith("A right") ? (n as [number, number]) : (n as [number, number]);
    const side = root(c * c - a * a);
    return {
      key: side,
      rules: { forgotRoot: c * c - a * a, addedSquares: rounded(Math.sqrt(c * c + a * a)) },
    };
  },
  eulerFormula(prompt: string): Checked {
    const n = nums(prompt);
    if (prompt.startsWith("A polyhedron has")) {
      const [x, y] = n as [number, number];
      if (prompt.includes("How many edges"))
        return { key: x + y - 2, rules: { forgotTwo: x + y, wrongSignOfTwo: x + y + 2 } };
      return { key: y - x + 2, rules: { forgotTwo: y - x, wrongSignOfTwo: y - x - 2 } };
    }
    if (prompt.includes("prism") || prompt.includes("pyramid")) {
      const [sides] = n as [number];
      // Count the prism's faces, edges and vertices: two n-gons joined by n rectangles.
      if (prompt.includes("faces does a prism"))
        return { key: 2 + sides, rules: { countedBaseOnce: 1 + sides } };
      if (prompt.includes("vertices does a prism"))
        return { key: sides + sides, rules: { countedBaseOnce: sides } };
      return { key: sides + sides, rules: { countedBaseEdgesOnly: sides } };
    }
    const factor = prompt.includes("becomes 3") ? 3 : prompt.includes("becomes 4") ? 4 : 8;
    const atCount = /At which stage are there (\d+) /.exec(prompt);
    if (atCount) {
      // Grow the fractal stage by stage until it has that many pieces.
      const count = Number(atCount[1]);
      let [pieces, stage] = [1, 0];
      while (pieces < count) [pieces, stage] = [pieces * factor, stage + 1];
      expectSame(pieces, count, prompt);
      return { key: stage, rules: { countedStart: stage + 1, oneStageShort: stage - 1 } };
    }
    const more = /How many more .+ at stage (\d+) than at stage (\d+)\?$/.exec(prompt);
    if (more) {
      const [later, earlier] = [power(factor, Number(more[1])), power(factor, Number(more[2]))];
      return { key: later - earlier, rules: { gaveLaterCount: later, usedFactor: factor } };
    }
    const stage = n.at(-1) as number;
    return {
      key: power(factor, stage),
      rules: { multipliedByStage: factor * stage, oneStageShort: power(factor, stage - 1) },
    };
  },
  areas(prompt: string): Checked {
    const n = nums(prompt);
    if (prompt.startsWith("A parallelogram has base")) {
      const [b, h] = n as [number, number];
      return { key: b * h, rules: { forgotHalf: (b * h) / 2, usedSideNotHeight: 2 * (b + h) } };
    }
    if (prompt.startsWith("A triangle has base")) {
      const [b, h] = n as [number, number];
      return { key: (b * h) / 2, rules: { forgotHalf: b * h } };
    }
    if (prompt.startsWith("A trapezium has parallel")) {
      const [a, b, h] = n as [number, number, number];
      return { key: ((a + b) * h) / 2, rules: { forgotHalf: (a + b) * h, addedOnlyOneSide: (b * h) / 2 } };
    }
    if (prompt.startsWith("A parallelogram of area")) {
      const [area, b] = n as [number, number];
      return { key: area / b, rules: { multipliedInstead: area * b, forgotHalf: rounded(area / b / 2) } };
    }
    if (prompt.startsWith("A triangle of area")) {
      const [area, h] = n as [number, number];
      return { key: (2 * area) / h, rules: { forgotHalf: rounded(area / h), multipliedInstead: area * h } };
    }
    if (prompt.startsWith("A trapezium of area")) {
      const [area, h, a] = n as [number, number, number];
      return {
        key: (2 * area) / h - a,
        rules: { forgotToSubtract: rounded((2 * area) / h), forgotHalf: rounded(area / h - a) },
      };
    }
    if (prompt.includes("rhombus")) {
      const [d1, d2] = n as [number, number];
      return { key: (d1 * d2) / 2, rules: { forgotHalf: d1 * d2 } };
    }
    if (prompt.includes("path")) {
      const [l, b, w] = n as [number, number, number];
      // The path as four strips: two long ones with the corners, two short ones between.
      const strips = 2 * w * (l + 2 * w) + 2 * w * b;
      return { key: strips, rules: { pathOneSide: (l + w) * (b + w) - l * b, gaveOuter: strips + l * b } };
    }
    const [l, b, x, y] = n as [number, number, number, number];
    return { key: l * b - x * y, rules: { addedCorner: l * b + x * y } };
  },
};

/** Digit-sum remainders, checked by long division digit by digit from the left. */
export const CHECKER_DIGIT_REMAINDER = {
  digitRemainder(prompt: string): Checked {
    const [n, d] = match(/^What remainder does ([\d,]+) leave when divided by (\d+)\?$/, prompt) as [
      string,
      string,
    ];
    const divisor = Number(d);
    let remainder = 0;
    let digitSum = 0;
    for (const c of n.replace(/,/g, "")) {
      remainder = (remainder * 10 + Number(c)) % divisor;
      digitSum += Number(c);
    }
    return { key: remainder, rules: { gaveDigitSum: digitSum, lastDigit: Number(n.at(-1)) } };
  },
};

/** The mean as a balance point, checked by building the list of values and averaging it. */
export const CHECKER_MEAN_BALANCE = {
  meanBalance(prompt: string): Checked {
    const total = /^The mean of (\d+) numbers is (\d+)\./.exec(prompt);
    if (total) {
      const [count, mean] = [Number(total[1]), Number(total[2])];
      let sum = 0;
      for (let i = 0; i < count; i++) sum += mean;
      return { key: sum, rules: { addedMeanAndCount: mean + count, gaveMean: mean } };
    }
    const missing = /^The mean of ([\d, ]+) and one more number is (\d+)\./.exec(prompt);
    if (missing) {
      const values = (missing[1] as string).split(", ").map(Number);
      const mean = Number(missing[2]);
      // The deviations from the mean balance to zero: the missing one balances the rest.
      const deviation = values.reduce((s, v) => s + (v - mean), 0);
      return { key: mean - deviation, rules: { gaveMean: mean } };
    }
    const [count, mean, extra] = match(
      /^The mean of (\d+) children's marks is (\d+)\. A new child scores (\d+)\./,
      prompt,
    ).map(Number) as [number, number, number];
    const marks = [...Array.from({ length: count }, () => mean), extra];
    const newMean = marks.reduce((s, v) => s + v, 0) / marks.length;
    return {
      key: newMean,
      rules: {
        averagedTwo: rounded((mean + extra) / 2),
        keptOldCount: rounded((mean * count + extra) / count),
      },
    };
  },
};
