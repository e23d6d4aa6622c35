import { defineGenerator } from "../define.ts";
import { drawPattern, PATTERN_TEXTS } from "./repeating-pattern.ts";

/**
 * What comes next in a repeating pattern of shapes (▲ ● ■ ★ ◆), as rangoli borders and festival
 * decorations repeat. Steps of difficulty: 1 two shapes taking turns, 2 a group of three, 3 a group
 * of four.
 */
const SHAPES = ["▲", "●", "■", "★", "◆"] as const;

export const shapePatterns = defineGenerator({
  id: "shapePatterns",
  version: 1,
  name: { en: "Continue a pattern of shapes", hi: "आकृतियों का पैटर्न आगे बढ़ाना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3],
  skills: ["continue-a-repeating-pattern"],
  families: ["Mathematics"],
  texts: { en: { ...PATTERN_TEXTS.en }, hi: { ...PATTERN_TEXTS.hi } },
  generate: (random, min, max) => drawPattern(random, min, max, SHAPES, (symbol) => symbol),
});
