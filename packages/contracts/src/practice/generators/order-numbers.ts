import { about } from "./about.ts";
import { defineGenerator, indian, say } from "./define.ts";

/** Putting four different numbers in order, smallest first. */
export const orderNumbers = defineGenerator(
  about("orderNumbers", 1),
  { min: 1, max: 99_999, defaultMin: 1, defaultMax: 999, span: 3 },
  (random, min, max) => {
    const numbers = new Set<number>();
    while (numbers.size < Math.min(4, max - min + 1)) numbers.add(random.int(min, max));
    const sorted = [...numbers].sort((a, b) => a - b);
    return {
      values: sorted,
      item: {
        kind: "ordering",
        prompt: say("prompt"),
        items: sorted.map(indian),
        hint: say("hint"),
        solution: say("solution", { order: sorted.map(indian).join(" < ") }),
      },
    };
  },
);
