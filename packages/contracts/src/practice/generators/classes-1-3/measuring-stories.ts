import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting lengths told as a story: how much longer, how long
 * together, how much is left. The author's range is the two measures' range; up to 20 the story
 * measures with hand-spans, paper clips or cubes (Class 1's own units), above it in centimetres.
 */
const SMALL_UNITS = ["spans", "clips", "cubes"] as const;
const BIG_UNITS = ["cm"] as const;

export const measuringStories = defineGenerator({
  id: "measuringStories",
  version: 1,
  name: { en: "Story sums with lengths", hi: "लंबाई के कहानी वाले सवाल" },
  bounds: { min: 2, max: 999, defaultMin: 2, defaultMax: 20, span: 2 },
  classes: [1, 2, 3],
  skills: ["compare-lengths", "add-and-subtract-measures"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      ...STORY_TEXTS.en,
      join: "{name}'s ribbon is {a} {unit} long and {other}'s ribbon is {b} {unit} long. Tied end to end, how long are they together, in {unit}?",
      takeAway:
        "A rope is {a} {unit} long. {name} cuts off {b} {unit} of it for {other}. How long is the rope that is left, in {unit}?",
      compare:
        "{name}'s stick is {a} {unit} long. {other}'s stick is {b} {unit} long. How many {unit} longer is {name}'s stick?",
      spans: "hand-spans",
      clips: "paper clips",
      cubes: "cubes",
      cm: "cm",
    },
    hi: {
      ...CHILD_NAMES.hi,
      ...STORY_TEXTS.hi,
      join: "{name} का रिबन {a} {unit} लंबा है और {other} का रिबन {b} {unit} लंबा है। दोनों के सिरे जोड़ दें, तो कुल लंबाई कितने {unit} होगी?",
      takeAway:
        "एक रस्सी {a} {unit} लंबी है। {name} ने उसमें से {b} {unit} {other} के लिए काट दी। बची हुई रस्सी कितने {unit} लंबी है?",
      compare:
        "{name} की छड़ी {a} {unit} लंबी है। {other} की छड़ी {b} {unit} लंबी है। {name} की छड़ी कितने {unit} ज़्यादा लंबी है?",
      spans: "बित्ते",
      clips: "पेपर क्लिप",
      cubes: "घन",
      cm: "सेमी",
    },
  },
  generate: (random, min, max) =>
    drawStory(random, min, max, (r, big) => ({
      unit: say(big <= 20 ? r.pick(SMALL_UNITS) : r.pick(BIG_UNITS)),
    })),
});
