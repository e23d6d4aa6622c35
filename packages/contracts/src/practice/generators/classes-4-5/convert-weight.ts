import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Weight in kg and g (./measures.ts has the steps and the named mistakes). */
export const convertWeight = defineGenerator(
  about("convertWeight", 1, MEASURE_TEXTS),
  steps(3, 2),
  (random, min, max) => drawMeasure(random, min, max, [{ big: "kg", small: "g", factor: 1000, unit: "g" }]),
);
