import { defineGenerator } from "./define.ts";
import { nearBase, nearBaseTexts } from "./near-base.ts";

/** Vedic Math: two numbers near 100 multiplied by their differences from 100. */
export const nearBase100 = defineGenerator({
  id: "nearBase100",
  version: 2,
  oldestVersion: 1,
  name: { en: "Multiplying near 100 (Vedic)", hi: "100 के पास की संख्याओं का गुणा (वैदिक)" },
  bounds: { min: 85, max: 115, defaultMin: 88, defaultMax: 112, span: 2 },
  classes: [5, 6, 7],
  skills: ["multiply-near-base-100"],
  families: ["Vedic Math"],
  texts: nearBaseTexts,
  generate: nearBase(100),
});
