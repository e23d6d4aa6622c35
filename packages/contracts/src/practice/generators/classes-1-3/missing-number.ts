import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, twoNames } from "./shared.ts";

/**
 * The missing part of a sum: making 10, making 20, making 100 ("7 + ? = 10"). The author's range is
 * the total's range. Some questions are told as a story ("how many more to have 10?").
 */
const THINGS = ["buttons", "marbles", "stickers", "pebbles"] as const;

export const missingNumber = defineGenerator(
  about("missingNumber", 1, CHILD_NAMES),
  { min: 5, max: 100, defaultMin: 5, defaultMax: 10 },
  (random, min, max) => {
    const total = random.int(Math.max(min, 3), max);
    const part = random.int(1, total - 1);
    const answer = total - part;
    const form = random.int(0, 2);
    const [name] = twoNames(random);
    const prompt =
      form === 0
        ? say("first", { part, total })
        : form === 1
          ? say("second", { part, total })
          : say("story", { name, part, total, things: say(random.pick(THINGS)) });
    return {
      values: [total],
      item: numericItem(
        prompt,
        answer,
        say("hint", { part, total }),
        say("solution", { part, total, answer }),
        [
          { answer: part + total, misconception: say("addedInstead") },
          { answer: answer + 1, misconception: say("countedStart") },
        ],
      ),
    };
  },
);
