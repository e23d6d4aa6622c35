import { defineGenerator } from "../define.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Length in km and m, m and cm, cm and mm (./measures.ts has the steps and the named mistakes). */
export const convertLength = defineGenerator({
  id: "convertLength",
  version: 1,
  name: { en: "Length: km, m, cm and mm", hi: "लंबाई: किमी, मी, सेमी और मिमी" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["change-units-of-length"],
  families: ["Mathematics"],
  texts: {
    en: { ...MEASURE_TEXTS.en, km: "km", m: "m", cm: "cm", mm: "mm" },
    hi: { ...MEASURE_TEXTS.hi, km: "किमी", m: "मी", cm: "सेमी", mm: "मिमी" },
  },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [
      { big: "km", small: "m", factor: 1000, unit: "m" },
      { big: "m", small: "cm", factor: 100, unit: "cm" },
      { big: "cm", small: "mm", factor: 10, unit: "mm" },
    ]),
});
