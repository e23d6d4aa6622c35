import { defineGenerator, indian, say } from "../define.ts";
import { fractionItem, numericItem } from "./shared.ts";

/**
 * Exponents and powers. Bounds: 1 the exponent of a^m × a^n, 2 of a^m ÷ a^n, 3 of (a^m)^n; 4 the value
 * of a^0 × b, 5 a negative power as a fraction, 6 a power of a fraction; 7 a large number's power of
 * ten in standard form, 8 a small number's, 9 either.
 */
const BASES = [2, 3, 5, 7, 10] as const;

export const exponents = defineGenerator({
  id: "exponents",
  version: 1,
  name: { en: "Exponents, powers and standard form", hi: "घातांक, घात और मानक रूप" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["laws-of-exponents", "zero-and-negative-exponents", "standard-form"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      productPrompt: "{a}^{m} × {a}^{n} = {a}^?  What is the exponent?",
      quotientPrompt: "{a}^{m} ÷ {a}^{n} = {a}^?  What is the exponent?",
      powerPrompt: "({a}^{m})^{n} = {a}^?  What is the exponent?",
      zeroPrompt: "Find the value of {a}^0 × {b}.",
      negativePrompt: "Write {a}^(−{m}) as a fraction.",
      fractionPrompt: "Find the value of ({p}/{q})^{m} as a fraction.",
      largePrompt: "In standard form, {number} = {mantissa} × 10^?  What is the power of 10?",
      smallPrompt:
        "In standard form, {number} = {mantissa} × 10^?  What is the power of 10? (It may be negative.)",
      hint: "a^m × a^n = a^(m+n), a^m ÷ a^n = a^(m−n), (a^m)^n = a^(mn); a^0 is 1 and a^(−m) is 1/a^m.",
      standardHint:
        "Standard form is k × 10^n with 1 ≤ k < 10: count how many places the decimal point moves (left: n > 0, right: n < 0).",
      productSolution: "Add the exponents: {m} + {n} = {answer}",
      quotientSolution: "Subtract the exponents: {m} − {n} = {answer}",
      powerSolution: "Multiply the exponents: {m} × {n} = {answer}",
      zeroSolution: "Any number (not 0) to the power 0 is 1, so the value is 1 × {b} = {answer}",
      negativeSolution: "A negative exponent means one over the power: 1 ÷ {power} = {answer}",
      fractionSolution: "Raise top and bottom to the power: {top} ÷ {bottom} = {answer}",
      standardSolution: "The decimal point moves {places} places {way}, so the power of 10 is {answer}.",
      left: "left",
      right: "right",
      multipliedExponents: "Multiplied the exponents instead of adding them",
      addedExponents: "Added the exponents instead of multiplying them",
      dividedExponents: "Divided the exponents instead of subtracting them",
      zeroPowerIsZero: "Took a^0 as 0",
      zeroPowerIsBase: "Took a^0 as a",
      negativeAsNegative: "Wrote a^(−m) as −a^m",
      poweredTopOnly: "Raised only the top of the fraction to the power",
      countedDigits: "Counted all the digits instead of the places the point moves",
      wrongSign: "Gave the power of 10 the wrong sign",
    },
    hi: {
      productPrompt: "{a}^{m} × {a}^{n} = {a}^?  घातांक क्या है?",
      quotientPrompt: "{a}^{m} ÷ {a}^{n} = {a}^?  घातांक क्या है?",
      powerPrompt: "({a}^{m})^{n} = {a}^?  घातांक क्या है?",
      zeroPrompt: "{a}^0 × {b} का मान ज्ञात करो।",
      negativePrompt: "{a}^(−{m}) को भिन्न के रूप में लिखो।",
      fractionPrompt: "({p}/{q})^{m} का मान भिन्न के रूप में ज्ञात करो।",
      largePrompt: "मानक रूप में {number} = {mantissa} × 10^?  10 की घात क्या है?",
      smallPrompt: "मानक रूप में {number} = {mantissa} × 10^?  10 की घात क्या है? (यह ऋणात्मक हो सकती है।)",
      hint: "a^m × a^n = a^(m+n), a^m ÷ a^n = a^(m−n), (a^m)^n = a^(mn); a^0 का मान 1 है और a^(−m) का मान 1/a^m।",
      standardHint:
        "मानक रूप k × 10^n होता है, जहाँ 1 ≤ k < 10: गिनो दशमलव बिंदु कितने स्थान खिसकता है (बाएँ: n > 0, दाएँ: n < 0)।",
      productSolution: "घातांक जोड़ो: {m} + {n} = {answer}",
      quotientSolution: "घातांक घटाओ: {m} − {n} = {answer}",
      powerSolution: "घातांक गुणा करो: {m} × {n} = {answer}",
      zeroSolution: "किसी भी संख्या (0 के अलावा) की घात 0 का मान 1 है, इसलिए मान 1 × {b} = {answer}",
      negativeSolution: "ऋणात्मक घातांक का अर्थ है घात का व्युत्क्रम: 1 ÷ {power} = {answer}",
      fractionSolution: "अंश और हर दोनों की घात लो: {top} ÷ {bottom} = {answer}",
      standardSolution: "दशमलव बिंदु {places} स्थान {way} खिसकता है, इसलिए 10 की घात {answer} है।",
      left: "बाएँ",
      right: "दाएँ",
      multipliedExponents: "घातांक जोड़ने की जगह गुणा कर दिए",
      addedExponents: "घातांक गुणा करने की जगह जोड़ दिए",
      dividedExponents: "घातांक घटाने की जगह भाग दे दिया",
      zeroPowerIsZero: "a^0 को 0 मान लिया",
      zeroPowerIsBase: "a^0 को a मान लिया",
      negativeAsNegative: "a^(−m) को −a^m लिख दिया",
      poweredTopOnly: "भिन्न के केवल अंश की घात ली",
      countedDigits: "बिंदु के खिसकने के स्थानों की जगह सारे अंक गिन लिए",
      wrongSign: "10 की घात का चिह्न उल्टा ले लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const a = random.pick(BASES);
    if (step <= 3) {
      const m = random.int(step === 2 ? 4 : 2, 12);
      const n = random.int(2, step === 2 ? m - 1 : 9);
      const answer = step === 1 ? m + n : step === 2 ? m - n : m * n;
      const params = { a, m, n, answer };
      const key = ["productPrompt", "quotientPrompt", "powerPrompt"][step - 1] as string;
      const solution = ["productSolution", "quotientSolution", "powerSolution"][step - 1] as string;
      const wrongs: [number, string][] =
        step === 1
          ? [[m * n, "multipliedExponents"]]
          : step === 2
            ? [[m / n, "dividedExponents"]]
            : [[m + n, "addedExponents"]];
      return {
        values: [step],
        item: numericItem(say(key, params), answer, say("hint"), say(solution, params), wrongs),
      };
    }
    if (step === 4) {
      const b = random.int(2, 50);
      const params = { a, b, answer: b };
      return {
        values: [step],
        item: numericItem(say("zeroPrompt", params), b, say("hint"), say("zeroSolution", params), [
          [0, "zeroPowerIsZero"],
          [a * b, "zeroPowerIsBase"],
        ]),
      };
    }
    if (step === 5) {
      const base = random.pick([2, 3, 4, 5, 10] as const);
      const m = random.int(1, base === 10 ? 4 : 3);
      const power = base ** m;
      return {
        values: [step],
        item: fractionItem(
          say("negativePrompt", { a: base, m }),
          [1, power],
          say("hint"),
          say("negativeSolution", { power: indian(power), answer: `1/${power}` }),
          [[[-power, 1], "negativeAsNegative"]],
        ),
      };
    }
    if (step === 6) {
      const [p, q] = random.pick([
        [2, 3],
        [3, 4],
        [1, 2],
        [2, 5],
        [3, 5],
        [4, 5],
      ] as const);
      const m = random.int(2, 3);
      const [top, bottom] = [p ** m, q ** m];
      return {
        values: [step],
        item: fractionItem(
          say("fractionPrompt", { p, q, m }),
          [top, bottom],
          say("hint"),
          say("fractionSolution", { top, bottom, answer: `${top}/${bottom}` }),
          [[[top, q], "poweredTopOnly"]],
        ),
      };
    }
    // Standard form: mantissa digits d.dd and a power of ten.
    const digits = random.int(101, 999);
    const mantissa = `${Math.floor(digits / 100)}.${String(digits % 100).padStart(2, "0")}`;
    const large = step === 7 || (step === 9 && random.next() < 0.5);
    const power = large ? random.int(3, 9) : -random.int(2, 7);
    const number = large ? indian(digits * 10 ** (power - 2)) : `0.${"0".repeat(-power - 1)}${digits}`;
    const params = {
      number,
      mantissa,
      places: Math.abs(power),
      way: say(large ? "left" : "right"),
      answer: power < 0 ? `−${-power}` : power,
    };
    const digitCount = large
      ? String(digits * 10 ** (power - 2)).length
      : (number.split(".")[1] as string).length;
    return {
      values: [step],
      item: numericItem(
        say(large ? "largePrompt" : "smallPrompt", params),
        power,
        say("standardHint"),
        say("standardSolution", params),
        [
          [-power, "wrongSign"],
          [large ? digitCount : -digitCount, "countedDigits"],
        ],
      ),
    };
  },
});
