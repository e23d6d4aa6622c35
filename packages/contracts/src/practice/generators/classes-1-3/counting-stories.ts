import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Adding and subtracting told as a story about things a child has (mangoes, marbles, rupees). The
 * author's range is the two numbers' range: 2–9 for Class 1, up to 99 for Class 2, up to 999 for
 * Class 3.
 */
const THINGS = ["mangoes", "marbles", "balloons", "ladoos", "stamps", "biscuits"] as const;

export const countingStories = defineGenerator({
  id: "countingStories",
  version: 1,
  name: { en: "Story sums: how many now, left, more", hi: "कहानी वाले सवाल: अब कितने, कितने बचे, कितने ज़्यादा" },
  bounds: { min: 2, max: 999, defaultMin: 2, defaultMax: 9, span: 2 },
  classes: [1, 2, 3],
  skills: ["add-and-subtract-in-a-story"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      ...STORY_TEXTS.en,
      join: "{name} has {a} {things}. {other} gives {name} {b} more. How many {things} does {name} have now?",
      takeAway:
        "{name} had {a} {things} and gave {b} of them to {other}. How many {things} are left with {name}?",
      compare:
        "{name} has {a} {things}. {other} has {b} {things}. How many more {things} does {name} have than {other}?",
      mangoes: "mangoes",
      marbles: "marbles",
      balloons: "balloons",
      ladoos: "ladoos",
      stamps: "stamps",
      biscuits: "biscuits",
    },
    hi: {
      ...CHILD_NAMES.hi,
      ...STORY_TEXTS.hi,
      join: "{name} के पास {a} {things} हैं। {other} ने {name} को {b} {things} और दिए। अब {name} के पास कितने {things} हैं?",
      takeAway:
        "{name} के पास {a} {things} थे। उसने {b} {things} {other} को दे दिए। {name} के पास कितने {things} बचे?",
      compare:
        "{name} के पास {a} {things} हैं। {other} के पास {b} {things} हैं। {name} के पास {other} से कितने {things} ज़्यादा हैं?",
      mangoes: "आम",
      marbles: "कंचे",
      balloons: "गुब्बारे",
      ladoos: "लड्डू",
      stamps: "टिकट",
      biscuits: "बिस्कुट",
    },
  },
  generate: (random, min, max) => drawStory(random, min, max, () => ({ things: say(random.pick(THINGS)) })),
});
