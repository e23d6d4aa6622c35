import { defineGenerator, indian, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Squares and cubes. Bounds: 1 a square, 2 a square root, 3 a larger square root; 4 a cube, 5 a cube
 * root, 6 a larger cube root; 7 the sum of the first n odd numbers, 8 how many numbers lie between n²
 * and (n + 1)², 9 the smallest number to multiply by to make a perfect square.
 */
export const squaresCubes = defineGenerator({
  id: "squaresCubes",
  version: 1,
  name: { en: "Squares, cubes and their roots", hi: "वर्ग, घन और उनके मूल" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["squares-and-square-roots", "cubes-and-cube-roots", "square-patterns"],
  families: ["Mathematics"],
  texts: {
    en: {
      squarePrompt: "Find {n}².",
      rootPrompt: "Find the square root of {square}.",
      cubePrompt: "Find {n}³.",
      cubeRootPrompt: "Find the cube root of {cube}.",
      oddPrompt: "Find the sum of the first {n} odd numbers, 1 + 3 + 5 + …",
      betweenPrompt: "How many whole numbers lie strictly between {n}² and {next}²?",
      makeSquarePrompt:
        "What is the smallest number by which {value} must be multiplied to make it a perfect square?",
      hint: "n² = n × n and n³ = n × n × n. A square root undoes squaring; a cube root undoes cubing.",
      patternHint:
        "1 + 3 + 5 + … (n odd numbers) = n². Between n² and (n + 1)² lie 2n numbers. In a perfect square every prime factor comes in pairs.",
      squareSolution: "{n}² is {n} × {n} = {answer}",
      rootSolution: "{answer} × {answer} = {square}, so √{square} is {answer}.",
      cubeSolution: "{n}³ is {n} × {n} × {n} = {answer}",
      cubeRootSolution: "{answer} × {answer} × {answer} = {cube}, so the cube root is {answer}.",
      oddSolution: "The sum of the first n odd numbers is n²: {n} × {n} = {answer}",
      betweenSolution: "Numbers between: {next} × {next} − {n} × {n} − 1 = {answer}, which is 2 × {n}.",
      makeSquareSolution:
        "Prime factors: {factors}\nThe prime without a partner is {answer}; multiplying gives {value} × {answer} = {square}.",
      doubled: "Doubled the number instead of squaring it",
      tripled: "Multiplied by 3 instead of cubing",
      halved: "Halved the number instead of taking its square root",
      thirdOf: "Divided by 3 instead of taking the cube root",
      countedEnds: "Counted n² and (n + 1)² as well",
      usedN: "Took n instead of 2n",
      sumOfNumbers: "Added 1 + 2 + 3 + … instead of the odd numbers",
      gaveSquareRoot: "Gave a square root instead of the missing factor",
      gaveLargestPrime: "Gave the largest prime factor whether or not it has a partner",
    },
    hi: {
      squarePrompt: "{n}² ज्ञात करो।",
      rootPrompt: "{square} का वर्गमूल ज्ञात करो।",
      cubePrompt: "{n}³ ज्ञात करो।",
      cubeRootPrompt: "{cube} का घनमूल ज्ञात करो।",
      oddPrompt: "पहली {n} विषम संख्याओं 1 + 3 + 5 + … का योग ज्ञात करो।",
      betweenPrompt: "{n}² और {next}² के बीच (इन्हें छोड़कर) कितनी पूर्ण संख्याएँ हैं?",
      makeSquarePrompt: "{value} को किस सबसे छोटी संख्या से गुणा करें कि वह पूर्ण वर्ग बन जाए?",
      hint: "n² = n × n और n³ = n × n × n। वर्गमूल, वर्ग को उल्टा करता है; घनमूल, घन को।",
      patternHint:
        "1 + 3 + 5 + … (n विषम संख्याएँ) = n²। n² और (n + 1)² के बीच 2n संख्याएँ होती हैं। पूर्ण वर्ग में हर अभाज्य गुणनखंड जोड़ों में आता है।",
      squareSolution: "{n}² यानी {n} × {n} = {answer}",
      rootSolution: "{answer} × {answer} = {square}, इसलिए √{square} बराबर {answer} है।",
      cubeSolution: "{n}³ यानी {n} × {n} × {n} = {answer}",
      cubeRootSolution: "{answer} × {answer} × {answer} = {cube}, इसलिए घनमूल {answer} है।",
      oddSolution: "पहली n विषम संख्याओं का योग n² होता है: {n} × {n} = {answer}",
      betweenSolution: "बीच की संख्याएँ: {next} × {next} − {n} × {n} − 1 = {answer}, यानी 2 × {n}।",
      makeSquareSolution:
        "अभाज्य गुणनखंड: {factors}\nबिना जोड़ी वाला अभाज्य {answer} है; गुणा करने पर {value} × {answer} = {square}।",
      doubled: "वर्ग करने की जगह संख्या को दुगुना कर दिया",
      tripled: "घन करने की जगह 3 से गुणा कर दिया",
      halved: "वर्गमूल लेने की जगह संख्या को आधा कर दिया",
      thirdOf: "घनमूल लेने की जगह 3 से भाग दे दिया",
      countedEnds: "n² और (n + 1)² को भी गिन लिया",
      usedN: "2n की जगह n ले लिया",
      sumOfNumbers: "विषम संख्याओं की जगह 1 + 2 + 3 + … जोड़ दिया",
      gaveSquareRoot: "छूटे हुए गुणनखंड की जगह वर्गमूल दे दिया",
      gaveLargestPrime: "सबसे बड़ा अभाज्य गुणनखंड दे दिया, चाहे उसकी जोड़ी हो या न हो",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 3) {
      const n = step === 1 ? random.int(11, 40) : step === 2 ? random.int(11, 40) : random.int(41, 99);
      const square = n * n;
      if (step === 1)
        return {
          values: [step],
          item: numericItem(
            say("squarePrompt", { n }),
            square,
            say("hint"),
            say("squareSolution", { n, answer: square }),
            [[2 * n, "doubled"]],
          ),
        };
      return {
        values: [step],
        item: numericItem(
          say("rootPrompt", { square: indian(square) }),
          n,
          say("hint"),
          say("rootSolution", { square: indian(square), answer: n }),
          [[square / 2, "halved"]],
        ),
      };
    }
    if (step <= 6) {
      const n = step === 4 ? random.int(4, 15) : step === 5 ? random.int(4, 15) : random.int(16, 40);
      const cube = n * n * n;
      if (step === 4)
        return {
          values: [step],
          item: numericItem(
            say("cubePrompt", { n }),
            cube,
            say("hint"),
            say("cubeSolution", { n, answer: cube }),
            [
              [3 * n, "tripled"],
              [n * n, "doubled"],
            ],
          ),
        };
      return {
        values: [step],
        item: numericItem(
          say("cubeRootPrompt", { cube: indian(cube) }),
          n,
          say("hint"),
          say("cubeRootSolution", { cube: indian(cube), answer: n }),
          [[cube / 3, "thirdOf"]],
        ),
      };
    }
    if (step === 7) {
      const n = random.int(5, 40);
      return {
        values: [step],
        item: numericItem(
          say("oddPrompt", { n }),
          n * n,
          say("patternHint"),
          say("oddSolution", { n, answer: n * n }),
          [
            [(n * (n + 1)) / 2, "sumOfNumbers"],
            [2 * n, "doubled"],
          ],
        ),
      };
    }
    if (step === 8) {
      const n = random.int(5, 60);
      const params = { n, next: n + 1, answer: 2 * n };
      return {
        values: [step],
        item: numericItem(
          say("betweenPrompt", params),
          2 * n,
          say("patternHint"),
          say("betweenSolution", params),
          [
            [2 * n + 2, "countedEnds"],
            [n, "usedN"],
          ],
        ),
      };
    }
    // A square times one lonely prime: 2² × 3² × 5 needs one more 5.
    const base = random.int(2, 12);
    const lonely = random.pick([2, 3, 5, 7, 11].filter((p) => base % p !== 0));
    const value = base * base * lonely;
    const factors: number[] = [];
    let rest = value;
    for (let p = 2; rest > 1; p++)
      while (rest % p === 0) {
        factors.push(p);
        rest /= p;
      }
    const params = {
      value: indian(value),
      factors: factors.join(" × "),
      answer: lonely,
      square: indian(value * lonely),
    };
    return {
      values: [step],
      item: numericItem(
        say("makeSquarePrompt", params),
        lonely,
        say("patternHint"),
        say("makeSquareSolution", params),
        [
          [Math.max(...factors), "gaveLargestPrime"],
          [base, "gaveSquareRoot"],
        ],
      ),
    };
  },
});
