import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Capacity in L and mL (./measures.ts has the steps and the named mistakes). */
export const convertCapacity = defineGenerator(
  about("convertCapacity", 1, MEASURE_TEXTS),
  steps(3, 2),
  (random, min, max) => drawMeasure(random, min, max, [{ big: "L", small: "mL", factor: 1000, unit: "ml" }]),
);
