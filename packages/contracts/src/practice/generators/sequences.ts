import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** The next term of a sequence that grows by the same step. */
export const sequences = defineGenerator(
  about("sequences", 1),
  { min: 1, max: 500, defaultMin: 1, defaultMax: 50 },
  (random, min, max) => {
    const start = random.int(min, max);
    const step = random.int(2, 12);
    const terms = Array.from({ length: 4 }, (_, i) => start + i * step);
    const last = start + 3 * step;
    const next = last + step;
    return {
      values: [start],
      item: {
        kind: "numeric",
        prompt: say("prompt", { terms: terms.join(", ") }),
        answer: String(next),
        hint: say("hint"),
        solution: say("solution", { step, last, next }),
        wrongAnswers: [
          { answer: String(last + 1), misconception: say("addedOne") },
          { answer: String(last + 2 * step), misconception: say("skipped") },
        ],
      },
    };
  },
);
