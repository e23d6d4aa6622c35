import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Capacity in L and mL (./measures.ts has the steps and the named mistakes). */
export const convertCapacity = defineGenerator({
  ...about("convertCapacity", 1, MEASURE_TEXTS),
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  generate: (random, min, max) =>
    drawMeasure(random, min, max, [{ big: "L", small: "mL", factor: 1000, unit: "ml" }]),
});
