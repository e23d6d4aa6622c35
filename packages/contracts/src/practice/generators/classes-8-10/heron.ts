import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Heron's formula for the area of a triangle from its three sides. Bounds: 1 the semi-perimeter,
 * 2 the area of a triangle with small whole sides, 3 the area of a larger (scaled) triangle. Each
 * triangle's area is whole (a Heronian triangle).
 */
const HERONIAN = [
  [3, 4, 5],
  [5, 5, 6],
  [5, 5, 8],
  [5, 12, 13],
  [6, 8, 10],
  [10, 13, 13],
  [13, 14, 15],
  [9, 10, 17],
  [8, 15, 17],
  [7, 15, 20],
  [11, 13, 20],
  [13, 20, 21],
] as const;

export const heron = defineGenerator(about("heron", 1), steps(3), (random, min, max) => {
  const step = random.int(min, max);
  const [x, y, z] = random.pick(HERONIAN);
  const k = step === 3 ? random.int(2, 4) : 1;
  const [a, b, c] = [x * k, y * k, z * k];
  const s = (a + b + c) / 2;
  const params = { a, b, c, s, answer: s };
  if (step === 1)
    return stepQuestion(step, "semi", params, s, "hint", [
      [a + b + c, "forgotHalf"],
      [a + b + c / 2, "halvedOneSide"],
    ]);
  const product = s * (s - a) * (s - b) * (s - c);
  const area = Math.round(Math.sqrt(product));
  const p = a + b + c;
  return stepQuestion(
    step,
    "area",
    params,
    area,
    "hint",
    [
      [product, "forgotRoot"],
      [Math.sqrt(p * (p - a) * (p - b) * (p - c)), "usedPerimeter"],
    ],
    { ...params, product, answer: area },
  );
});
