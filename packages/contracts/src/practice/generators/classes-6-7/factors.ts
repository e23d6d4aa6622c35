import { defineGenerator } from "../define.ts";
import { drawKind, gcd, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Factors, primes, HCF and LCM: 1–3 how many factors, 4–6 how many primes in a stretch, 7–9 HCF,
 * 10–12 LCM, 13–15 two bells that ring together again (LCM in a story).
 */
const factorsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && factorsOf(n).length === 2;
const multiplesUpTo = (n: number, last: number) => Array.from({ length: last / n }, (_, i) => (i + 1) * n);

export const factorsAndMultiples = defineGenerator({
  id: "factorsAndMultiples",
  version: 1,
  name: { en: "Factors, primes, HCF and LCM", hi: "गुणनखंड, अभाज्य संख्याएँ, म.स. और ल.स." },
  bounds: kindBounds(5),
  classes: [6, 7],
  skills: ["count-factors", "find-primes", "hcf", "lcm"],
  families: ["Mathematics"],
  texts: {
    en: {
      countPrompt: "How many factors does {n} have?",
      countHint: "Find pairs that multiply to make {n}.",
      countSolution: "Pairs that multiply to make {n}:\n{pairs}\nThe factors are {list}: that makes {count}.",
      primesPrompt: "How many prime numbers are there from {a} to {b}?",
      primesHint: "A prime has exactly two factors. 1 is not prime.",
      primesSolution: "The prime numbers from {a} to {b} are {list}: that makes {count}.",
      hcfPrompt: "What is the HCF (highest common factor) of {a} and {b}?",
      hcfHint: "Find the biggest number that divides both.",
      hcfSolution: "Factors of {a}: {fa}.\nFactors of {b}: {fb}.\nThe highest common factor is {answer}.",
      lcmPrompt: "What is the LCM (lowest common multiple) of {a} and {b}?",
      lcmHint: "Find the first number in both lists of multiples.",
      lcmSolution:
        "Multiples of {a}: {ma}\nMultiples of {b}: {mb}\nThe lowest is {answer}: {answer} = {a} × {ka} = {b} × {kb}",
      bellsPrompt:
        "One bell rings every {a} minutes, another every {b} minutes. They ring together now. After how many minutes will they ring together again?",
      bellsHint: "Find the lowest common multiple.",
      forgotOneAndItself: "Left out 1 and the number",
      squareTwice: "Counted the square root twice",
      countedOne: "Counted 1 as a prime number",
      countedOdd: "Counted every odd number",
      gaveLcm: "Gave the LCM instead of the HCF",
      gaveSmaller: "Gave the smaller number",
      gaveProduct: "Multiplied the two numbers",
      gaveHcf: "Gave the HCF instead of the LCM",
    },
    hi: {
      countPrompt: "{n} के कितने गुणनखंड हैं?",
      countHint: "ऐसे जोड़े ढूँढो जिनका गुणनफल {n} हो।",
      countSolution: "ऐसे जोड़े जिनका गुणनफल {n} है:\n{pairs}\nगुणनखंड हैं {list}: कुल {count}।",
      primesPrompt: "{a} से {b} तक कितनी अभाज्य संख्याएँ हैं?",
      primesHint: "अभाज्य के ठीक दो गुणनखंड होते हैं। 1 अभाज्य नहीं है।",
      primesSolution: "{a} से {b} तक की अभाज्य संख्याएँ हैं {list}: कुल {count}।",
      hcfPrompt: "{a} और {b} का म.स. (महत्तम समापवर्तक) क्या है?",
      hcfHint: "दोनों को विभाजित करने वाली सबसे बड़ी संख्या ढूँढो।",
      hcfSolution: "{a} के गुणनखंड: {fa}।\n{b} के गुणनखंड: {fb}।\nमहत्तम समापवर्तक {answer} है।",
      lcmPrompt: "{a} और {b} का ल.स. (लघुत्तम समापवर्त्य) क्या है?",
      lcmHint: "दोनों की गुणज-सूचियों में पहली साझा संख्या ढूँढो।",
      lcmSolution:
        "{a} के गुणज: {ma}\n{b} के गुणज: {mb}\nसबसे छोटा {answer} है: {answer} = {a} × {ka} = {b} × {kb}",
      bellsPrompt:
        "एक घंटी हर {a} मिनट पर, दूसरी हर {b} मिनट पर बजती है। अभी दोनों साथ बजीं। कितने मिनट बाद फिर साथ बजेंगी?",
      bellsHint: "लघुत्तम समापवर्त्य ढूँढो।",
      forgotOneAndItself: "1 और संख्या स्वयं को गिनना भूल गए",
      squareTwice: "वर्ग संख्या के बीच वाले गुणनखंड को दो बार गिन लिया",
      countedOne: "1 को अभाज्य संख्या गिन लिया",
      countedOdd: "हर विषम संख्या को अभाज्य मान लिया",
      gaveLcm: "म.स. की जगह ल.स. दे दिया",
      gaveSmaller: "छोटी संख्या को ही म.स. मान लिया",
      gaveProduct: "दोनों संख्याओं का गुणा कर दिया (यह सार्व गुणज है, सबसे छोटा नहीं)",
      gaveHcf: "ल.स. की जगह म.स. दे दिया",
    },
  },
  generate(random, min, max) {
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
});
