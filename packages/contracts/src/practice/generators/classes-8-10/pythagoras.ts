import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { choiceItem, numericItem, PRIMITIVE_TRIPLES, stepQuestion } from "./shared.ts";

/**
 * The Baudhayana–Pythagoras theorem. Bounds: 1 the hypotenuse, 2 a leg, 3 a ladder against a wall;
 * 4 whether three lengths make a right triangle, 5 the missing number of a triple (2m, m² − 1, m² + 1),
 * 6 the diagonal of a rectangle.
 */
const TRIPLES = [...PRIMITIVE_TRIPLES, [9, 40, 41]] as const;
export const YES_NO = ["yes", "no"] as const;

export const pythagoras = defineGenerator(about("pythagoras", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  const [u, v, w] = random.pick(TRIPLES);
  const k = random.int(1, 3);
  const [a, b, c] = [u * k, v * k, w * k];
  if (step === 1 || step === 6) {
    const params = { a, b, square: c * c, answer: c };
    return {
      values: [step],
      item: numericItem(
        say(step === 1 ? "hypotenusePrompt" : "diagonalPrompt", params),
        c,
        say("hint"),
        say("addSolution", params),
        [
          [a + b, "addedSides"],
          [c * c, "forgotRoot"],
        ],
      ),
    };
  }
  if (step === 2 || step === 3) {
    const params = { a, c, square: b * b, answer: b };
    return {
      values: [step],
      item: numericItem(
        say(step === 2 ? "legPrompt" : "ladderPrompt", params),
        b,
        say("hint"),
        say("subtractSolution", params),
        [
          [b * b, "forgotRoot"],
          [Math.sqrt(c * c + a * a), "addedSquares"],
        ],
      ),
    };
  }
  if (step === 5) {
    const m = random.int(2, 15);
    const [x, y] = [2 * m, m * m - 1];
    return stepQuestion(
      step,
      "triple",
      { m, a: x, b: y },
      m * m + 1,
      "hint",
      [
        [m * m - 1, "usedMinusOne"],
        [x + y, "addedSides"],
      ],
      { m, answer: m * m + 1 },
    );
  }
  // Half the time nudge the longest side so it is not right-angled.
  const right = random.next() < 0.5;
  const cc = right ? c : c + 1;
  const sum = a * a + b * b;
  const answer = sum === cc * cc ? 0 : 1;
  const item = choiceItem(
    say("checkPrompt", { a, b, c: cc }),
    YES_NO,
    answer,
    say("hint"),
    say("checkSolution", {
      a,
      b,
      c: cc,
      cc: cc * cc,
      sum,
      verdict: say(answer === 0 ? "equal" : "notEqual"),
    }),
    [[answer === 0 ? 1 : 0, "checkedAnySides"]],
  );
  return { values: [step], item };
});
