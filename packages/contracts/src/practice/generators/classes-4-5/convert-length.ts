import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { drawMeasure, MEASURE_TEXTS } from "./measures.ts";

/** Length in km and m, m and cm, cm and mm (./measures.ts has the steps and the named mistakes). */
export const convertLength = defineGenerator(
  about("convertLength", 1, MEASURE_TEXTS),
  steps(3, 2),
  (random, min, max) =>
    drawMeasure(random, min, max, [
      { big: "km", small: "m", factor: 1000, unit: "m" },
      { big: "m", small: "cm", factor: 100, unit: "cm" },
      { big: "cm", small: "mm", factor: 10, unit: "mm" },
    ]),
);
