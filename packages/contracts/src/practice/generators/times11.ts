import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** Vedic Math: a two-digit number × 11, by writing the digits apart and their sum between them. */
export const times11 = defineGenerator(
  about("times11", 1),
  { min: 10, max: 99, defaultMin: 11, defaultMax: 99 },
  (random, min, max) => {
    const a = random.int(min, max);
    const tens = Math.floor(a / 10);
    const ones = a % 10;
    const sum = tens + ones;
    const answer = a * 11;
    const carry = sum >= 10;
    const params = { a, tens, ones, sum, answer, sumOnes: sum % 10, tensCarried: tens + 1 };
    const wrong = [
      // The carry is only missed when there is one: 59 × 11 written 5 4 9.
      ...(carry ? [{ answer: tens * 100 + (sum % 10) * 10 + ones, misconception: say("forgotCarry") }] : []),
      ...(carry ? [{ answer: Number(`${tens}${sum}${ones}`), misconception: say("wholeSum") }] : []),
      { answer: a * 10, misconception: say("timesTen") },
    ];
    return {
      values: [a],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a }),
        answer: String(answer),
        hint: say("hint"),
        solution: say(carry ? "solutionCarry" : "solution", params),
        wrongAnswers: wrong
          .filter((w) => w.answer !== answer)
          .map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
