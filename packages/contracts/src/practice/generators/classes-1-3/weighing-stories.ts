import { defineGenerator, say } from "../define.ts";
import ABOUT from "./about.json" with { type: "json" };
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting weights and amounts of water told as a story: how much heavier, how much in
 * all, how much is left. The author's range is the two measures' range; up to 20 things are weighed
 * against cubes on a balance and water is counted in mugs (Class 1's own units), above it in
 * kilograms (a cart's load) and litres (a tank).
 */
export const weighingStories = defineGenerator({
  id: "weighingStories",
  version: 1,
  ...ABOUT.weighingStories,
  texts: {
    en: { ...CHILD_NAMES.en, ...STORY_TEXTS.en, ...ABOUT.weighingStories.texts.en },
    hi: { ...CHILD_NAMES.hi, ...STORY_TEXTS.hi, ...ABOUT.weighingStories.texts.hi },
  },
  bounds: { min: 2, max: 999, defaultMin: 2, defaultMax: 20, span: 2 },
  generate: (random, min, max) =>
    drawStory(random, min, max, (_r, big) => ({
      water: say(big <= 20 ? "mugs" : "litres"),
      weight: say(big <= 20 ? "cubes" : "kg"),
      // A pumpkin weighed against cubes; hundreds of kilograms are a cart's load.
      heavy: say(big <= 20 ? "pumpkin" : "bricks"),
      light: say(big <= 20 ? "watermelon" : "sand"),
    })),
});
