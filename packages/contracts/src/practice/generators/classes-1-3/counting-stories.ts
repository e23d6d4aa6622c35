import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting told as a story about things a child has (mangoes, marbles, rupees). The
 * author's range is the two numbers' range: 2–9 for Class 1, up to 99 for Class 2, up to 999 for
 * Class 3.
 */
const THINGS = ["mangoes", "marbles", "balloons", "ladoos", "stamps", "biscuits"] as const;

export const countingStories = defineGenerator(
  about("countingStories", 1, CHILD_NAMES, STORY_TEXTS),
  { min: 2, max: 999, defaultMin: 2, defaultMax: 9, span: 2 },
  (random, min, max) => drawStory(random, min, max, () => ({ things: say(random.pick(THINGS)) })),
);
