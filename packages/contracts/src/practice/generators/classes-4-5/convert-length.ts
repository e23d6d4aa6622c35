import { defineGenerator } from "../define.ts";
import ABOUT from "./about.json" with { type: "json" };
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Length in km and m, m and cm, cm and mm (./measures.ts has the steps and the named mistakes). */
export const convertLength = defineGenerator({
  id: "convertLength",
  version: 1,
  ...ABOUT.convertLength,
  texts: {
    en: { ...MEASURE_TEXTS.en, ...ABOUT.convertLength.texts.en },
    hi: { ...MEASURE_TEXTS.hi, ...ABOUT.convertLength.texts.hi },
  },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [
      { big: "km", small: "m", factor: 1000, unit: "m" },
      { big: "m", small: "cm", factor: 100, unit: "cm" },
      { big: "cm", small: "mm", factor: 10, unit: "mm" },
    ]),
});
