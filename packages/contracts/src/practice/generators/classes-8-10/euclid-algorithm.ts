import type { Random } from "../../random.ts";
import { defineGenerator, indian, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Euclid's division algorithm for the HCF, as an algorithm to follow and count. Bounds: 1 the HCF of
 * two 2- or 3-digit numbers, 2 of 3-digit numbers, 3 of 4-digit numbers; 4 the remainder of the first
 * division, 5 how many divisions the algorithm takes, 6 the same for larger numbers.
 */
function pair(random: Random, digits: number) {
  for (;;) {
    const g = random.int(2, digits >= 4 ? 60 : 25);
    const low = Math.ceil(10 ** (digits - 1) / g);
    const high = Math.floor((10 ** digits - 1) / g);
    if (high - low < 3) continue;
    let u = random.int(low, high);
    let v = random.int(low, high);
    if (u === v) continue;
    if (u < v) [u, v] = [v, u];
    return [u * g, v * g] as const;
  }
}
function divisions(a: number, b: number) {
  const lines: { a: number; b: number; q: number; r: number }[] = [];
  let [x, y] = [a, b];
  while (y !== 0) {
    const q = Math.floor(x / y);
    const r = x - q * y;
    lines.push({ a: x, b: y, q, r });
    [x, y] = [y, r];
  }
  return { lines, hcf: x };
}

export const euclidAlgorithm = defineGenerator({
  id: "euclidAlgorithm",
  version: 1,
  name: { en: "Euclid's algorithm for the HCF", hi: "म.स. के लिए यूक्लिड की कलन-विधि" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["euclid-algorithm-hcf", "counting-steps-of-an-algorithm"],
  families: ["Mathematics"],
  texts: {
    en: {
      hcfPrompt: "Use Euclid's algorithm to find the HCF of {a} and {b}.",
      remainderPrompt:
        "Euclid's algorithm for the HCF of {a} and {b} starts by dividing {a} by {b}. What is the remainder?",
      stepsPrompt:
        "How many divisions does Euclid's algorithm make to find the HCF of {a} and {b} (counting the last one, whose remainder is 0)?",
      hint: "Divide the larger number by the smaller. Then divide the divisor by the remainder. Repeat until the remainder is 0: the last divisor is the HCF.",
      solution: "{lines}\nThe remainder is 0, so the HCF is the last divisor, {hcf}.",
      firstSolution: "{line}\nSo the remainder is {r}.",
      stepsSolution: "{lines}\nThat is {count} divisions.",
      gaveLastQuotient: "Gave the last quotient instead of the last divisor",
      gaveFirstRemainder: "Stopped after the first division and gave its remainder",
      gaveQuotient: "Gave the quotient instead of the remainder",
      gaveDifference: "Subtracted the numbers once instead of dividing",
      forgotLastDivision: "Did not count the last division, whose remainder is 0",
      countedRemainders: "Counted only the non-zero remainders, less one",
    },
    hi: {
      hcfPrompt: "यूक्लिड की कलन-विधि से {a} और {b} का म.स. ज्ञात करो।",
      remainderPrompt:
        "{a} और {b} का म.स. निकालने के लिए यूक्लिड की कलन-विधि {a} को {b} से भाग देकर शुरू होती है। शेषफल क्या है?",
      stepsPrompt:
        "{a} और {b} का म.स. निकालने में यूक्लिड की कलन-विधि कितनी बार भाग देती है (आखिरी भाग, जिसका शेषफल 0 है, भी गिनो)?",
      hint: "बड़ी संख्या को छोटी से भाग दो। फिर भाजक को शेषफल से भाग दो। शेषफल 0 होने तक दोहराओ: आखिरी भाजक म.स. है।",
      solution: "{lines}\nशेषफल 0 है, इसलिए म.स. आखिरी भाजक {hcf} है।",
      firstSolution: "{line}\nइसलिए शेषफल {r} है।",
      stepsSolution: "{lines}\nयानी {count} बार भाग।",
      gaveLastQuotient: "आखिरी भाजक की जगह आखिरी भागफल दे दिया",
      gaveFirstRemainder: "पहले भाग के बाद रुक गए और उसका शेषफल दे दिया",
      gaveQuotient: "शेषफल की जगह भागफल दे दिया",
      gaveDifference: "भाग देने की जगह एक बार घटा दिया",
      forgotLastDivision: "आखिरी भाग (जिसका शेषफल 0 है) नहीं गिना",
      countedRemainders: "केवल शून्य से अलग शेषफल गिने, एक कम",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const digits = step === 3 || step === 6 ? 4 : step === 1 ? 2 + random.int(0, 1) : 3;
    const [a, b] = pair(random, digits);
    const { lines, hcf } = divisions(a, b);
    const text = lines.map((l) => `→ ${indian(l.a)} = ${indian(l.b)} × ${l.q} + ${l.r}`).join("\n");
    const params = { a: indian(a), b: indian(b) };
    const first = lines[0] as { q: number; r: number };
    if (step <= 3)
      return {
        values: [step],
        item: numericItem(say("hcfPrompt", params), hcf, say("hint"), say("solution", { lines: text, hcf }), [
          [(lines.at(-1) as { q: number }).q, "gaveLastQuotient"],
          [first.r, "gaveFirstRemainder"],
        ]),
      };
    if (step === 4)
      return {
        values: [step],
        item: numericItem(
          say("remainderPrompt", params),
          first.r,
          say("hint"),
          say("firstSolution", { line: text.split("\n")[0] as string, r: first.r }),
          [
            [first.q, "gaveQuotient"],
            [a - b, "gaveDifference"],
          ],
        ),
      };
    return {
      values: [step],
      item: numericItem(
        say("stepsPrompt", params),
        lines.length,
        say("hint"),
        say("stepsSolution", { lines: text, count: lines.length }),
        [
          [lines.length - 1, "forgotLastDivision"],
          [lines.length - 2, "countedRemainders"],
        ],
      ),
    };
  },
});
