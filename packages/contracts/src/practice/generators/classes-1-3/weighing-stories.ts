import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting weights and amounts of water told as a story: how much heavier, how much in
 * all, how much is left. The author's range is the two measures' range; up to 20 things are weighed
 * against cubes on a balance and water is counted in mugs (Class 1's own units), above it in
 * kilograms (a cart's load) and litres (a tank).
 */
export const weighingStories = defineGenerator(
  about("weighingStories", 1, CHILD_NAMES, STORY_TEXTS),
  { min: 2, max: 999, defaultMin: 2, defaultMax: 20, span: 2 },
  (random, min, max) =>
    drawStory(random, min, max, (_r, big) => ({
      water: say(big <= 20 ? "mugs" : "litres"),
      weight: say(big <= 20 ? "cubes" : "kg"),
      // A pumpkin weighed against cubes; hundreds of kilograms are a cart's load.
      heavy: say(big <= 20 ? "pumpkin" : "bricks"),
      light: say(big <= 20 ? "watermelon" : "sand"),
    })),
);
