import { defineGenerator } from "../define.ts";
import ABOUT from "./about.json" with { type: "json" };
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Weight in kg and g (./measures.ts has the steps and the named mistakes). */
export const convertWeight = defineGenerator({
  id: "convertWeight",
  version: 1,
  ...ABOUT.convertWeight,
  texts: {
    en: { ...MEASURE_TEXTS.en, ...ABOUT.convertWeight.texts.en },
    hi: { ...MEASURE_TEXTS.hi, ...ABOUT.convertWeight.texts.hi },
  },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [{ big: "kg", small: "g", factor: 1000, unit: "g" }]),
});
