import { type Rational, sameValue } from "../numbers.ts";
import { seededRandom } from "../random.ts";
import { degree, evaluate, type Point } from "./evaluate.ts";
import { type Expr, type Parsed, variablesOf } from "./parse.ts";

/**
 * Whether two expressions (or two equations) are the same, decided by exact values at points.
 *
 * Two expressions: their difference is one fraction of polynomials whose numerator has degree at
 * most D (`degree`). It is zero everywhere exactly when it is zero at D + 1 distinct values of a
 * single letter; with several letters, a nonzero numerator vanishes at a random point drawn from
 * 2^21 values per letter with chance at most D / 2^21 (Schwartz–Zippel), and we draw at least 8
 * points, so a wrong verdict has odds below (D / 2^21)^8. Two equations are the same when one
 * side-minus-side is a nonzero constant times the other (`2x = 6` and `x = 3`).
 *
 * The points come from a seed made of both texts, so they are the same on the phone and the server
 * but cannot be aimed at by a crafted answer.
 */
export const DEGREE_MAX = 60;
const POINTS_MIN = 8;
const SPREAD = 1 << 20;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const difference = (p: Parsed): Expr => (p.right ? { op: "sub", left: p.left, right: p.right } : p.left);

/** Exact values of both at enough distinct points, or null when too few points are defined. */
function valuesAt(
  a: Expr,
  b: Expr,
  names: string[],
  count: number,
  seed: string,
): [Rational, Rational][] | null {
  const random = seededRandom(hash(seed));
  const seen = new Set<string>();
  const values: [Rational, Rational][] = [];
  for (let tries = 0; values.length < count && tries < count * 4 + 16; tries++) {
    const point: Record<string, bigint> = {};
    for (const name of names) point[name] = BigInt(random.int(-SPREAD, SPREAD));
    const id = names.map((name) => point[name]).join(",");
    if (seen.has(id)) continue;
    seen.add(id);
    const va = evaluate(a, point as Point);
    const vb = evaluate(b, point as Point);
    if (va && vb) values.push([va, vb]);
  }
  return values.length === count ? values : null;
}

export function sameExpression(given: Parsed, key: Parsed, seed: string): boolean {
  if (!!given.right !== !!key.right) return false;
  const f = difference(given);
  const g = difference(key);
  const names = [...new Set([...variablesOf(given), ...variablesOf(key)])].sort();
  const bound = degree({ op: "sub", left: f, right: g }).num;
  if (bound > DEGREE_MAX) return false;
  const count = names.length === 0 ? 1 : Math.max(POINTS_MIN, bound + 1);
  const values = valuesAt(f, g, names, count, seed);
  if (!values) return false;
  if (!given.right) return values.every(([a, b]) => sameValue(a, b));
  // Equations: g = k·f for one constant k ≠ 0.
  const pivot = values.find(([a]) => a.n !== 0n);
  if (!pivot) return values.every(([, b]) => b.n === 0n);
  const [fp, gp] = pivot;
  if (gp.n === 0n) return false;
  return values.every(([a, b]) =>
    sameValue({ n: b.n * fp.n, d: b.d * fp.d }, { n: gp.n * a.n, d: gp.d * a.d }),
  );
}
