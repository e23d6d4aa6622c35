import { about } from "./about.ts";
import { defineGenerator } from "./define.ts";
import { nearBase, nearBaseTexts } from "./near-base.ts";

/** Vedic Math: two numbers near 10 multiplied by their differences from 10. */
export const nearBase10 = defineGenerator(
  { ...about("nearBase10", 2), oldestVersion: 1, texts: nearBaseTexts },
  { min: 6, max: 14, defaultMin: 6, defaultMax: 14, span: 2 },
  nearBase(10),
);
