import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Length in km and m, m and cm, cm and mm (./measures.ts has the steps and the named mistakes). */
export const convertLength = defineGenerator({
  ...about("convertLength", 1, MEASURE_TEXTS),
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [
      { big: "km", small: "m", factor: 1000, unit: "m" },
      { big: "m", small: "cm", factor: 100, unit: "cm" },
      { big: "cm", small: "mm", factor: 10, unit: "mm" },
    ]),
});
