import { defineGenerator, indian, say } from "../define.ts";
import { choice, drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Patterns and number play: 1–3 the nth odd, square and triangular number, 4–6 whether a sum is
 * odd or even, 7–9 the next Virahanka number, 10–12 a 3 × 3 magic square's sum (from version 2, or the
 * third number of one of its lines), 13–15 one step
 * of Kaprekar's routine (largest arrangement − smallest).
 */
/** The eight lines (rows, columns, diagonals) of the Lo Shu magic square of 1 to 9. */
const LO_SHU_LINES = [
  [2, 7, 6],
  [9, 5, 1],
  [4, 3, 8],
  [2, 9, 4],
  [7, 5, 3],
  [6, 1, 8],
  [2, 5, 8],
  [4, 5, 6],
] as const;
const VIRAHANKA = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597];

export const numberPlay = defineGenerator({
  id: "numberPlay",
  version: 2,
  oldestVersion: 1,
  name: { en: "Number patterns and number play", hi: "संख्या पैटर्न और संख्याओं का खेल" },
  bounds: kindBounds(5),
  classes: [6, 7],
  skills: [
    "special-number-sequences",
    "odd-and-even-sums",
    "virahanka-numbers",
    "magic-squares",
    "kaprekar-routine",
  ],
  families: ["Mathematics", "Puzzles & Riddles"],
  texts: {
    en: {
      oddPrompt: "What is the {n}th odd number? (The odd numbers are 1, 3, 5, 7, …)",
      oddHint: "The nth odd number is one less than 2 × n.",
      oddSolution: "The {n}th odd number is 2 × {n} − 1 = {answer}",
      squarePrompt: "What is the {n}th square number? (The square numbers are 1, 4, 9, 16, …)",
      squareHint: "The nth square number is n × n: the dots in an n by n square.",
      squareSolution: "The {n}th square number is {n} × {n} = {answer}",
      trianglePrompt: "What is the {n}th triangular number? (The triangular numbers are 1, 3, 6, 10, …)",
      triangleHint: "The nth triangular number is 1 + 2 + … + n, which is half of n × (n + 1).",
      triangleSolution: "The {n}th triangular number is {n} × {next} ÷ 2 = {answer}",
      parityPrompt: "Without adding, is {sum} odd or even?",
      parityHint: "Count the odd numbers: each pair of them makes an even number.",
      paritySolution: "There are {odds} odd numbers in the sum. {pairs}\nSo the sum is {answer}.",
      oddCount: "One odd number is left over.",
      evenCount: "They pair up exactly.",
      odd: "odd",
      even: "even",
      virahankaPrompt:
        "In the Virahanka numbers each number is the sum of the two before it: 1, 2, 3, 5, 8, … What comes after {a}, {b}, {c}, {d}?",
      virahankaHint: "Add the last two numbers.",
      virahankaSolution: "Add the last two: {c} + {d} = {answer}",
      magicPrompt:
        "A 3 × 3 magic square uses each number from {first} to {last} once. What is the sum of each row?",
      magicHint: "All nine numbers together make three rows.",
      magicSolution: "The nine numbers add up to {total}, which is 3 rows:\n{total} ÷ 3 = {answer}",
      kaprekarPrompt:
        "Make the largest and the smallest number from the digits of {n}, and subtract. What do you get?",
      kaprekarHint: "Largest: digits big to small. Smallest: small to big.",
      kaprekarSolution: "Largest {large}, smallest {small}, so\n{large} − {small} = {answer}",
      offByOne: "Counted one place too far along the pattern",
      doubled: "Doubled the number instead of following the pattern's rule",
      noHalf: "Forgot to halve n × (n + 1)",
      oddsMakeOdd: "Thought odd numbers always add to odd",
      oddsMakeEven: "Thought odd numbers always add to even",
      addedDifference: "Added the last difference again",
      doubledLast: "Doubled the last number",
      addedAll: "Gave the total of all nine numbers",
      linePrompt:
        "A 3 × 3 magic square uses each number from {first} to {last} once. One of its rows, columns or diagonals holds {a} and {b}. What is the third number in it?",
      lineSolution:
        "Each line adds up to {total} ÷ 3 = {sum}.\nThe third number: {sum} − {a} − {b} = {answer}",
      usedAllNine: "Took the two numbers from the total of all nine, not from one line's sum",
      tookCentre: "Gave the middle number",
      subtractedReverse: "Subtracted the reversed number, not the smallest",
      addedArrangements: "Added instead of subtracting",
    },
    hi: {
      oddPrompt: "क्रम में {n}वीं विषम संख्या क्या है? (विषम संख्याएँ हैं 1, 3, 5, 7, …)",
      oddHint: "n-वीं विषम संख्या 2 × n से एक कम होती है।",
      oddSolution: "{n}वीं विषम संख्या = 2 × {n} − 1 = {answer}",
      squarePrompt: "क्रम में {n}वीं वर्ग संख्या क्या है? (वर्ग संख्याएँ हैं 1, 4, 9, 16, …)",
      squareHint: "n-वीं वर्ग संख्या n × n होती है: n गुणा n के वर्ग में बिंदु।",
      squareSolution: "{n}वीं वर्ग संख्या = {n} × {n} = {answer}",
      trianglePrompt: "क्रम में {n}वीं त्रिकोणीय संख्या क्या है? (त्रिकोणीय संख्याएँ हैं 1, 3, 6, 10, …)",
      triangleHint: "n-वीं त्रिकोणीय संख्या 1 + 2 + … + n होती है, जो n × (n + 1) का आधा है।",
      triangleSolution: "{n}वीं त्रिकोणीय संख्या = {n} × {next} ÷ 2 = {answer}",
      parityPrompt: "बिना जोड़े बताओ, {sum} विषम है या सम?",
      parityHint: "विषम संख्याएँ गिनो: हर दो विषम मिलकर सम बनती हैं।",
      paritySolution: "योग में {odds} विषम संख्याएँ हैं। {pairs}\nइसलिए योग {answer} है।",
      oddCount: "एक विषम संख्या बच जाती है।",
      evenCount: "ये पूरे जोड़ों में बँट जाती हैं।",
      odd: "विषम",
      even: "सम",
      virahankaPrompt:
        "विरहांक संख्याओं में हर संख्या अपने से पहले की दो संख्याओं का योग है: 1, 2, 3, 5, 8, … {a}, {b}, {c}, {d} के बाद कौन-सी संख्या आएगी?",
      virahankaHint: "अंतिम दो संख्याओं को जोड़ो।",
      virahankaSolution: "अंतिम दो को जोड़ो: {c} + {d} = {answer}",
      magicPrompt: "एक 3 × 3 जादुई वर्ग में {first} से {last} तक हर संख्या एक बार है। हर पंक्ति का योग क्या है?",
      magicHint: "नौ संख्याएँ मिलकर तीन पंक्तियाँ बनाती हैं।",
      magicSolution: "नौ संख्याओं का योग {total} है, जो 3 पंक्तियाँ हैं:\n{total} ÷ 3 = {answer}",
      kaprekarPrompt: "{n} के अंकों से सबसे बड़ी और सबसे छोटी संख्या बनाकर घटाओ। क्या मिला?",
      kaprekarHint: "सबसे बड़ी: अंक बड़े से छोटे। सबसे छोटी: छोटे से बड़े।",
      kaprekarSolution: "सबसे बड़ी {large}, सबसे छोटी {small}।\n{large} − {small} = {answer}",
      offByOne: "पैटर्न में एक स्थान आगे तक गिन लिया",
      doubled: "पैटर्न के नियम की जगह संख्या को दुगुना कर दिया",
      noHalf: "n × (n + 1) को आधा करना भूल गए",
      oddsMakeOdd: "सोचा कि विषम संख्याओं का योग हमेशा विषम होता है",
      oddsMakeEven: "सोचा कि विषम संख्याओं का योग हमेशा सम होता है",
      addedDifference: "अंतिम अंतर फिर से जोड़ दिया, मानो संख्याएँ एक ही अंतर से बढ़ती हों",
      doubledLast: "अंतिम संख्या को दुगुना कर दिया",
      addedAll: "एक पंक्ति की जगह नौ संख्याओं का कुल योग दे दिया",
      linePrompt:
        "एक 3 × 3 जादुई वर्ग में {first} से {last} तक हर संख्या एक बार है। उसकी किसी एक पंक्ति, स्तंभ या विकर्ण में {a} और {b} हैं। उसमें तीसरी संख्या क्या है?",
      lineSolution: "हर रेखा का योग {total} ÷ 3 = {sum} है।\nतीसरी संख्या: {sum} − {a} − {b} = {answer}",
      usedAllNine: "दोनों संख्याएँ एक रेखा के योग की जगह नौ संख्याओं के कुल योग से घटाईं",
      tookCentre: "पंक्ति के योग की जगह बीच वाली संख्या दे दी",
      subtractedReverse: "सबसे छोटी संख्या की जगह उलटी लिखी संख्या घटा दी",
      addedArrangements: "घटाने की जगह दोनों संख्याएँ जोड़ दीं",
    },
  },
  generate(random, min, max, version) {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      const n = random.int(4, 20);
      if (level === 1)
        return numeric(
          value,
          texts("oddPrompt", "oddHint", "oddSolution", { n, answer: 2 * n - 1 }),
          2 * n - 1,
          [
            ["offByOne", 2 * n + 1],
            ["doubled", 2 * n],
          ],
        );
      if (level === 2)
        return numeric(
          value,
          texts("squarePrompt", "squareHint", "squareSolution", { n, answer: n * n }),
          n * n,
          [
            ["doubled", 2 * n],
            ["offByOne", (n + 1) * (n + 1)],
          ],
        );
      const answer = (n * (n + 1)) / 2;
      return numeric(
        value,
        texts("trianglePrompt", "triangleHint", "triangleSolution", { n, next: n + 1, answer }),
        answer,
        [
          ["noHalf", n * (n + 1)],
          ["offByOne", ((n + 1) * (n + 2)) / 2],
        ],
      );
    }
    if (kind === 1) {
      const terms = Array.from({ length: level + 2 }, () =>
        random.int(11, [99, 999, 9999][level - 1] as number),
      );
      const odds = terms.filter((t) => t % 2 === 1).length;
      if (odds < 2) terms[0] = (terms[0] as number) | 1;
      if (terms.filter((t) => t % 2 === 1).length < 2) terms[1] = (terms[1] as number) | 1;
      const oddCount = terms.filter((t) => t % 2 === 1).length;
      const isOdd = oddCount % 2 === 1;
      const params = {
        sum: terms.map(indian).join(" + "),
        odds: oddCount,
        pairs: say(isOdd ? "oddCount" : "evenCount"),
        answer: say(isOdd ? "odd" : "even"),
      };
      return choice(
        value,
        texts("parityPrompt", "parityHint", "paritySolution", params),
        [say("odd"), say("even")],
        isOdd ? 0 : 1,
        isOdd ? [null, "oddsMakeEven"] : ["oddsMakeOdd", null],
      );
    }
    if (kind === 2) {
      const start = random.int([0, 3, 7][level - 1] as number, [2, 6, 11][level - 1] as number);
      const [a, b, c, d] = VIRAHANKA.slice(start, start + 4) as [number, number, number, number];
      return numeric(
        value,
        texts("virahankaPrompt", "virahankaHint", "virahankaSolution", { a, b, c, d, answer: c + d }),
        c + d,
        [
          ["addedDifference", d + (d - c)],
          ["doubledLast", 2 * d],
        ],
      );
    }
    if (kind === 3) {
      const first = level === 1 ? 1 : random.int(level === 2 ? 2 : 11, level === 2 ? 10 : 60);
      const total = Array.from({ length: 9 }, (_, i) => first + i).reduce((s, v) => s + v, 0);
      if (version >= 2 && random.next() < 0.5) {
        // Two numbers of one line of the Lo Shu square (1 to 9), moved up to start at the first number.
        const line = (random.pick(LO_SHU_LINES) as readonly number[]).map((v) => v + first - 1);
        const [i, j] = [random.int(0, 2), random.int(0, 1)];
        const rest = line.filter((_, k) => k !== i);
        const [a, b] = [line[i] as number, rest[j] as number];
        const third = total / 3 - a - b;
        return numeric(
          value,
          texts("linePrompt", "magicHint", "lineSolution", {
            first,
            last: first + 8,
            a,
            b,
            total,
            sum: total / 3,
            answer: third,
          }),
          third,
          [
            ["usedAllNine", total - a - b],
            ["tookCentre", first + 4],
          ],
        );
      }
      return numeric(
        value,
        texts("magicPrompt", "magicHint", "magicSolution", {
          first,
          last: first + 8,
          total,
          answer: total / 3,
        }),
        total / 3,
        [
          ["addedAll", total],
          ["tookCentre", first + 4],
        ],
      );
    }
    // Digits not all the same, no zero (so the smallest arrangement keeps all its places).
    const length = level === 1 ? 3 : 4;
    let digits: number[];
    do digits = Array.from({ length }, () => random.int(1, 9));
    while (new Set(digits).size < (level === 3 ? 2 : length));
    const n = Number(digits.join(""));
    const large = Number([...digits].sort((a, b) => b - a).join(""));
    const small = Number([...digits].sort((a, b) => a - b).join(""));
    const reversed = Number([...digits].reverse().join(""));
    const params = {
      n: indian(n),
      large: indian(large),
      small: indian(small),
      answer: indian(large - small),
    };
    return numeric(
      value,
      texts("kaprekarPrompt", "kaprekarHint", "kaprekarSolution", params),
      large - small,
      [
        ["subtractedReverse", Math.abs(n - reversed)],
        ["addedArrangements", large + small],
      ],
    );
  },
});
