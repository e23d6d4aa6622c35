import { defineGenerator, say } from "../define.ts";
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
  name: { en: "Story sums with weights and water", hi: "वज़न और पानी के कहानी वाले सवाल" },
  bounds: { min: 2, max: 999, defaultMin: 2, defaultMax: 20, span: 2 },
  classes: [1, 2, 3],
  skills: ["heavier-and-lighter", "add-and-subtract-measures"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      ...STORY_TEXTS.en,
      join: "{name} pours {a} {water} of water into a tank, and {other} pours in {b} {water} more. How much water is in the tank in all, in {water}?",
      takeAway:
        "A tank has {a} {water} of water. {name} uses {b} {water} to water the plants. How much water is left, in {water}?",
      compare:
        "The {heavy} weighs {a} {weight}. The {light} weighs {b} {weight}. How many {weight} heavier is the {heavy}?",
      mugs: "mugs",
      litres: "litres",
      cubes: "cubes",
      kg: "kg",
      pumpkin: "pumpkin",
      watermelon: "watermelon",
      bricks: "cart of bricks",
      sand: "cart of sand",
    },
    hi: {
      ...CHILD_NAMES.hi,
      ...STORY_TEXTS.hi,
      join: "{name} ने एक टंकी में {a} {water} पानी डाला, और {other} ने {b} {water} पानी और डाला। टंकी में कुल कितने {water} पानी है?",
      takeAway: "एक टंकी में {a} {water} पानी है। {name} ने पौधों को {b} {water} पानी दिया। कितने {water} पानी बचा?",
      compare:
        "{heavy} का वज़न {a} {weight} है। {light} का वज़न {b} {weight} है। {heavy} कितने {weight} ज़्यादा भारी है?",
      mugs: "मग",
      litres: "लीटर",
      cubes: "घन",
      kg: "किग्रा",
      pumpkin: "कद्दू",
      watermelon: "तरबूज़",
      bricks: "ईंटों की गाड़ी",
      sand: "रेत की गाड़ी",
    },
  },
  generate: (random, min, max) =>
    drawStory(random, min, max, (_r, big) => ({
      water: say(big <= 20 ? "mugs" : "litres"),
      weight: say(big <= 20 ? "cubes" : "kg"),
      // A pumpkin weighed against cubes; hundreds of kilograms are a cart's load.
      heavy: say(big <= 20 ? "pumpkin" : "bricks"),
      light: say(big <= 20 ? "watermelon" : "sand"),
    })),
});
