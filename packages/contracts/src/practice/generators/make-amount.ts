import { about } from "./about.ts";
import { defineGenerator, indian, say, steps } from "./define.ts";

/**
 * Making an amount from notes and coins (a touch answer: docs/adr/0651-touch-answers.md): the child
 * taps notes and coins into a tray; any combination adding up to the amount is right. Steps of
 * difficulty: 1 coins up to ₹50, 2 notes and coins up to ₹200, 3 notes up to ₹500, amounts to ₹1,000.
 */
const TRAYS = {
  1: { coins: [1, 2, 5, 10], notes: [], low: 5, high: 50 },
  2: { coins: [1, 2, 5, 10], notes: [10, 20, 50, 100], low: 21, high: 200 },
  3: { coins: [1, 2, 5, 10, 20], notes: [10, 20, 50, 100, 200, 500], low: 101, high: 1000 },
} as const;

export const makeAmount = defineGenerator(about("makeAmount", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max) as 1 | 2 | 3;
  const tray = TRAYS[step];
  const amount = random.int(tray.low, tray.high);
  // The worked way: biggest first (the Indian notes and coins make every amount this way).
  const pieces: number[] = [];
  let left = amount;
  for (const value of [...new Set([...tray.notes, ...tray.coins])].sort((a, b) => b - a))
    while (left >= value) {
      pieces.push(value);
      left -= value;
    }
  const tens = amount - (amount % 10);
  return {
    values: [step],
    item: {
      kind: "numeric",
      prompt: say("prompt", { amount: indian(amount) }),
      answer: String(amount),
      unit: "rupee",
      touch: { touch: "money", coins: [...tray.coins], notes: [...tray.notes] },
      hint: say("hint"),
      solution: say("solution", { amount: indian(amount), pieces: pieces.join(" + ") }),
      wrongAnswers:
        tens > 0 && tens !== amount ? [{ answer: String(tens), misconception: say("droppedOnes") }] : [],
    },
  };
});
