import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** Vedic Math: the square of a number ending in 5 (the tens times the next number, then 25). */
export const squareEnding5 = defineGenerator(
  { ...about("squareEnding5", 2), oldestVersion: 1 },
  { min: 5, max: 195, defaultMin: 15, defaultMax: 95, span: 10 },
  (random, min, max, version) => {
    const first = Math.max(0, Math.ceil((min - 5) / 10));
    const last = Math.max(0, Math.floor((max - 5) / 10));
    // Version 1 could ask 5² (0 × 1 = 0, then 25): nothing of the method to practise.
    const lowest = version >= 2 && last >= 1 ? Math.max(1, first) : first;
    const head = random.int(lowest, last);
    const a = head * 10 + 5;
    const answer = a * a;
    const wrong = [
      { answer: head * head * 100 + 25, misconception: say("headSquared", { head }) },
      { answer: a * 2, misconception: say("doubled") },
    ].filter((w) => w.answer !== answer);
    return {
      values: [a],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a }),
        answer: String(answer),
        hint: say("hint", { head, next: head + 1 }),
        solution: say("solution", { head, next: head + 1, product: head * (head + 1), a, answer }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
