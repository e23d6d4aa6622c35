import { defineGenerator, say } from "../define.ts";
import { drawPattern, PATTERN_TEXTS } from "./repeating-pattern.ts";

/**
 * What comes next in a pattern of lines: standing (|), sleeping (—), slanting (/ and \) and curved
 * (~) lines, as Class 2's "Playing with Lines" names them. Steps of difficulty as the shape patterns.
 */
const LINES: Record<string, string> = {
  "|": "standing",
  "—": "sleeping",
  "/": "slantingRight",
  "\\": "slantingLeft",
  "~": "curved",
};

export const linePatterns = defineGenerator({
  id: "linePatterns",
  version: 1,
  name: { en: "Continue a pattern of lines", hi: "रेखाओं का पैटर्न आगे बढ़ाना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3],
  skills: ["standing-sleeping-slanting-lines", "continue-a-repeating-pattern"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...PATTERN_TEXTS.en,
      standing: "standing line ( | )",
      sleeping: "sleeping line ( — )",
      slantingRight: "slanting line ( / )",
      slantingLeft: "slanting line ( \\ )",
      curved: "curved line ( ~ )",
    },
    hi: {
      ...PATTERN_TEXTS.hi,
      standing: "खड़ी रेखा ( | )",
      sleeping: "लेटी रेखा ( — )",
      slantingRight: "तिरछी रेखा ( / )",
      slantingLeft: "तिरछी रेखा ( \\ )",
      curved: "घुमावदार रेखा ( ~ )",
    },
  },
  generate: (random, min, max) =>
    drawPattern(random, min, max, Object.keys(LINES), (symbol) => say(LINES[symbol] as string)),
});
