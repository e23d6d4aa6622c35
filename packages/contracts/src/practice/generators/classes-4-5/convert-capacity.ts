import { defineGenerator } from "../define.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Capacity in L and mL (./measures.ts has the steps and the named mistakes). */
export const convertCapacity = defineGenerator({
  id: "convertCapacity",
  version: 1,
  name: { en: "Capacity: L and mL", hi: "धारिता: लीटर और मिलीलीटर" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["change-units-of-capacity"],
  families: ["Mathematics"],
  texts: {
    en: { ...MEASURE_TEXTS.en, L: "L", mL: "mL" },
    hi: { ...MEASURE_TEXTS.hi, L: "लीटर", mL: "मिली" },
  },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [{ big: "L", small: "mL", factor: 1000, unit: "ml" }]),
});
