import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting lengths told as a story: how much longer, how long
 * together, how much is left. The author's range is the two measures' range; up to 20 the story
 * measures with hand-spans, paper clips or cubes (Class 1's own units), above it in centimetres.
 */
const SMALL_UNITS = ["spans", "clips", "cubes"] as const;
const BIG_UNITS = ["cm"] as const;

export const measuringStories = defineGenerator(
  about("measuringStories", 1, CHILD_NAMES, STORY_TEXTS),
  { min: 2, max: 999, defaultMin: 2, defaultMax: 20, span: 2 },
  (random, min, max) =>
    drawStory(random, min, max, (r, big) => ({
      unit: say(big <= 20 ? r.pick(SMALL_UNITS) : r.pick(BIG_UNITS)),
    })),
);
