import { defineGenerator, say } from "../define.ts";
import { fractionItem, fractionText, numericItem } from "./shared.ts";

/**
 * Real numbers. Bounds: 1 a recurring decimal 0.aaa… as p/q, 2 0.ababab…, 3 0.abbb… (one digit before
 * the repeat); 4 a root a^(1/n), 5 a power a^(m/n), 6 the square of a surd (k√m)².
 */
const ROOTS = [
  [4, 2],
  [9, 2],
  [16, 2],
  [25, 2],
  [36, 2],
  [49, 2],
  [64, 2],
  [81, 2],
  [100, 2],
  [8, 3],
  [27, 3],
  [64, 3],
  [125, 3],
  [216, 3],
  [1000, 3],
  [16, 4],
  [81, 4],
  [32, 5],
] as const;

export const numberSystems = defineGenerator({
  id: "numberSystems",
  version: 1,
  name: { en: "Recurring decimals, roots and surds", hi: "आवर्ती दशमलव, मूल और करणी" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9],
  skills: ["recurring-decimal-to-fraction", "rational-exponents-and-surds"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      decimalPrompt: "Write {decimal} (the digits {repeat} repeat for ever) in the form p/q.",
      rootPrompt: "Find the value of {a}^(1/{n}).",
      powerPrompt: "Find the value of {a}^({m}/{n}).",
      surdPrompt: "Find the value of ({k}√{s})².",
      decimalHint:
        "Call the number x. Multiply by 10 or 100 so the repeating part lines up, then subtract x.",
      powerHint: "a^(1/n) is the number whose nth power is a; a^(m/n) = (a^(1/n))^m; (k√m)² = k² × m.",
      oneSolution:
        "Let x be the number; 10x is {digit}.{digit}{digit}…\nSubtract: 9x equals {digit}, so x = {digit}/9 = {answer}",
      twoSolution:
        "Let x be the number; 100x is {pair}.{pair}…\nSubtract: 99x equals {pair}, so x = {pair}/99 = {answer}",
      mixedSolution:
        "Let x be the number; 10x is {first}.{repeat}{repeat}… and 100x is {both}.{repeat}{repeat}…\nSubtract: 90x equals {both} − {first} = {top}, so x = {top}/90 = {answer}",
      rootSolution: "{root} multiplied by itself {n} times is {a}, so the value is {root}.",
      powerSolution:
        "First the root: {root}, since {root} to the power {n} is {a}.\nThen the power: {powers} = {answer}",
      surdSolution: "({k}√{s})² is {k}² × (√{s})²: {k} × {k} × {s} = {answer}",
      usedPowerOfTen: "Put the repeating digits over 10 or 100 instead of 9 or 99",
      treatedAllAsRepeating: "Treated every digit after the point as repeating",
      multipliedByFraction: "Multiplied the number by the power instead of taking a root",
      multipliedRootByM: "Multiplied the root by m instead of raising it to the power m",
      tookSquareRoot: "Took the square root whatever the root asked for",
      squaredOnlySurd: "Squared the surd but not the number in front",
      squaredUnderRoot: "Squared the number under the root as well",
    },
    hi: {
      decimalPrompt: "{decimal} (अंक {repeat} सदा दोहराते हैं) को p/q के रूप में लिखो।",
      rootPrompt: "{a}^(1/{n}) का मान ज्ञात करो।",
      powerPrompt: "{a}^({m}/{n}) का मान ज्ञात करो।",
      surdPrompt: "({k}√{s})² का मान ज्ञात करो।",
      decimalHint: "संख्या को x मानो। 10 या 100 से गुणा करो ताकि दोहराने वाला भाग एक सीध में आ जाए, फिर x घटाओ।",
      powerHint: "a^(1/n) वह संख्या है जिसकी n-वीं घात a है; a^(m/n) = (a^(1/n))^m; (k√m)² = k² × m।",
      oneSolution:
        "माना संख्या x है; 10x बराबर {digit}.{digit}{digit}…\nघटाओ: 9x बराबर {digit}, इसलिए x = {digit}/9 = {answer}",
      twoSolution:
        "माना संख्या x है; 100x बराबर {pair}.{pair}…\nघटाओ: 99x बराबर {pair}, इसलिए x = {pair}/99 = {answer}",
      mixedSolution:
        "माना संख्या x है; 10x बराबर {first}.{repeat}{repeat}… और 100x बराबर {both}.{repeat}{repeat}…\nघटाओ: 90x बराबर {both} − {first} = {top}, इसलिए x = {top}/90 = {answer}",
      rootSolution: "{root} को {n} बार आपस में गुणा करने पर {a} मिलता है, इसलिए मान {root} है।",
      powerSolution: "पहले मूल: {root}, क्योंकि {root} की {n}-वीं घात {a} है।\nफिर घात: {powers} = {answer}",
      surdSolution: "({k}√{s})² बराबर {k}² × (√{s})²: {k} × {k} × {s} = {answer}",
      usedPowerOfTen: "दोहराने वाले अंकों को 9 या 99 की जगह 10 या 100 पर रखा",
      treatedAllAsRepeating: "दशमलव के बाद के सभी अंकों को दोहराने वाला मान लिया",
      multipliedByFraction: "मूल लेने की जगह संख्या को घात से गुणा कर दिया",
      multipliedRootByM: "मूल की m-वीं घात लेने की जगह उसे m से गुणा कर दिया",
      tookSquareRoot: "जो भी मूल पूछा गया हो, वर्गमूल ले लिया",
      squaredOnlySurd: "करणी का वर्ग किया, पर आगे वाली संख्या का नहीं",
      squaredUnderRoot: "मूल के अंदर की संख्या का भी वर्ग कर दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) {
      const digit = random.int(1, 8);
      const decimal = `0.${String(digit).repeat(4)}…`;
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal, repeat: String(digit) }),
          [digit, 9],
          say("decimalHint"),
          say("oneSolution", { digit, answer: fractionText(digit, 9) }),
          [[[digit, 10], "usedPowerOfTen"]],
        ),
      };
    }
    if (step === 2) {
      let pair = random.int(10, 98);
      if (pair % 11 === 0) pair += 1;
      const text = String(pair);
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal: `0.${text.repeat(3)}…`, repeat: text }),
          [pair, 99],
          say("decimalHint"),
          say("twoSolution", { pair: text, answer: fractionText(pair, 99) }),
          [[[pair, 100], "usedPowerOfTen"]],
        ),
      };
    }
    if (step === 3) {
      const first = random.int(1, 9);
      let repeat = random.int(1, 9);
      if (repeat === first) repeat = (repeat % 9) + 1;
      const both = first * 10 + repeat;
      const top = both - first;
      return {
        values: [step],
        item: fractionItem(
          say("decimalPrompt", { decimal: `0.${first}${String(repeat).repeat(4)}…`, repeat: String(repeat) }),
          [top, 90],
          say("decimalHint"),
          say("mixedSolution", { first, repeat, both, top, answer: fractionText(top, 90) }),
          [
            [[both, 100], "usedPowerOfTen"],
            [[both, 99], "treatedAllAsRepeating"],
          ],
        ),
      };
    }
    if (step === 6) {
      const k = random.int(2, 9);
      const s = random.pick([2, 3, 5, 6, 7, 10, 11]);
      const answer = k * k * s;
      return {
        values: [step],
        item: numericItem(
          say("surdPrompt", { k, s }),
          answer,
          say("powerHint"),
          say("surdSolution", { k, s, answer }),
          [
            [k * s, "squaredOnlySurd"],
            [k * k * s * s, "squaredUnderRoot"],
          ],
        ),
      };
    }
    const [a, n] = random.pick(ROOTS);
    const root = Math.round(a ** (1 / n));
    if (step === 4)
      return {
        values: [step],
        item: numericItem(
          say("rootPrompt", { a, n }),
          root,
          say("powerHint"),
          say("rootSolution", { a, n, root }),
          [
            [a / n, "multipliedByFraction"],
            [Math.sqrt(a), "tookSquareRoot"],
          ],
        ),
      };
    const m = random.int(2, 3);
    const answer = root ** m;
    const powers = Array.from({ length: m }, () => root).join(" × ");
    return {
      values: [step],
      item: numericItem(
        say("powerPrompt", { a, m, n }),
        answer,
        say("powerHint"),
        say("powerSolution", { a, n, root, powers, answer }),
        [
          [(a * m) / n, "multipliedByFraction"],
          [root * m, "multipliedRootByM"],
        ],
      ),
    };
  },
});
