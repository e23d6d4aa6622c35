import type { Draft } from "@ganit/contracts/practice/index";
import { expectBelow, expectDefined } from "../../seed-loop-expect.ts";
import { evaluate } from "../test-equations.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { match, readNumber, readQuadratic, rounded } from "./classes-8-10-tools.ts";

/**
 * The algebra checkers of Classes 8–10: equations solved by search over whole numbers, progressions
 * by repeated addition, and expression answers checked by putting numbers in for x (an expression
 * key is read by this file's own substitution into the tests' evaluator, never by the engine).
 */

/** The value of an expression answer in x (`3x^2 - 5x + 6`) at a number, by substitution. */
export function valueAt(expression: string, x: number): number {
  const v = `(${x})`;
  let text = expression.replace(/x\^(\d)/g, (_, n: string) =>
    Array.from({ length: Number(n) }, () => "x").join("×"),
  );
  // A bracket to a power, written out as the bracket repeated: (x + 3)^2 → (x + 3)×(x + 3).
  for (let at = text.indexOf(")^"); at >= 0; at = text.indexOf(")^")) {
    let open = at;
    for (let depth = 0; open >= 0; open--) {
      if (text[open] === ")") depth++;
      if (text[open] === "(") depth--;
      if (depth === 0) break;
    }
    const group = text.slice(open, at + 1);
    const times = Number(text[at + 2]);
    text = `${text.slice(0, open)}${Array.from({ length: times }, () => group).join("×")}${text.slice(at + 3)}`;
  }
  text = text
    .replace(/x/g, v)
    .replace(/(\d)\(/g, "$1×(")
    .replace(/\)\(/g, ")×(");
  return evaluate(text);
}

/** Checks an expression answer against a polynomial by substitution at several points. */
export function sameAt(expression: string, expected: (x: number) => number, where: string) {
  for (const x of [-3, -1, 0, 2, 5, 7])
    expectBelow(Math.abs(valueAt(expression, x) - expected(x)), 1e-9, `${where} at x = ${x}`);
}

/** Checks an expression item's key and named wrong answers; their numeric rules stay NaN (not numbers). */
export function expressionChecked(
  draft: Draft,
  key: (x: number) => number,
  wrongs: Record<string, (x: number) => number>,
): Checked {
  const item = draft.item as {
    answer: string;
    wrongAnswers?: { answer: string; misconception: { key: string } }[];
  };
  // Each expression is held to this checker's own function at several values of x here; the shared
  // test then compares the generator's texts with these by value (and each wrong one with the key).
  sameAt(item.answer, key, "key");
  const rules: Record<string, string> = {};
  for (const wrong of item.wrongAnswers ?? []) {
    const rule = wrongs[wrong.misconception.key];
    expectDefined(rule, wrong.misconception.key);
    sameAt(wrong.answer, rule as (x: number) => number, wrong.misconception.key);
    rules[wrong.misconception.key] = wrong.answer;
  }
  return { key: item.answer, rules };
}

/** Whole-number solutions of a pair of equations, found by trying every x in a range. */
function solvePair(e1: number[], e2: number[]): [number, number] {
  const [a1, b1, c1] = e1 as [number, number, number];
  const [a2, b2, c2] = e2 as [number, number, number];
  for (let x = -80; x <= 80; x++) {
    const rest = c1 - a1 * x;
    if (rest % b1 !== 0) continue;
    const y = rest / b1;
    if (a2 * x + b2 * y === c2) return [x, y];
  }
  throw new Error(`no whole solution for ${e1} and ${e2}`);
}

function readLinear(text: string): number[] {
  const [ax, sign, by, c] = match(/^(−?\d*)x ([+−]) (\d*)y = (−?\d+)$/, text) as [
    string,
    string,
    string,
    string,
  ];
  const a = ax === "" ? 1 : ax === "−" ? -1 : readNumber(ax);
  const b = (by === "" ? 1 : Number(by)) * (sign === "−" ? -1 : 1);
  return [a, b, readNumber(c)];
}

export const CHECKERS_ALGEBRA = {
  polynomialZeroes(prompt: string, draft: Draft): Checked {
    const asked = /^For the polynomial (.+), find (the sum|the product|α² \+ β²)/.exec(prompt);
    if (asked) {
      const [a, b, c] = readQuadratic(asked[1] as string);
      const sum = -b / a;
      const product = c / a;
      if (asked[2] === "the sum")
        return { key: sum, rules: { forgotSignOfSum: b / a, confusedSumProduct: product } };
      if (asked[2] === "the product")
        return {
          key: product,
          rules: { signOfProduct: -product, forgotDivideByA: c, confusedSumProduct: sum },
        };
      return {
        key: sum * sum - 2 * product,
        rules: { forgotTwoProduct: sum * sum, addedTwoProduct: sum * sum + 2 * product },
      };
    }
    const zeroes = /zeroes are (\S+) and (\S+)\.$/.exec(prompt);
    let [k, s, t] = [1, 0, 0];
    if (zeroes) {
      const [p, q] = [readNumber(zeroes[1] as string), readNumber(zeroes[2] as string)];
      [s, t] = [p + q, p * q];
      // The key must vanish at both zeroes and have leading coefficient 1.
      sameAt((draft.item as { answer: string }).answer, (x) => (x - p) * (x - q), "from its zeroes");
    } else {
      const [lead, sum, product] = match(
        /coefficient (\d+) whose zeroes have sum (\S+) and product (\S+)\.$/,
        prompt,
      );
      [k, s, t] = [Number(lead), readNumber(sum as string), readNumber(product as string)];
    }
    return expressionChecked(draft, (x) => k * (x * x - s * x + t), {
      signOfSumTerm: (x) => k * (x * x + s * x + t),
      signOfProductTerm: (x) => k * (x * x - s * x - t),
    });
  },
  identities(prompt: string, draft: Draft): Checked {
    const square = /^Expand \((\d*)x ([+−]) (\d+)\)²\.$/.exec(prompt);
    if (square) {
      const k = square[1] === "" ? 1 : Number(square[1]);
      const s = (square[2] === "−" ? -1 : 1) * Number(square[3]);
      return expressionChecked(draft, (x) => (k * x + s) * (k * x + s), {
        forgotMiddleTerm: (x) => k * k * x * x + s * s,
        middleNotDoubled: (x) => k * k * x * x + k * s * x + s * s,
        signOfMiddleTerm: (x) => (k * x - s) * (k * x - s),
      });
    }
    const product = /^Expand \(x ([+−]) (\d+)\)\(x ([+−]) (\d+)\)\.$/.exec(prompt);
    if (product) {
      const a = (product[1] === "−" ? -1 : 1) * Number(product[2]);
      const b = (product[3] === "−" ? -1 : 1) * Number(product[4]);
      return expressionChecked(draft, (x) => (x + a) * (x + b), {
        forgotMiddleTerm: (x) => x * x + a * b,
        swappedSumProduct: (x) => x * x + a * b * x + (a + b),
      });
    }
    const [poly] = match(/^Factorise (.+)\.$/, prompt) as [string];
    const [, B, C] = readQuadratic(poly);
    let root = 0;
    while (root * root < -C) root++;
    return expressionChecked(draft, (x) => x * x + B * x + C, {
      squareOfDifference: (x) => (x - root) * (x - root),
      signOfMiddleTerm: (x) => x * x - B * x + C,
      wrongSigns: (x) => x * x - B * x + C,
    });
  },
  linearPair(prompt: string): Checked {
    const nature = /^How many solutions does the pair of equations (.+) and (.+) have\?$/.exec(prompt);
    const [first, second, what] = nature
      ? [nature[1] as string, nature[2] as string, undefined]
      : (match(/equations (.+) and (.+)\. What is (x|y)\?$/, prompt) as [string, string, string]);
    const e1 = readLinear(first);
    const e2 = readLinear(second);
    if (nature) {
      const [a1, b1, c1] = e1 as [number, number, number];
      const [a2, b2, c2] = e2 as [number, number, number];
      const crossing = a1 * b2 !== a2 * b1;
      const same = !crossing && a1 * c2 === a2 * c1 && b1 * c2 === b2 * c1;
      const kind = crossing ? 0 : same ? 2 : 1;
      return {
        key: [kind],
        rules: crossing ? { unequalRatiosNone: 1 } : { ignoredConstants: same ? 1 : 2, equalRatiosCross: 0 },
      };
    }
    const [x, y] = solvePair(e1, e2);
    const answer = what === "x" ? x : y;
    const other = what === "x" ? y : x;
    const sumForm = e1[0] === 1 && e1[1] === 1 && e2[0] === 1 && e2[1] === -1;
    return {
      key: answer,
      rules: {
        gaveOtherUnknown: other,
        crossOrder: -answer,
        ...(sumForm ? { forgotHalve: (e1[2] as number) + (e2[2] as number) } : {}),
      },
    };
  },
  quadraticRoots(prompt: string): Checked {
    const k = /^Find the positive value of k for which (\d*)x² \+ kx \+ (\d+) = 0/.exec(prompt);
    if (k) {
      const [a, c] = [k[1] === "" ? 1 : Number(k[1]), Number(k[2])];
      let found = 1;
      while (found * found !== 4 * a * c) found++;
      let half = 1;
      while (half * half < a * c) half++;
      return { key: found, rules: { droppedFour: half, forgotSquareRoot: 4 * a * c } };
    }
    const [poly] = match(/(?:Solve |of the quadratic equation |roots of )(.+) = 0/, prompt) as [string];
    const [a, b, c] = readQuadratic(poly);
    const d = b * b - 4 * a * c;
    const nature = (v: number) => (v > 0 ? 0 : v === 0 ? 1 : 2);
    if (prompt.startsWith("Find the discriminant"))
      return { key: d, rules: { signOf4ac: b * b + 4 * a * c, forgotToSquareB: b - 4 * a * c } };
    if (prompt.startsWith("What is the nature"))
      return {
        key: [nature(d)],
        rules: { signOf4ac: nature(b * b + 4 * a * c), forgotToSquareB: nature(b - 4 * a * c) },
      };
    // The roots by trying every whole number; the formula's slips from the square root found by search.
    const roots: number[] = [];
    for (let r = -30; r <= 30; r++) if (a * r * r + b * r + c === 0) roots.push(r);
    let root = 0;
    while (root * root < d) root++;
    const larger = prompt.endsWith("larger root?");
    const sign = larger ? 1 : -1;
    return {
      key: larger ? Math.max(...roots) : Math.min(...roots),
      rules: {
        droppedMinusB: rounded((b + sign * root) / (2 * a)),
        forgotTwoInDenominator: rounded((-b + sign * root) / a),
      },
    };
  },
  arithmeticProgression(prompt: string): Checked {
    const ends = /has (\d+) terms\. Its first term is (\S+) and its last term is (\S+)\./.exec(prompt);
    if (ends) {
      const [n, a, l] = [Number(ends[1]), readNumber(ends[2] as string), readNumber(ends[3] as string)];
      let total = 0;
      for (let i = 0; i < n; i++) total += a + (i * (l - a)) / (n - 1);
      return { key: rounded(total), rules: { forgotHalf: n * (a + l), averageOnly: rounded((a + l) / 2) } };
    }
    const [list] = match(/AP (.+), …/, prompt) as [string];
    const terms = list.split(", ").map(readNumber);
    const [a, second] = terms as [number, number];
    const d = second - a;
    const termAt = (n: number) => {
      let value = a;
      for (let i = 1; i < n; i++) value += d;
      return value;
    };
    const nth = /^Find the (\d+)(?:st|nd|rd|th) term/.exec(prompt);
    if (nth) {
      const n = Number(nth[1]);
      return { key: termAt(n), rules: { usedNNotNMinusOne: termAt(n + 1), forgotFirstTerm: termAt(n) - a } };
    }
    const which = /is (−?\d+)\?$/.exec(prompt);
    if (which) {
      const target = readNumber(which[1] as string);
      let n = 1;
      while (termAt(n) !== target) n++;
      return { key: n, rules: { forgotPlusOne: n - 1, forgotFirstTerm: rounded(target / d) } };
    }
    const [count] = match(/first (\d+) terms/, prompt).map(Number) as [number];
    let total = 0;
    for (let i = 1; i <= count; i++) total += termAt(i);
    return { key: total, rules: { forgotHalf: 2 * total, usedNNotNMinusOne: total + (count * d) / 2 } };
  },
};
