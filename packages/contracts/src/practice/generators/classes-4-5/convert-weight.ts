import { defineGenerator } from "../define.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Weight in kg and g (./measures.ts has the steps and the named mistakes). */
export const convertWeight = defineGenerator({
  id: "convertWeight",
  version: 1,
  name: { en: "Weight: kg and g", hi: "भार: किग्रा और ग्राम" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["change-units-of-weight"],
  families: ["Mathematics"],
  texts: {
    en: { ...MEASURE_TEXTS.en, kg: "kg", g: "g" },
    hi: { ...MEASURE_TEXTS.hi, kg: "किग्रा", g: "ग्राम" },
  },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [{ big: "kg", small: "g", factor: 1000, unit: "g" }]),
});
