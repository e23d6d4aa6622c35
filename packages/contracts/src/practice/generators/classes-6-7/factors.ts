import { defineGenerator, gcd } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Factors, primes, HCF and LCM: 1–3 how many factors, 4–6 how many primes in a stretch, 7–9 HCF,
 * 10–12 LCM, 13–15 two bells that ring together again (LCM in a story).
 */
const factorsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && factorsOf(n).length === 2;
const multiplesUpTo = (n: number, last: number) => Array.from({ length: last / n }, (_, i) => (i + 1) * n);

export const factorsAndMultiples = defineGenerator(
  about("factorsAndMultiples", 1),
  kindBounds(5),
  (random, min, max) => {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      let n = random.int(6, [30, 100, 200][level - 1] as number);
      while (isPrime(n)) n += 1;
      const factors = factorsOf(n);
      const pairs = `${n} = ${factors
        .filter((d) => d * d <= n)
        .map((d) => `${d} × ${n / d}`)
        .join(" = ")}`;
      const square = Number.isInteger(Math.sqrt(n));
      const params = { n, pairs, list: factors.join(", "), count: factors.length };
      return numeric(value, texts("countPrompt", "countHint", "countSolution", params), factors.length, [
        ["forgotOneAndItself", factors.length - 2],
        ["squareTwice", square ? factors.length + 1 : Number.NaN],
      ]);
    }
    if (kind === 1) {
      const width = [10, 20, 30][level - 1] as number;
      let a = random.int(1, 100 - width);
      if (level === 1 && random.next() < 0.4) a = 1;
      const b = a + width;
      const range = Array.from({ length: width + 1 }, (_, i) => a + i);
      const primes = range.filter(isPrime);
      const odd = range.filter((n) => n % 2 === 1);
      const params = { a, b, list: primes.join(", "), count: primes.length };
      return numeric(value, texts("primesPrompt", "primesHint", "primesSolution", params), primes.length, [
        ["countedOne", a === 1 ? primes.length + 1 : Number.NaN],
        ["countedOdd", odd.length],
      ]);
    }
    // Two numbers g×p and g×q with p and q sharing no factor, so the HCF is g.
    const most = kind === 2 ? ([30, 60, 150][level - 1] as number) : ([24, 40, 72][level - 1] as number);
    let a = 0;
    let b = 0;
    let common = 1;
    while (a === b || a % b === 0 || b % a === 0 || a > most || b > most || common === 1) {
      common = random.int(2, [6, 12, 15][level - 1] as number);
      a = common * random.int(2, 9);
      b = common * random.int(2, 9);
      if (gcd(a, b) !== common) a = b;
    }
    const hcf = common;
    const lcm = (a * b) / hcf;
    if (kind === 2) {
      const params = {
        a,
        b,
        fa: factorsOf(a).join(", "),
        fb: factorsOf(b).join(", "),
        answer: hcf,
        p: a / hcf,
        q: b / hcf,
      };
      return numeric(value, texts("hcfPrompt", "hcfHint", "hcfSolution", params), hcf, [
        ["gaveLcm", lcm],
        ["gaveSmaller", Math.min(a, b)],
      ]);
    }
    const params = {
      a,
      b,
      ma: `${multiplesUpTo(a, lcm).join(", ")}, …`,
      mb: `${multiplesUpTo(b, lcm).join(", ")}, …`,
      answer: lcm,
      ka: lcm / a,
      kb: lcm / b,
    };
    const key = kind === 3 ? "lcmPrompt" : "bellsPrompt";
    return numeric(value, texts(key, kind === 3 ? "lcmHint" : "bellsHint", "lcmSolution", params), lcm, [
      ["gaveProduct", a * b],
      ["gaveHcf", hcf],
    ]);
  },
);
