import { about } from "./about.ts";
import { defineGenerator } from "./define.ts";
import { nearBase, nearBaseTexts } from "./near-base.ts";

/** Vedic Math: two numbers near 100 multiplied by their differences from 100. */
export const nearBase100 = defineGenerator(
  { ...about("nearBase100", 2), oldestVersion: 1, texts: nearBaseTexts },
  { min: 85, max: 115, defaultMin: 88, defaultMax: 112, span: 2 },
  nearBase(100),
);
