import ABOUT from "./about.json" with { type: "json" };
import { defineGenerator } from "./define.ts";
import { nearBase, nearBaseTexts } from "./near-base.ts";

/** Vedic Math: two numbers near 100 multiplied by their differences from 100. */
export const nearBase100 = defineGenerator({
  id: "nearBase100",
  version: 2,
  oldestVersion: 1,
  ...ABOUT.nearBase100,
  texts: nearBaseTexts,
  bounds: { min: 85, max: 115, defaultMin: 88, defaultMax: 112, span: 2 },
  generate: nearBase(100),
});
