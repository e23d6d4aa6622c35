import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Percentages in use. Bounds: 1 a percentage increase, 2 a decrease, 3 the percentage change from two
 * values; 4 profit per cent, 5 loss per cent, 6 the selling price for a profit per cent; 7 the price
 * after a discount, 8 the discount per cent, 9 a price with GST added.
 */
export const percentChange = defineGenerator(about("percentChange", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  let base = 0;
  let p = 0;
  // Whole rupees and whole children: the change must be a whole number.
  do {
    base = random.pick([40, 50, 80, 120, 150, 200, 250, 400, 500, 600, 800, 1000, 1200, 1500, 2000]);
    p = random.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  } while ((base * p) % 100 !== 0);
  const change = (base * p) / 100;
  const up = [1, 3, 4, 6, 9].includes(step);
  const after = up ? base + change : base - change;
  if ([3, 4, 5, 8].includes(step)) {
    const key = { 3: "changePrompt", 4: "profitPrompt", 5: "lossPrompt", 8: "discountRatePrompt" }[
      step
    ] as string;
    const params = { base: indian(base), after: indian(after), change, answer: p };
    return {
      values: [step],
      item: numericItem(
        say(key, params),
        p,
        say("hint"),
        say(up ? "rateSolution" : "lossRateSolution", { ...params, base, after }),
        [
          [(change / after) * 100, "usedNewValue"],
          [change, "gaveChangeOnly"],
        ],
      ),
    };
  }
  const key = {
    1: "increasePrompt",
    2: "decreasePrompt",
    6: "sellPrompt",
    7: "discountPrompt",
    9: "gstPrompt",
  }[step] as string;
  const params = { base: indian(base), p, change, sign: up ? "+" : "−", answer: after };
  return {
    values: [step],
    item: numericItem(say(key, params), after, say("hint"), say("changeSolution", { ...params, base }), [
      [change, "gaveChange"],
      [up ? base - change : base + change, "wrongDirection"],
    ]),
  };
});
