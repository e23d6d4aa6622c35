import { defineGenerator, indian, say } from "../define.ts";
import { about } from "./about.ts";
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

export const numberPlay = defineGenerator(
  { ...about("numberPlay", 2), oldestVersion: 1 },
  kindBounds(5),
  (random, min, max, version) => {
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
);
