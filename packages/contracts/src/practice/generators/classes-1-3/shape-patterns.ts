import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { drawPattern, PATTERN_TEXTS } from "./repeating-pattern.ts";

/**
 * What comes next in a repeating pattern of shapes (▲ ● ■ ★ ◆), as rangoli borders and festival
 * decorations repeat. Steps of difficulty: 1 two shapes taking turns, 2 a group of three, 3 a group
 * of four.
 */
const SHAPES = ["▲", "●", "■", "★", "◆"] as const;

export const shapePatterns = defineGenerator(
  about("shapePatterns", 1, PATTERN_TEXTS),
  steps(3, 2),
  (random, min, max) => drawPattern(random, min, max, SHAPES, (symbol) => symbol),
);
