import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** Times tables: one table of the author's range, times 2 to 10 (× 1 teaches nothing of the table). */
export const tables = defineGenerator(
  { ...about("tables", 2), oldestVersion: 1 },
  { min: 2, max: 20, defaultMin: 2, defaultMax: 10 },
  (random, min, max, version) => {
    const table = random.int(min, max);
    // Version 1 drew × 1 too ("Count in 7s: 1 times").
    const times = random.int(version >= 2 ? 2 : 1, 10);
    const answer = table * times;
    const wrong = [
      { answer: table * (times + 1), misconception: say("oneMore", { table }) },
      { answer: table * (times - 1), misconception: say("oneFewer", { table }) },
      { answer: table + times, misconception: say("added") },
    ].filter((w) => w.answer !== answer && w.answer > 0);
    return {
      values: [table],
      item: {
        kind: "numeric",
        prompt: say("prompt", { table, times }),
        answer: String(answer),
        hint: say("hint", { table, times, twice: table * 2 }),
        solution: say("solution", {
          table,
          times,
          sum: Array.from({ length: times }, () => table).join(" + "),
          answer,
        }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
