import { defineGenerator } from "../define.ts";
import ABOUT from "./about.json" with { type: "json" };
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Capacity in L and mL (./measures.ts has the steps and the named mistakes). */
export const convertCapacity = defineGenerator({
  id: "convertCapacity",
  version: 1,
  ...ABOUT.convertCapacity,
  texts: {
    en: { ...MEASURE_TEXTS.en, ...ABOUT.convertCapacity.texts.en },
    hi: { ...MEASURE_TEXTS.hi, ...ABOUT.convertCapacity.texts.hi },
  },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [{ big: "L", small: "mL", factor: 1000, unit: "ml" }]),
});
