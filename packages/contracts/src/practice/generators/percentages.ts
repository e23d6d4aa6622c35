import { about } from "./about.ts";
import { defineGenerator, indian, say } from "./define.ts";

/** A percentage of a number, with a whole answer. */
const PERCENTS = [5, 10, 20, 25, 50, 75];

export const percentages = defineGenerator(
  about("percentages", 1),
  { min: 20, max: 10_000, defaultMin: 20, defaultMax: 500, span: 20 },
  (random, min, max) => {
    const percent = random.pick(PERCENTS);
    // A whole answer: the number is a multiple of 100 / gcd(percent, 100).
    const step = percent % 25 === 0 ? 4 : percent % 10 === 0 ? 10 : 20;
    const first = Math.ceil(min / step);
    const last = Math.max(first, Math.floor(max / step));
    const number = random.int(first, last) * step;
    const answer = (number * percent) / 100;
    const wrong = [
      { answer: number - answer, misconception: say("rest", { percent, restPercent: 100 - percent }) },
      ...(number % percent === 0
        ? [{ answer: number / percent, misconception: say("dividedByPercent", { percent }) }]
        : []),
    ].filter((w) => w.answer !== answer);
    return {
      values: [number],
      item: {
        kind: "numeric",
        prompt: say("prompt", { percent, number: indian(number) }),
        answer: String(answer),
        hint: say("hint", { percent }),
        solution: say("solution", { percent, number: indian(number), answer: indian(answer) }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
