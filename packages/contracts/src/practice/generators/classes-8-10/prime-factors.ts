import { defineGenerator, gcd, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * HCF and LCM of two numbers by prime factorisation, written out as a board answer: each number as a
 * product of primes, then the common primes (HCF) or every prime at its greatest power (LCM), and the
 * check HCF × LCM = product. Bounds 1–3 ask the HCF, 4–6 the LCM; within each, the numbers grow (up to
 * 100, 500, 2,000).
 */
const LIMITS = [100, 500, 2000] as const;
const SMALL_PRIMES = [2, 3, 5] as const;
const OTHER_PRIMES = [2, 3, 5, 7, 11, 13] as const;

/** The prime factors of a number, smallest first, with repeats. */
export function primeFactors(value: number): number[] {
  const factors: number[] = [];
  let rest = value;
  for (let p = 2; p * p <= rest; p++)
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  if (rest > 1) factors.push(rest);
  return factors;
}

function drawPair(random: { int(a: number, b: number): number; pick<T>(l: readonly T[]): T }, limit: number) {
  for (;;) {
    let common = 1;
    for (let i = random.int(1, 3); i > 0; i--) common *= random.pick(SMALL_PRIMES);
    let u = 1;
    let v = 1;
    for (let i = random.int(1, 3); i > 0; i--) u *= random.pick(OTHER_PRIMES);
    for (let i = random.int(1, 3); i > 0; i--) v *= random.pick(OTHER_PRIMES);
    const [a, b] = [common * u, common * v];
    if (u !== v && gcd(u, v) === 1 && a <= limit && b <= limit && a > 9 && b > 9) return [a, b] as const;
  }
}

export const primeFactorHcfLcm = defineGenerator(
  about("primeFactorHcfLcm", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    const askHcf = step <= 3;
    const [a, b] = drawPair(random, LIMITS[(step - 1) % 3] as number);
    const fa = primeFactors(a);
    const fb = primeFactors(b);
    const rest = [...fb];
    const common: number[] = [];
    for (const p of fa) {
      const at = rest.indexOf(p);
      if (at >= 0) {
        common.push(p);
        rest.splice(at, 1);
      }
    }
    const all = [...fa, ...rest].sort((x, y) => x - y);
    const hcf = common.reduce((s, p) => s * p, 1);
    const lcm = all.reduce((s, p) => s * p, 1);
    const once = [...new Set(common)].reduce((s, p) => s * p, 1);
    const params = {
      a: indian(a),
      b: indian(b),
      fa: fa.join(" × "),
      fb: fb.join(" × "),
      common: common.join(" × "),
      all: all.join(" × "),
      hcf: indian(hcf),
      lcm: indian(lcm),
      product: indian(a * b),
    };
    const item = askHcf
      ? numericItem(say("hcfPrompt", params), hcf, say("hcfHint"), say("hcfSolution", params), [
          [lcm, "usedHighestPowers"],
          [once, "commonPrimesOnce"],
        ])
      : numericItem(say("lcmPrompt", params), lcm, say("lcmHint"), say("lcmSolution", params), [
          [hcf, "usedLowestPowers"],
          [a * b, "multipliedNumbers"],
        ]);
    return { values: [step], item };
  },
);
