import type { Draft } from "@ganit/contracts/practice/index";
import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { expressionChecked } from "./classes-8-10-algebra.ts";
import { euclidHcf, fraction, match, readNumber, rounded } from "./classes-8-10-tools.ts";
import { quadrilateralFromFigure } from "./drawn-shapes.ts";

/**
 * The checkers of the generators written first for Class 9 (linear polynomials, real numbers,
 * Heron's formula, Euclid's algorithm, quadrilaterals, statements and converses): values found by
 * substitution and search, fractions from the place value of the repeating digits, the area from
 * the sixteen-times-squared form of Heron's formula, and a truth table of the statements written here.
 */
const search = (holds: (x: number) => boolean, from = -200, to = 200) => {
  for (let x = from; x <= to; x++) if (holds(x)) return x;
  throw new Error("nothing fits");
};
const signedNumber = (sign: string, digits: string) => (sign === "−" ? -1 : 1) * Number(digits);

function quadrilateralsInWords(prompt: string): Checked {
  const nums = (prompt.match(/\d+/g) ?? []).map(Number);
  if (prompt.includes("sum of the interior angles")) {
    const n = nums[0] as number;
    // n − 2 triangles from one vertex, 180° each.
    let sum = 0;
    for (let t = 0; t < n - 2; t++) sum += 180;
    return { key: sum, rules: { usedNTriangles: sum + 360 } };
  }
  if (prompt.includes("each interior angle")) {
    const n = nums[0] as number;
    const turn = 360 / n;
    return { key: 180 - turn, rules: { gaveExterior: turn, gaveAngleSum: n * (180 - turn) } };
  }
  if (prompt.includes("exterior angle")) {
    const x = nums[0] as number;
    let sides = 0;
    for (let total = 0; total < 360; total += x) sides++;
    return { key: sides, rules: { used180: rounded(180 / x) } };
  }
  if (prompt.startsWith("In parallelogram")) {
    const x = nums[0] as number;
    return { key: 180 - x, rules: { equalAdjacent: x, usedTriangleSum: 360 - x } };
  }
  if (prompt.startsWith("Three angles")) {
    const sum = (nums[0] as number) + (nums[1] as number) + (nums[2] as number);
    return { key: 360 - sum, rules: { usedTriangleSum: 180 - sum, gaveSum: sum } };
  }
  if (prompt.includes("rhombus")) {
    const [h1, h2] = [(nums[0] as number) / 2, (nums[1] as number) / 2];
    const side = search((s) => s * s === h1 * h1 + h2 * h2, 1, 500);
    return {
      key: side,
      rules: {
        forgotToHalve: search((s) => s * s === 4 * (h1 * h1 + h2 * h2), 1, 1000),
        addedHalves: h1 + h2,
      },
    };
  }
  if (prompt.includes("If BC =")) {
    const bc = Number(match(/BC = (\d+) cm/, prompt)[0]);
    return { key: bc / 2, rules: { equalToSide: bc, doubledInstead: bc * 2 } };
  }
  if (prompt.includes("If DE =")) {
    const de = Number(match(/DE = (\d+) cm/, prompt)[0]);
    return { key: de + de, rules: { equalToSide: de, halvedInstead: de / 2 } };
  }
  const [a, b, c] = nums as [number, number, number];
  return { key: (a + b + c) / 2, rules: { fullPerimeter: a + b + c, doubledInstead: 2 * (a + b + c) } };
}

/** The statements' truth and their converses' truth, by their English wording. */
const STATEMENT_TRUTH: Record<string, [statement: boolean, converse: boolean]> = {
  "If a quadrilateral is a square, then it is a rectangle.": [true, false],
  "If a quadrilateral is a rectangle, then its diagonals are equal.": [true, false],
  "If a triangle has three equal sides, then it has three equal angles.": [true, true],
  "If two angles are vertically opposite, then they are equal.": [true, false],
  "If a whole number is even, then its square is even.": [true, true],
  "If a quadrilateral is a parallelogram, then its opposite sides are equal.": [true, true],
  "If a number is prime, then it is odd.": [false, false],
  "If two triangles are congruent, then their areas are equal.": [true, false],
  "If a whole number ends in 5, then it is divisible by 5.": [true, false],
  "If a triangle has a right angle, then the square of its longest side equals the sum of the squares of the other two sides.":
    [true, true],
};
const which = (s: boolean, c: boolean) =>
  ["both", "statementOnly", "converseOnly", "neither"].indexOf(
    s && c ? "both" : s ? "statementOnly" : c ? "converseOnly" : "neither",
  );

export const CHECKERS_CLASS_9 = {
  linearPolynomial(prompt: string, draft: Draft): Checked {
    const rule = /the value is (.+)\. Write the linear polynomial p\(x\) = ax \+ b that gives it\.$/.exec(
      prompt,
    );
    if (rule) {
      const values = (rule[1] as string).split(", ").map(readNumber);
      // The pattern's step, the same between every two values, and its value one step before x = 1.
      const step = (values[1] as number) - (values[0] as number);
      values.forEach((v, i) => {
        if (i > 0 && v - (values[i - 1] as number) !== step) throw new Error(`not linear: ${prompt}`);
      });
      const atZero = (values[0] as number) - step;
      return expressionChecked(draft, (x) => step * x + atZero, {
        firstAsConstant: (x) => step * x + (values[0] as number),
        swappedCoefficients: (x) => atZero * x + step,
      });
    }
    const value = /^If p\(x\) = (−?\d+)x ([+−]) (\d+), find p\((−?\d+)\)\.$/.exec(prompt);
    if (value) {
      const [a, b, k] = [
        readNumber(value[1] as string),
        signedNumber(value[2] as string, value[3] as string),
        readNumber(value[4] as string),
      ];
      return { key: a * k + b, rules: { forgotConstant: a * k, addedNotMultiplied: a + k + b } };
    }
    const zero = /^Find the zero of the polynomial p\(x\) = (−?\d+)x ([+−]) (\d+)\.$/.exec(prompt);
    if (zero) {
      const [a, b] = [readNumber(zero[1] as string), signedNumber(zero[2] as string, zero[3] as string)];
      const x = search((v) => a * v + b === 0);
      return { key: x, rules: { signOfZero: -x, forgotDivide: -b } };
    }
    const pattern = /the value is (.+)\. What is the value when x is (\d+)\?$/.exec(prompt);
    if (pattern) {
      const values = (pattern[1] as string).split(", ").map(readNumber);
      const k = Number(pattern[2]);
      const step = (values[1] as number) - (values[0] as number);
      let at = values[0] as number;
      for (let x = 1; x < k; x++) at += step;
      return { key: at, rules: { usedXAsStep: at + step, forgotConstant: k * step } };
    }
    const slope = /points \((−?\d+), (−?\d+)\) and \((−?\d+), (−?\d+)\)\.$/.exec(prompt);
    if (slope) {
      const [x1, y1, x2, y2] = slope.slice(1).map((t) => readNumber(t as string)) as [
        number,
        number,
        number,
        number,
      ];
      const [rise, run] = [y2 - y1, x2 - x1];
      return { key: rise / run, rules: { invertedSlope: rounded(run / rise), riseOnly: rise } };
    }
    const [a, sign, b, c] = match(/line (−?\d+)x ([+−]) (\d+)y = (−?\d+)/, prompt) as [
      string,
      string,
      string,
      string,
    ];
    const [A, B, C] = [readNumber(a), signedNumber(sign, b), readNumber(c)];
    const given = /If x = (−?\d+), find y\.$/.exec(prompt);
    if (given) {
      const x = readNumber(given[1] as string);
      const y = search((v) => A * x + B * v === C);
      return { key: y, rules: { keptSign: rounded((C + A * x) / B), forgotDivide: C - A * x } };
    }
    return { key: search((v) => B * v === C), rules: { gaveXIntercept: rounded(C / A), forgotDivide: C } };
  },
  numberSystems(prompt: string): Checked {
    const decimal = /^Write 0\.(\d+)… \(the digits (\d+) repeat/.exec(prompt);
    if (decimal) {
      const [shown, repeat] = [decimal[1] as string, decimal[2] as string];
      // The digits before the repeat: what is left once the repeating block is taken off the front.
      const prefix = shown.startsWith(repeat) ? "" : (shown[0] as string);
      const whole = Number(prefix + repeat);
      const key = fraction(whole - Number(prefix || "0"), 10 ** prefix.length * (10 ** repeat.length - 1));
      return {
        key,
        rules: {
          usedPowerOfTen: fraction(whole, 10 ** (prefix.length + repeat.length)),
          treatedAllAsRepeating: fraction(whole, 10 ** (prefix.length + repeat.length) - 1),
        },
      };
    }
    const surd = /^Find the value of \((\d+)√(\d+)\)²\.$/.exec(prompt);
    if (surd) {
      const [k, s] = [Number(surd[1]), Number(surd[2])];
      return { key: k * k * s, rules: { squaredOnlySurd: k * s, squaredUnderRoot: k * k * s * s } };
    }
    const [a, m, n] = match(/^Find the value of (\d+)\^\((\d+)\/(\d+)\)\.$/, prompt).map(Number) as [
      number,
      number,
      number,
    ];
    const root = search((r) => r ** n === a, 1, 1000);
    if (m === 1)
      return {
        key: root,
        rules: { multipliedByFraction: rounded(a / n), tookSquareRoot: rounded(Math.sqrt(a)) },
      };
    return {
      key: root ** m,
      rules: { multipliedByFraction: rounded((a * m) / n), multipliedRootByM: root * m },
    };
  },
  heron(prompt: string): Checked {
    const [a, b, c] = match(/sides (\d+) cm, (\d+) cm and (\d+) cm/, prompt).map(Number) as [
      number,
      number,
      number,
    ];
    const p = a + b + c;
    if (prompt.includes("semi-perimeter"))
      return { key: p / 2, rules: { forgotHalf: p, halvedOneSide: a + b + c / 2 } };
    // 16 × area² = (a + b + c)(−a + b + c)(a − b + c)(a + b − c).
    const sixteenSquares = p * (-a + b + c) * (a - b + c) * (a + b - c);
    const area = search((x) => 16 * x * x === sixteenSquares, 0, 5000);
    return {
      key: area,
      rules: {
        forgotRoot: sixteenSquares / 16,
        usedPerimeter: rounded(Math.sqrt(p * (p - a) * (p - b) * (p - c))),
      },
    };
  },
  euclidAlgorithm(prompt: string): Checked {
    const [a, b] = match(/(?:HCF of|for the HCF of) ([\d,]+) and ([\d,]+)/, prompt).map((t) =>
      Number(t.replace(/,/g, "")),
    ) as [number, number];
    // The divisions, each remainder found by taking the divisor away as often as it goes.
    let [x, y] = [a, b];
    let count = 0;
    let lastQuotient = 0;
    while (y !== 0) {
      let r = x;
      let q = 0;
      while (r >= y) {
        r -= y;
        q++;
      }
      count++;
      lastQuotient = q;
      [x, y] = [y, r];
    }
    let firstR = a;
    let firstQ = 0;
    while (firstR >= b) {
      firstR -= b;
      firstQ++;
    }
    if (prompt.startsWith("Use Euclid"))
      return { key: euclidHcf(a, b), rules: { gaveLastQuotient: lastQuotient, gaveFirstRemainder: firstR } };
    if (prompt.includes("What is the remainder"))
      return { key: firstR, rules: { gaveQuotient: firstQ, gaveDifference: a - b } };
    return { key: count, rules: { forgotLastDivision: count - 1, countedRemainders: count - 2 } };
  },
  quadrilaterals(prompt: string, draft: Draft): Checked {
    const checked = quadrilateralsInWords(prompt);
    // The drawing, where there is one, gives the same answer read from its own marks and measures.
    const drawn = quadrilateralFromFigure(prompt, draft);
    if (drawn !== undefined) expectSame(drawn, checked.key, prompt);
    return checked;
  },
  propositions(prompt: string): Checked {
    const numbers = /divisible by (\d+) and by (\d+), then it is divisible by (\d+)/.exec(prompt);
    if (numbers) {
      const [a, b, ab] = numbers.slice(1).map(Number) as [number, number, number];
      let counter = 0;
      for (let n = 1; n <= ab && counter === 0; n++)
        if (n % a === 0 && n % b === 0 && n % ab !== 0) counter = n;
      if (prompt.startsWith("Find the smallest"))
        return { key: counter, rules: { pickedAnExample: ab, checkedOneCondition: Math.max(a, b) } };
      return { key: [counter === 0 ? 0 : 1], rules: { judgedByOneExample: 0 } };
    }
    const [sentence] = match(/“(.+)”/, prompt) as [string];
    const truth = STATEMENT_TRUTH[sentence];
    if (!truth) throw new Error(`no truth for "${sentence}"`);
    const [s, c] = truth;
    if (prompt.startsWith("Is this statement true?"))
      return { key: [s ? 0 : 1], rules: { judgedByOneExample: 0 } };
    if (prompt.startsWith("Is the converse"))
      return {
        key: [c ? 0 : 1],
        rules: { [s ? "assumedConverseTrue" : "judgedByOneExample"]: 0, assumedConverseFalse: 1 },
      };
    return {
      key: [which(s, c)],
      rules: { assumedConverseTrue: which(s, s), assumedConverseFalse: which(s, false) },
    };
  },
};
