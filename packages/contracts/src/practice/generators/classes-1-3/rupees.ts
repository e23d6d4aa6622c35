import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Money in rupees, told in words (no picture, so a chapter's questions stay small on a phone).
 * Steps of difficulty: 1 count the coins in a purse (₹1, ₹2, ₹5, ₹10, up to ₹50), 2 spend, get or
 * compare amounts up to ₹99, 3 the same up to ₹500 (from version 2 a total stays within them too).
 */
const COINS = [1, 2, 5, 10];
const THINGS = ["kite", "ball", "notebook", "toyCar"] as const;

export const rupees = defineGenerator(
  { ...about("rupees", 2, CHILD_NAMES, STORY_TEXTS), oldestVersion: 1 },
  steps(3, 2),
  (random, min, max, version) => {
    const step = random.int(min, max);
    if (step === 1) return purse(random);
    const top = step === 2 ? 99 : 500;
    // From version 2 two amounts put together stay within the step's top too (₹99, ₹500), as the
    // step promises: a Class 1 or 2 purse never holds more than its class counts to.
    for (;;) {
      const story = drawStory(random, step === 2 ? 10 : 100, top, (r) => ({ thing: say(r.pick(THINGS)) }));
      if (version < 2 || Number((story.item as { answer?: unknown }).answer) <= top)
        return { ...story, values: [step] };
    }
  },
);

function purse(random: Random): Draft {
  for (;;) {
    const kinds = COINS.filter(() => random.next() < 0.6).slice(0, 3);
    if (kinds.length < 2) continue;
    const counts = kinds.map(() => random.int(1, 5));
    const totals = kinds.map((value, i) => value * (counts[i] as number));
    const answer = totals.reduce((s, t) => s + t, 0);
    if (answer > 50 || counts.every((c) => c === 1)) continue;
    const pieces = kinds.map((value, i) =>
      counts[i] === 1 ? say("coin", { value }) : say("coins", { value, count: counts[i] as number }),
    );
    const each = kinds.map((value, i) =>
      say("kind", { value, count: counts[i] as number, total: totals[i] as number }),
    );
    const [a, b, c] = pieces as [Text, Text, Text | undefined];
    const [x, y, z] = each as [Text, Text, Text | undefined];
    const [name] = twoNames(random);
    return {
      values: [1],
      item: {
        kind: "numeric",
        prompt: say("coinsPrompt", {
          name,
          list: c ? say("list3", { a, b, c }) : say("list2", { a, b }),
        }),
        answer: String(answer),
        unit: "rupee",
        hint: say("coinsHint"),
        solution: say("coinsSolution", {
          kinds: z ? say("kinds3", { a: x, b: y, c: z }) : say("kinds2", { a: x, b: y }),
          sum: totals.join(" + "),
          answer,
        }),
        wrongAnswers: wrongAnswers(answer, [
          { answer: counts.reduce((s, n) => s + n, 0), misconception: say("countedPieces") },
          { answer: kinds.reduce((s, v) => s + v, 0), misconception: say("eachKindOnce") },
        ]),
      },
    };
  }
}
