import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** The mean of three to five numbers, with a whole answer. */
export const mean = defineGenerator(
  about("mean", 1),
  { min: 1, max: 1000, defaultMin: 1, defaultMax: 50, span: 5 },
  (random, min, max) => {
    const count = random.int(3, 5);
    const values = Array.from({ length: count }, () => random.int(min, max));
    // Adjust the last number (inside the range) so the mean is whole.
    const rest = values.slice(0, -1).reduce((sum, v) => sum + v, 0);
    const lastDrawn = values[count - 1] as number;
    let fixed = lastDrawn - ((rest + lastDrawn) % count);
    if (fixed < min) fixed += count;
    if (fixed > max) fixed -= count;
    values[count - 1] = fixed;
    const total = rest + fixed;
    const answer = total / count;
    const wrong = [
      { answer: total, misconception: say("noDivide") },
      ...(total % (count - 1) === 0 ? [{ answer: total / (count - 1), misconception: say("oneFewer") }] : []),
    ].filter((w) => w.answer !== answer);
    return {
      values,
      item: {
        kind: "numeric",
        prompt: say("prompt", { values: values.join(", ") }),
        answer: String(answer),
        equivalents: true,
        hint: say("hint"),
        solution: say("solution", { sum: values.join(" + "), count, total, answer }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
