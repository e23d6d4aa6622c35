import { gcd, type Rational, rational } from "../numbers.ts";
import type { Expr, Parsed } from "./parse.ts";

/**
 * The form a question asks for, checked on the tree's shape (its value is checked apart):
 * - `expanded` and `simplest`: a sum of terms, each one number (or one fraction) times letters and
 *   their powers, each letter once, no two like terms, no zero term: `x^2 - 9`, `3x + 2`, `x/2 + 1`;
 * - `factorised`: a product (or a power) whose bracketed factors are themselves collected sums with
 *   no common whole-number factor left inside, and with at least as many factors holding a letter as
 *   the author's own answer: `(x-3)(x+3)`, `2(x+1)`, `x(x+3)`, `(x+1)^2` — never `(2x+2)(x+1)`
 *   when the author wrote `2(x+1)^2`.
 */
export const EXPRESSION_FORMS = ["factorised", "expanded", "simplest"] as const;
export type ExpressionForm = (typeof EXPRESSION_FORMS)[number];

const unwrap = (e: Expr): Expr => (e.op === "group" ? unwrap(e.arg) : e);

/** One term as coefficient × letters, or null when it is not written as one. */
function monomial(e: Expr): { coefficient: Rational; letters: string } | null {
  let sign = 1n;
  let body = e;
  while (body.op === "neg") {
    sign = -sign;
    body = body.arg;
  }
  const powers = new Map<string, number>();
  let top: Rational | null = null;
  let bottom: Rational | null = null;
  const factor = (f: Expr, dividing: boolean): boolean => {
    if (f.op === "num") {
      if (dividing) {
        if (bottom || f.value.n === 0n) return false;
        bottom = f.value;
      } else {
        if (top) return false;
        top = f.value;
      }
      return true;
    }
    if (dividing) return false;
    // `-xy` reads as (−x)·y: a sign on the first factor is the term's sign.
    if (f.op === "neg") {
      sign = -sign;
      return factor(f.arg, false);
    }
    if (f.op === "var" || (f.op === "pow" && f.base.op === "var")) {
      const name = f.op === "var" ? f.name : (f.base as { name: string }).name;
      if (powers.has(name) || (f.op === "pow" && f.exponent < 1)) return false;
      powers.set(name, f.op === "var" ? 1 : f.exponent);
      return true;
    }
    if (f.op === "mul") return factor(f.left, false) && factor(f.right, false);
    if (f.op === "div") return factor(f.left, false) && factor(f.right, true);
    return false;
  };
  if (!factor(body, false)) return null;
  const t: Rational = top ?? { n: 1n, d: 1n };
  const b: Rational = bottom ?? { n: 1n, d: 1n };
  const coefficient = rational(sign * t.n * b.d, t.d * b.n);
  const letters = [...powers.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, k]) => `${name}${k}`)
    .join("");
  return { coefficient, letters };
}

/** The terms of a sum, each with its sign; one term when it is no sum. */
function terms(e: Expr): Expr[] {
  const body = unwrap(e);
  if (body.op === "add") return [...terms(body.left), ...terms(body.right)];
  if (body.op === "sub")
    return [...terms(body.left), ...terms(body.right).map((t) => ({ op: "neg", arg: t }) as Expr)];
  return [body];
}

/** A collected sum of monomials, or null. */
function collected(e: Expr): { coefficient: Rational; letters: string }[] | null {
  const list = terms(e).map(monomial);
  if (list.some((m) => m === null)) return null;
  // No zero term (`0x`, `x + 0`), except the number 0 alone.
  const zero = (m: { coefficient: Rational; letters: string } | null) => m?.coefficient.n === 0n;
  if (list.some(zero) && (list.length > 1 || list[0]?.letters !== "")) return null;
  const seen = new Set(list.map((m) => m?.letters));
  return seen.size === list.length ? (list as { coefficient: Rational; letters: string }[]) : null;
}

const hasLetter = (e: Expr): boolean =>
  e.op === "var"
    ? true
    : e.op === "num"
      ? false
      : e.op === "neg" || e.op === "group"
        ? hasLetter(e.arg)
        : e.op === "pow"
          ? hasLetter(e.base)
          : hasLetter(e.left) || hasLetter(e.right);

/** The factors of a product holding a letter (a power counted as often as its exponent), or null. */
function letterFactors(e: Expr): number | null {
  let body = e;
  while (body.op === "neg" || (body.op === "group" && body.arg.op !== "add" && body.arg.op !== "sub"))
    body = body.arg;
  if (body.op !== "mul" && body.op !== "pow") return null;
  const count = (f: Expr): number | null => {
    if (f.op === "mul") {
      const a = count(f.left);
      const b = count(f.right);
      return a === null || b === null ? null : a + b;
    }
    if (f.op === "pow") {
      const inner = count(f.base);
      return inner === null ? null : inner * f.exponent;
    }
    if (f.op === "num") return 0;
    if (f.op === "var") return 1;
    if (f.op === "group") {
      if (!hasLetter(f.arg)) return collected(f.arg) ? 0 : null;
      const sum = collected(f.arg);
      if (!sum) return null;
      if (sum.length === 1) return count(unwrap(f.arg));
      // No common whole-number factor left inside a bracket: 2(x+1), never (2x+2).
      if (sum.every((m) => m.coefficient.d === 1n)) {
        const common = sum.reduce((g, m) => gcd(g, m.coefficient.n), 0n);
        if (common !== 1n) return null;
      }
      return 1;
    }
    return null;
  };
  return count(body);
}

/** Whether a parsed answer is written in the form asked; `key` is the author's own answer. */
export function inExpressionForm(given: Parsed, form: ExpressionForm, key: Parsed): boolean {
  const sides = (p: Parsed) => (p.right ? [p.left, p.right] : [p.left]);
  if (form === "expanded" || form === "simplest")
    return sides(given).every((side) => collected(side) !== null);
  const mine = letterFactors(given.left);
  const theirs = letterFactors(key.left) ?? 0;
  return !given.right && mine !== null && mine >= Math.max(1, theirs);
}
