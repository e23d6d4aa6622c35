import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawPattern, PATTERN_TEXTS } from "./repeating-pattern.ts";

/**
 * What comes next in a repeating pattern of shapes (▲ ● ■ ★ ◆), as rangoli borders and festival
 * decorations repeat. Steps of difficulty: 1 two shapes taking turns, 2 a group of three, 3 a group
 * of four.
 */
const SHAPES = ["▲", "●", "■", "★", "◆"] as const;

export const shapePatterns = defineGenerator({
  ...about("shapePatterns", 1, PATTERN_TEXTS),
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) => drawPattern(random, min, max, SHAPES, (symbol) => symbol),
});
