import { type Random, seededRandom } from "@ganit/contracts/practice/random";
/**
 * An independent checker of expression answers, for the property tests: its own expression trees,
 * its own printer (many spellings of one tree) and its own exact algebra — every tree multiplied
 * out into a polynomial (monomial → fraction of big integers) and compared term by term. It shares
 * nothing with the engine's reader or its evaluation at points.
 */
export type Tree =
  | { k: "n"; v: number }
  | { k: "v"; name: "x" | "y" }
  | { k: "neg"; a: Tree }
  | { k: "+" | "-" | "*"; a: Tree; b: Tree }
  | { k: "/"; a: Tree; by: number }
  | { k: "^"; a: Tree; e: number };

/**
 * The draws of trees and spellings are seeded with the practice engine's mulberry32: only where the
 * test's inputs come from, so a failure repeats; no rule of checking comes from the engine.
 */
export type Rng = Random;
export const rng = seededRandom;

// ---- exact polynomials -------------------------------------------------------------------------
type Frac = [bigint, bigint];
type Poly = Map<string, Frac>;
const g = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : g(b, a % b));
const norm = ([n, d]: Frac): Frac => {
  const s = d < 0n ? -1n : 1n;
  const c = g(n, d) || 1n;
  return [(s * n) / c, (s * d) / c];
};
const fadd = (a: Frac, b: Frac): Frac => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
const fmul = (a: Frac, b: Frac): Frac => norm([a[0] * b[0], a[1] * b[1]]);
/** A monomial's key: the exponents of x and y. */
const mono = (x: number, y: number) => `${x},${y}`;
const unmono = (key: string) => key.split(",").map(Number) as [number, number];

function padd(p: Poly, q: Poly, sign = 1n): Poly {
  const out: Poly = new Map(p);
  for (const [m, c] of q) {
    const sum = fadd(out.get(m) ?? [0n, 1n], [sign * c[0], c[1]]);
    if (sum[0] === 0n) out.delete(m);
    else out.set(m, sum);
  }
  return out;
}
function pmul(p: Poly, q: Poly): Poly {
  let out: Poly = new Map();
  for (const [m1, c1] of p)
    for (const [m2, c2] of q) {
      const [x1, y1] = unmono(m1);
      const [x2, y2] = unmono(m2);
      out = padd(out, new Map([[mono(x1 + x2, y1 + y2), fmul(c1, c2)]]));
    }
  return out;
}
export function poly(t: Tree): Poly {
  switch (t.k) {
    case "n":
      return t.v === 0 ? new Map() : new Map([[mono(0, 0), [BigInt(t.v), 1n] as Frac]]);
    case "v":
      return new Map([[t.name === "x" ? mono(1, 0) : mono(0, 1), [1n, 1n] as Frac]]);
    case "neg":
      return padd(new Map(), poly(t.a), -1n);
    case "+":
      return padd(poly(t.a), poly(t.b));
    case "-":
      return padd(poly(t.a), poly(t.b), -1n);
    case "*":
      return pmul(poly(t.a), poly(t.b));
    case "/":
      return pmul(poly(t.a), new Map([[mono(0, 0), norm([1n, BigInt(t.by)])]]));
    case "^": {
      let out: Poly = new Map([[mono(0, 0), [1n, 1n] as Frac]]);
      for (let i = 0; i < t.e; i++) out = pmul(out, poly(t.a));
      return out;
    }
  }
}
export function samePoly(p: Poly, q: Poly): boolean {
  return padd(p, q, -1n).size === 0;
}
/** Whether q is a nonzero constant times p (two equations p = 0 and q = 0 are the same). */
export function proportional(p: Poly, q: Poly): boolean {
  if (p.size === 0 || q.size === 0) return p.size === q.size;
  const [m, c] = [...p][0] as [string, Frac];
  const d = q.get(m);
  if (!d) return false;
  const k = fmul(d, [c[1], c[0]]);
  return samePoly(pmul(p, new Map([[mono(0, 0), k]])), q);
}

// ---- random trees and rewrites ------------------------------------------------------------------
export function tree(r: Rng, depth: number): Tree {
  if (depth <= 0 || r.next() < 0.25)
    return r.next() < 0.5 ? { k: "n", v: r.int(1, 9) } : { k: "v", name: r.pick(["x", "y"] as const) };
  const c = r.int(0, 9);
  if (c < 3) return { k: r.pick(["+", "-"] as const), a: tree(r, depth - 1), b: tree(r, depth - 1) };
  if (c < 6) return { k: "*", a: tree(r, depth - 1), b: tree(r, depth - 1) };
  if (c < 7) return { k: "^", a: tree(r, depth - 2), e: r.int(2, 3) };
  if (c < 8) return { k: "neg", a: tree(r, depth - 1) };
  if (c < 9) return { k: "/", a: tree(r, depth - 1), by: r.int(2, 5) };
  return { k: "n", v: r.int(0, 12) };
}

const same = (a: Tree, b: Tree) => JSON.stringify(a) === JSON.stringify(b);

/** One value-keeping rewrite at the root, or null when none applies. */
function rewriteHere(t: Tree, r: Rng): Tree | null {
  const options: (() => Tree | null)[] = [
    () => (t.k === "+" || t.k === "*" ? { ...t, a: t.b, b: t.a } : null), // reorder
    () =>
      t.k === "*" && (t.b.k === "+" || t.b.k === "-") // distribute
        ? { k: t.b.k, a: { k: "*", a: t.a, b: t.b.a }, b: { k: "*", a: t.a, b: t.b.b } }
        : null,
    () =>
      (t.k === "+" || t.k === "-") && t.a.k === "*" && t.b.k === "*" && same(t.a.a, t.b.a) // factor
        ? { k: "*", a: t.a.a, b: { k: t.k, a: t.a.b, b: t.b.b } }
        : null,
    () =>
      t.k === "^" && t.e === 2 && (t.a.k === "+" || t.a.k === "-") // expand a square
        ? {
            k: t.a.k,
            a: {
              k: "+",
              a: { k: "^", a: t.a.a, e: 2 },
              b: { k: "*", a: { k: "n", v: 2 }, b: { k: "*", a: t.a.a, b: t.a.b } },
            },
            b: { k: "^", a: t.a.b, e: 2 },
          }
        : null,
    () => (t.k === "^" ? { k: "*", a: t.a, b: t.e === 2 ? t.a : { k: "^", a: t.a, e: t.e - 1 } } : null),
    () => (t.k === "-" ? { k: "+", a: t.a, b: { k: "neg", a: t.b } } : null),
    () => (t.k === "neg" ? { k: "*", a: { k: "neg", a: { k: "n", v: 1 } }, b: t.a } : null),
    () => (t.k === "n" && t.v > 1 ? { k: "+", a: { k: "n", v: t.v - 1 }, b: { k: "n", v: 1 } } : null),
    () => (t.k === "v" ? { k: "-", a: { k: "+", a: t, b: { k: "n", v: 3 } }, b: { k: "n", v: 3 } } : null),
    () => ({ k: "/", a: { k: "*", a: { k: "n", v: 2 }, b: t }, by: 2 }),
    () => (t.k === "+" && t.a.k === "+" ? { k: "+", a: t.a.a, b: { k: "+", a: t.a.b, b: t.b } } : null), // regroup
  ];
  const start = r.int(0, options.length - 1);
  for (let i = 0; i < options.length; i++) {
    const out = (options[(start + i) % options.length] as () => Tree | null)();
    if (out) return out;
  }
  return null;
}

function children(t: Tree): Tree[] {
  if (t.k === "n" || t.k === "v") return [];
  if (t.k === "+" || t.k === "-" || t.k === "*") return [t.a, t.b];
  return [t.a];
}
function withChild(t: Tree, i: number, c: Tree): Tree {
  if (t.k === "+" || t.k === "-" || t.k === "*") return i === 0 ? { ...t, a: c } : { ...t, b: c };
  return { ...(t as Extract<Tree, { a: Tree }>), a: c } as Tree;
}

/** Apply a change at a random node (found by a random walk down). */
function atRandomNode(t: Tree, r: Rng, change: (node: Tree) => Tree | null): Tree {
  const kids = children(t);
  if (kids.length > 0 && r.next() < 0.6) {
    const i = r.int(0, kids.length - 1);
    return withChild(t, i, atRandomNode(kids[i] as Tree, r, change));
  }
  return change(t) ?? t;
}

export const rewrite = (t: Tree, r: Rng) => atRandomNode(t, r, (node) => rewriteHere(node, r));

/** A small change that usually changes the value: a coefficient, a sign, an exponent, a letter. */
export function perturb(t: Tree, r: Rng): Tree {
  return atRandomNode(t, r, (node) => {
    if (node.k === "n") return { k: "n", v: node.v + r.pick([1, 2]) };
    if (node.k === "v") return { k: "v", name: node.name === "x" ? "y" : "x" };
    if (node.k === "+") return { ...node, k: "-" };
    if (node.k === "-") return { ...node, k: "+" };
    if (node.k === "^") return { ...node, e: node.e === 2 ? 3 : node.e - 1 };
    if (node.k === "neg") return node.a;
    if (node.k === "/") return { ...node, by: node.by + 1 };
    return { k: "+", a: node, b: { k: "n", v: 1 } };
  });
}

// ---- printing: many spellings of one tree --------------------------------------------------------
const PREC = { "+": 1, "-": 1, "*": 2, "/": 2, neg: 3, "^": 4, n: 5, v: 5 } as const;
const digitsOf = (t: Tree): boolean =>
  t.k === "n" || (t.k === "^" && digitsOf(t.a)) || ((t.k === "*" || t.k === "/") && digitsOf(t.a));

export function print(t: Tree, r: Rng): string {
  const sp = () => (r.next() < 0.3 ? " " : "");
  const wrap = (s: string) => (r.next() < 0.85 ? `(${s})` : `[${s}]`);
  const inner = (c: Tree, min: number): string => (PREC[c.k] < min ? wrap(print(c, r)) : print(c, r));
  switch (t.k) {
    case "n":
      return String(t.v);
    case "v":
      return t.name;
    case "neg":
      return `-${inner(t.a, 4)}`;
    case "+":
      return `${print(t.a, r)}${sp()}+${sp()}${inner(t.b, 2)}`;
    case "-":
      return `${print(t.a, r)}${sp()}${r.pick(["-", "−"])}${sp()}${inner(t.b, 2)}`;
    case "*": {
      const left = inner(t.a, 2);
      const right = inner(t.b, 3);
      // Side by side only where the right starts with a letter or a bracket: `2x`, `3(x+1)`.
      const startsPlain = /^[xy([]/.test(right);
      if (startsPlain && !digitsOf(t.b) && r.next() < 0.6) return `${left}${right}`;
      return `${left}${sp()}${r.pick(["*", "×", "·"])}${sp()}${right.startsWith("-") ? wrap(right) : right}`;
    }
    case "/":
      return `${inner(t.a, 2)}${sp()}${r.pick(["/", "÷"])}${sp()}${t.by}`;
    case "^": {
      const base = PREC[t.a.k] < 5 ? wrap(print(t.a, r)) : print(t.a, r);
      if (t.e === 2 && r.next() < 0.3) return `${base}²`;
      if (t.e === 3 && r.next() < 0.3) return `${base}³`;
      return `${base}^${t.e}`;
    }
  }
}

/** A polynomial written out collected, as a sum of monomials (`3/2x^2y - x + 4`), in a random order. */
export function printCollected(p: ReturnType<typeof poly>, r: Rng): string {
  const terms = [...p].map(([key, [n, d]]) => {
    const [i, j] = unmono(key);
    const letters = `${i > 0 ? (i === 1 ? "x" : `x^${i}`) : ""}${j > 0 ? (j === 1 ? "y" : `y^${j}`) : ""}`;
    const size = n < 0n ? -n : n;
    const number = letters && size === 1n && d === 1n ? "" : d === 1n ? `${size}` : `${size}/${d}`;
    return { negative: n < 0n, text: `${number}${letters}` };
  });
  for (let i = terms.length - 1; i > 0; i--) {
    const k = r.int(0, i);
    [terms[i], terms[k]] = [terms[k] as (typeof terms)[number], terms[i] as (typeof terms)[number]];
  }
  if (terms.length === 0) return "0";
  return terms
    .map((term, i) =>
      i === 0 ? `${term.negative ? "-" : ""}${term.text}` : `${term.negative ? " - " : " + "}${term.text}`,
    )
    .join("");
}
