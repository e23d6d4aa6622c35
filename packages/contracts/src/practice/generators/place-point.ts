import type { PointSetup } from "../touch.ts";
import { about } from "./about.ts";
import { defineGenerator, say, steps } from "./define.ts";
import { mixed } from "./number-line.ts";

/**
 * Placing a point on a number line (a touch answer: docs/adr/0651-touch-answers.md): the child taps
 * or drags the point, or moves it with the arrow keys, and it snaps to the line's marks. Steps of
 * difficulty: 1 whole numbers counting by ones, 2 counting by 2s, 5s or 10s, 3 halves and quarters.
 * Graded by value: the point on the mark whose value is the number.
 */
export const placePoint = defineGenerator(
  { ...about("placePoint", 1), fractions: true },
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    let line: PointSetup;
    let mark: number;
    let hint = say("wholeHint");
    let solution: ReturnType<typeof say>;
    let value: string;
    let further: string;
    if (step < 3) {
      const scale = step === 1 ? 1 : random.pick([2, 5, 10]);
      const from = scale * random.int(0, step === 1 ? 10 : 5);
      line = { touch: "point", from, to: from + 10 * scale, gaps: 10, labelEvery: 5 };
      mark = random.pick([1, 2, 3, 4, 6, 7, 8]);
      value = String(from + mark * scale);
      further = String(from + (mark + 1) * scale);
      solution = say("wholeSolution", { scale, from, mark, value });
    } else {
      const parts = random.pick([2, 4]);
      const wholes = random.int(2, 4);
      line = { touch: "point", from: 0, to: wholes, gaps: wholes * parts, labelEvery: parts };
      const whole = random.int(0, wholes - 1);
      mark = whole * parts + (parts === 2 ? 1 : random.pick([1, 3]));
      value = mixed(mark, parts);
      further = mixed(mark + 1, parts);
      hint = say("fractionHint", { parts });
      solution = say("fractionSolution", { parts, value, mark });
    }
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("prompt", { value }),
        answer: value,
        touch: line,
        hint,
        solution,
        wrongAnswers: [{ answer: further, misconception: say("countedFirstMark") }],
      },
    };
  },
);
