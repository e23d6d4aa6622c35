import { answerText } from "../answer-text.ts";
import { type Rational, readNumber, sameValue } from "../numbers.ts";
import type { Verdict } from "./types.ts";
import { verdict, type WrongAnswers } from "./verdict.ts";

/**
 * The solution of an equation as an answer: one value (`x = 3`, `3`), a pair (`(2, -1)`,
 * `x=2, y=-1`, `y = -1 and x = 2`), two roots in any order (`-3, 3`, `3 and -3`, `x = ±3`), or no
 * solution (`no solution`, `कोई हल नहीं`). Each value is any written number (any script's digits, a
 * fraction, a decimal), compared by value. A comma here separates values, so it is never digit
 * grouping. Labelled values must name the question's letters; a pair without labels is read in order.
 */
export const SOLUTION_SHAPES = ["value", "pair", "roots", "none"] as const;
export type SolutionShape = (typeof SOLUTION_SHAPES)[number];
export type SolutionKey = {
  solution: SolutionShape;
  values: readonly string[];
  /** The letters: one for a value or roots (x by default), two for a pair (x, y by default). */
  variables?: readonly string[] | undefined;
};

/** What a child may write for "no solution", after normalisation (lower case, single spaces). */
export const NO_SOLUTION_SPELLINGS = [
  "no solution",
  "no solutions",
  "no real solution",
  "no real solutions",
  "none",
  "कोई हल नहीं",
  "कोई हल नहीं है",
  "हल नहीं",
  "हल नहीं है",
  "कोई समाधान नहीं",
  "∅",
] as const;

type Part = { label?: string; value: Rational };

/** The values a text names, each with its letter when written `x = 3`; null when it is not such a list. */
function parts(text: string): Part[] | null {
  let body = text;
  if ((body.startsWith("(") && body.endsWith(")")) || (body.startsWith("{") && body.endsWith("}")))
    body = body.slice(1, -1);
  const pieces = body.split(/,|;|&|\band\b|\bor\b|और|या/);
  const list: Part[] = [];
  for (const raw of pieces) {
    let piece = raw.trim();
    let label: string | undefined;
    const eq = piece.indexOf("=");
    if (eq >= 0) {
      label = piece.slice(0, eq).trim();
      if (!/^[a-z]$/.test(label)) return null;
      piece = piece.slice(eq + 1).trim();
    }
    const both = piece.startsWith("±") || piece.startsWith("+-") || piece.startsWith("+/-");
    if (both) piece = piece.replace(/^(±|\+\/-|\+-)/, "");
    const written = readNumber(piece);
    if (!written) return null;
    list.push({ ...(label ? { label } : {}), value: written.value });
    if (both) list.push({ ...(label ? { label } : {}), value: { n: -written.value.n, d: written.value.d } });
  }
  return list;
}

const sameValues = (given: Rational[], expected: Rational[]) => {
  const left = [...expected];
  for (const value of given) {
    const i = left.findIndex((e) => sameValue(e, value));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return left.length === 0;
};

export function matchesSolution(given: string, key: SolutionKey): boolean {
  const text = answerText(given);
  if (!text) return false;
  const none = (NO_SOLUTION_SPELLINGS as readonly string[]).includes(text);
  if (key.solution === "none") return none;
  if (none) return false;
  const list = parts(text);
  const expected = key.values.map((value) => readNumber(value)?.value);
  if (!list || expected.some((value) => !value)) return false;
  const values = expected as Rational[];
  if (key.solution === "pair") {
    const [first = "x", second = "y"] = key.variables ?? [];
    if (list.length !== 2) return false;
    const labels = list.map((part) => part.label);
    if (labels.every((label) => label === undefined))
      return list.every((part, i) => sameValue(part.value, values[i] as Rational));
    if (labels.some((label) => label === undefined)) return false;
    const byName = new Map(list.map((part) => [part.label, part.value]));
    const x = byName.get(first);
    const y = byName.get(second);
    return (
      byName.size === 2 &&
      !!x &&
      !!y &&
      sameValue(x, values[0] as Rational) &&
      sameValue(y, values[1] as Rational)
    );
  }
  const letter = key.variables?.[0] ?? "x";
  if (list.some((part) => part.label !== undefined && part.label !== letter)) return false;
  const given_ = list.map((part) => part.value);
  if (key.solution === "value")
    return given_.length === 1 && sameValue(given_[0] as Rational, values[0] as Rational);
  // Roots in any order; a double root may be written once.
  const [a, b] = values as [Rational, Rational];
  if (given_.length === 1 && sameValue(a, b)) return sameValue(given_[0] as Rational, a);
  return given_.length === values.length && sameValues(given_, values);
}

/** The values a written solution names, as texts (`(3, -2)`: 3 and -2), for a foreseen wrong answer's key. */
export function solutionValues(text: string): string[] {
  const body = text.trim().replace(/^\((.*)\)$/, "$1");
  return body.split(",").map((part) => part.trim());
}

/**
 * A solution graded against its key, then against each foreseen wrong answer read as a key of the
 * same shape (a pair as a pair): a wrong point names its misconception (x and y swapped).
 */
export function gradeSolution(given: string, key: SolutionKey, wrongAnswers?: WrongAnswers): Verdict {
  return verdict(matchesSolution(given, key), wrongAnswers, (answer) =>
    matchesSolution(given, { ...key, values: solutionValues(answer) }),
  );
}
