import { type Rational, rational } from "../numbers.ts";
import type { Expr } from "./parse.ts";

/**
 * Exact values of an expression tree at a point: fractions of big integers, so no rounding ever
 * decides a verdict. Null where the expression is undefined (a division by zero).
 */
export type Point = Readonly<Record<string, bigint>>;

const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);

export function evaluate(e: Expr, at: Point): Rational | null {
  switch (e.op) {
    case "num":
      return e.value;
    case "var":
      return { n: at[e.name] ?? 0n, d: 1n };
    case "neg": {
      const v = evaluate(e.arg, at);
      return v && { n: -v.n, d: v.d };
    }
    case "group":
      return evaluate(e.arg, at);
    case "pow": {
      const v = evaluate(e.base, at);
      if (!v) return null;
      const k = BigInt(e.exponent);
      return { n: v.n ** k, d: v.d ** k };
    }
    default: {
      const a = evaluate(e.left, at);
      const b = evaluate(e.right, at);
      if (!a || !b) return null;
      if (e.op === "add") return add(a, b);
      if (e.op === "sub") return add(a, { n: -b.n, d: b.d });
      if (e.op === "mul") return mul(a, b);
      return b.n === 0n ? null : mul(a, rational(b.d, b.n));
    }
  }
}

/**
 * A bound on the total degree of the numerator and the denominator of an expression written as one
 * fraction of polynomials. The difference of two expressions has a numerator of degree at most
 * `num1 + den2` or `num2 + den1`, which tells how many points decide it.
 */
export type Degree = { num: number; den: number };

export function degree(e: Expr): Degree {
  switch (e.op) {
    case "num":
      return { num: 0, den: 0 };
    case "var":
      return { num: 1, den: 0 };
    case "neg":
    case "group":
      return degree(e.arg);
    case "pow": {
      const d = degree(e.base);
      return { num: d.num * e.exponent, den: d.den * e.exponent };
    }
    default: {
      const a = degree(e.left);
      const b = degree(e.right);
      if (e.op === "mul") return { num: a.num + b.num, den: a.den + b.den };
      if (e.op === "div") return { num: a.num + b.den, den: a.den + b.num };
      return { num: Math.max(a.num + b.den, b.num + a.den), den: a.den + b.den };
    }
  }
}
