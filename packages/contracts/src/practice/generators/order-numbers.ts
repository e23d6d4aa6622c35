import { defineGenerator, indian, say } from "./define.ts";

/** Putting four different numbers in order, smallest first. */
export const orderNumbers = defineGenerator({
  id: "orderNumbers",
  version: 1,
  name: { en: "Ordering numbers", hi: "संख्याओं को क्रम में लगाना" },
  bounds: { min: 1, max: 99_999, defaultMin: 1, defaultMax: 999, span: 3 },
  classes: [2, 3, 4],
  skills: ["compare-and-order-numbers"],
  families: ["Math Games", "Interactive Math"],
  texts: {
    en: {
      prompt: "Put these numbers in order, smallest first.",
      hint: "Compare the number of digits first, then the digits from the left.",
      solution: "{order}",
    },
    hi: {
      prompt: "इन संख्याओं को सबसे छोटी से शुरू करके बढ़ते क्रम में लगाओ।",
      hint: "पहले देखो किस संख्या में कितने अंक हैं, फिर बाईं ओर से अंकों की तुलना करो।",
      solution: "{order}",
    },
  },
  generate(random, min, max) {
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
});
