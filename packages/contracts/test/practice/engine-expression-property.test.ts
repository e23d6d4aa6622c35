import type { PracticeItem } from "@ganit/contracts";
import { grade } from "@ganit/contracts/practice/index";
import { afterAll, describe, expect, it } from "vitest";
import {
  perturb,
  poly,
  print,
  printCollected,
  proportional,
  rewrite,
  rng,
  samePoly,
  type Tree,
  tree,
} from "./expression-oracle.ts";

/**
 * Property tests of expression answers: 10,000 pairs of expressions, one made from the other by
 * algebraic rewrites (reorder, distribute, factor, expand a square, split a number, add and take
 * away) and, for about half, then perturbed (a coefficient, a sign, an exponent, a letter). Each
 * pair is graded by the engine (`grade`, the function the phone and the server use) and decided by
 * ./expression-oracle.ts, which multiplies both trees out into polynomials with its own fractions.
 * Any difference fails, either way: a wrong answer taken or a right one refused. Then 2,000 pairs
 * of equations. Seeded, so a failure repeats.
 */
const PAIRS = 10_000;
const EQUATIONS = 2_000;
const counts = { equivalent: 0, different: 0, equations: 0, equationsSame: 0, tooLong: 0, expanded: 0 };
afterAll(() => {
  console.info(`expression pairs graded: ${JSON.stringify(counts)}`);
});

const key = (answer: string): PracticeItem => ({ kind: "expression", prompt: "?", answer });
const changed = (t: Tree, r: ReturnType<typeof rng>, steps: number) => {
  let out = t;
  for (let i = 0; i < steps; i++) out = rewrite(out, r);
  return out;
};

describe("expression answers graded by value", () => {
  it(`agrees with exact polynomial algebra on ${PAIRS} pairs`, () => {
    const r = rng(20261127);
    const wrong: string[] = [];
    let done = 0;
    while (done < PAIRS) {
      const base = tree(r, r.int(2, 4));
      let other = changed(base, r, r.int(1, 4));
      if (r.next() < 0.5) other = changed(perturb(other, r), r, r.int(0, 2));
      const [answer, typed] = [print(base, r), print(other, r)];
      if (answer.length > 60 || typed.length > 60) {
        counts.tooLong++;
        continue;
      }
      done++;
      const truth = samePoly(poly(base), poly(other));
      counts[truth ? "equivalent" : "different"]++;
      const verdict = grade(key(answer), typed, 0);
      if (verdict?.correct !== truth)
        wrong.push(`${typed} for ${answer}: graded ${verdict?.correct}, is ${truth}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(counts.equivalent).toBeGreaterThan(PAIRS * 0.4);
    expect(counts.different).toBeGreaterThan(PAIRS * 0.3);
  });

  it(`agrees on ${EQUATIONS} pairs of equations (the same up to a nonzero factor)`, () => {
    const r = rng(7);
    const wrong: string[] = [];
    let done = 0;
    while (done < EQUATIONS) {
      const [a, b] = [tree(r, 2), tree(r, 2)];
      // The same equation: sides rewritten, swapped, or both times a number; or a changed one.
      const k = r.int(2, 4);
      let [c, d]: [Tree, Tree] = r.next() < 0.5 ? [b, a] : [a, b];
      if (r.next() < 0.4)
        [c, d] = [
          { k: "*", a: { k: "n", v: k }, b: c },
          { k: "*", a: { k: "n", v: k }, b: d },
        ];
      [c, d] = [changed(c, r, r.int(0, 2)), changed(d, r, r.int(0, 2))];
      if (r.next() < 0.5) c = perturb(c, r);
      const answer = `${print(a, r)} = ${print(b, r)}`;
      const typed = `${print(c, r)}=${print(d, r)}`;
      if (answer.length > 60 || typed.length > 60) continue;
      done++;
      counts.equations++;
      const minus = (p: Tree, q: Tree): Tree => ({ k: "-", a: p, b: q });
      const truth = proportional(poly(minus(a, b)), poly(minus(c, d)));
      if (truth) counts.equationsSame++;
      const verdict = grade(key(answer), typed, 0);
      if (verdict?.correct !== truth)
        wrong.push(`${typed} for ${answer}: graded ${verdict?.correct}, is ${truth}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(counts.equationsSame).toBeGreaterThan(EQUATIONS * 0.3);
  });

  it("takes every collected polynomial where the expanded form is asked, and the tree it came from only if already collected", () => {
    const r = rng(99);
    const wrong: string[] = [];
    while (counts.expanded < 2_000) {
      const base = tree(r, r.int(2, 3));
      const answer = print(base, r);
      const expanded = printCollected(poly(base), r);
      if (answer.length > 60 || expanded.length > 60) continue;
      counts.expanded++;
      const item: PracticeItem = { kind: "expression", prompt: "?", answer: expanded, form: "expanded" };
      if (grade(item, expanded, 0)?.correct !== true) wrong.push(`${expanded} refused as expanded`);
      // The same value written with a product of sums is not expanded.
      const product = `(${expanded})(x+1)`;
      const times = {
        kind: "expression",
        prompt: "?",
        answer: printCollected(
          poly({ k: "*", a: base, b: { k: "+", a: { k: "v", name: "x" }, b: { k: "n", v: 1 } } }),
          r,
        ),
        form: "expanded",
      } as PracticeItem;
      if (poly(base).size > 1 && product.length <= 60 && grade(times, product, 0)?.correct !== false)
        wrong.push(`${product} taken as expanded`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
