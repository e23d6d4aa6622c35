import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
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

export const linePatterns = defineGenerator(
  about("linePatterns", 1, PATTERN_TEXTS),
  steps(3, 2),
  (random, min, max) =>
    drawPattern(random, min, max, Object.keys(LINES), (symbol) => say(LINES[symbol] as string)),
);
