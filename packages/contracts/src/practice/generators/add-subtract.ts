import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** Adding or subtracting two numbers of the author's range (the bigger first when subtracting). */

/**
 * Column by column from the ones, as a child writes it: `column` gives each column's digit, and the
 * leftmost column is written whole (9 + 1 under the last column is written 10).
 */
function byColumns(a: number, b: number, column: (x: number, y: number) => number, leftmost = column) {
  let result = 0;
  for (let place = 1; place <= Math.max(a, b); place *= 10) {
    const x = Math.floor(a / place) % 10;
    const y = Math.floor(b / place) % 10;
    result += (place * 10 > Math.max(a, b) ? leftmost(x, y) : column(x, y)) * place;
  }
  return result;
}

export const addSubtract = defineGenerator(
  { ...about("addSubtract", 2), oldestVersion: 1 },
  { min: 1, max: 9999, defaultMin: 10, defaultMax: 99 },
  (random, min, max, version) => {
    const a = random.int(min, max);
    let b = random.int(min, max);
    const add = random.next() < 0.5;
    // From version 2 a subtraction never takes a number from itself (the answer 0 teaches nothing).
    if (version >= 2 && !add && a === b && max > min) b = b === max ? b - 1 : b + 1;
    const [big, small] = a >= b ? [a, b] : [b, a];
    const answer = add ? a + b : big - small;
    const wrong = add
      ? {
          answer: byColumns(
            a,
            b,
            (x, y) => (x + y) % 10,
            (x, y) => x + y,
          ),
          misconception: say("noCarry"),
        }
      : { answer: byColumns(big, small, (x, y) => Math.abs(x - y)), misconception: say("smallerFromBigger") };
    return {
      values: add ? [a, b] : [big, small],
      item: {
        kind: "numeric",
        prompt: add ? say("add", { a, b }) : say("subtract", { a: big, b: small }),
        answer: String(answer),
        hint: say(add ? "addHint" : "subtractHint"),
        solution: add
          ? say("addSolution", { a, b, answer })
          : say("subtractSolution", { a: big, b: small, answer }),
        wrongAnswers:
          wrong.answer === answer
            ? []
            : [{ answer: String(wrong.answer), misconception: wrong.misconception }],
      },
    };
  },
);
