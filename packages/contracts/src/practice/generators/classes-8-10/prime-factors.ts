import { defineGenerator, indian, say } from "../define.ts";
import { gcd, numericItem } from "./shared.ts";

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

export const primeFactorHcfLcm = defineGenerator({
  id: "primeFactorHcfLcm",
  version: 1,
  name: { en: "HCF and LCM by prime factorisation", hi: "अभाज्य गुणनखंड से म.स. और ल.स." },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [8, 9, 10],
  skills: ["hcf-by-prime-factorisation", "lcm-by-prime-factorisation"],
  families: ["Mathematics"],
  texts: {
    en: {
      hcfPrompt: "Using prime factorisation, find the HCF of {a} and {b}.",
      lcmPrompt: "Using prime factorisation, find the LCM of {a} and {b}.",
      hcfHint: "Write each number as a product of primes. The HCF takes only the primes both share.",
      lcmHint:
        "Write each number as a product of primes. The LCM takes every prime the greatest number of times it appears.",
      hcfSolution:
        "{a} = {fa}, and {b} = {fb}\nThe primes common to both, each as often as it appears in both: {common}\nHCF = {common} = {hcf}\nCheck: {hcf} × {lcm} = {product} = {a} × {b}",
      lcmSolution:
        "{a} = {fa}, and {b} = {fb}\nEvery prime, each the greatest number of times it appears in either number: {all}\nLCM = {all} = {lcm}\nCheck: {hcf} × {lcm} = {product} = {a} × {b}",
      usedHighestPowers: "Took every prime at its greatest power (the LCM) for the HCF",
      commonPrimesOnce: "Took each common prime only once, not as often as it is shared",
      usedLowestPowers: "Took only the common primes (the HCF) for the LCM",
      multipliedNumbers: "Multiplied the two numbers without removing the common factors",
    },
    hi: {
      hcfPrompt: "अभाज्य गुणनखंड विधि से {a} और {b} का म.स. (HCF) ज्ञात करो।",
      lcmPrompt: "अभाज्य गुणनखंड विधि से {a} और {b} का ल.स. (LCM) ज्ञात करो।",
      hcfHint: "हर संख्या को अभाज्य संख्याओं के गुणनफल के रूप में लिखो। म.स. में केवल वे अभाज्य आते हैं जो दोनों में हैं।",
      lcmHint:
        "हर संख्या को अभाज्य संख्याओं के गुणनफल के रूप में लिखो। ल.स. में हर अभाज्य उतनी बार आता है जितनी बार वह किसी एक संख्या में सबसे अधिक आता है।",
      hcfSolution:
        "{a} = {fa}, और {b} = {fb}\nदोनों में आने वाले अभाज्य, जितनी बार दोनों में हैं: {common}\nम.स. = {common} = {hcf}\nजाँच: {hcf} × {lcm} = {product} = {a} × {b}",
      lcmSolution:
        "{a} = {fa}, और {b} = {fb}\nहर अभाज्य, किसी एक संख्या में जितनी बार सबसे अधिक आता है: {all}\nल.स. = {all} = {lcm}\nजाँच: {hcf} × {lcm} = {product} = {a} × {b}",
      usedHighestPowers: "म.स. के लिए हर अभाज्य की सबसे बड़ी घात ली (यह ल.स. है)",
      commonPrimesOnce: "हर साझा अभाज्य केवल एक बार लिया, जितनी बार साझा है उतनी बार नहीं",
      usedLowestPowers: "ल.स. के लिए केवल साझा अभाज्य लिए (यह म.स. है)",
      multipliedNumbers: "साझा गुणनखंड हटाए बिना दोनों संख्याओं को गुणा कर दिया",
    },
  },
  generate(random, min, max) {
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
});
