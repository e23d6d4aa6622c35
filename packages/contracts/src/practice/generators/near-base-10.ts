import { defineGenerator } from "./define.ts";
import { nearBase, nearBaseTexts } from "./near-base.ts";

/** Vedic Math: two numbers near 10 multiplied by their differences from 10. */
export const nearBase10 = defineGenerator({
  id: "nearBase10",
  version: 2,
  oldestVersion: 1,
  name: { en: "Multiplying near 10 (Vedic)", hi: "10 के पास की संख्याओं का गुणा (वैदिक)" },
  bounds: { min: 6, max: 14, defaultMin: 6, defaultMax: 14, span: 2 },
  classes: [3, 4, 5],
  skills: ["multiply-near-base-10"],
  families: ["Vedic Math"],
  texts: nearBaseTexts,
  generate: nearBase(10),
});
