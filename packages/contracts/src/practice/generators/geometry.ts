import type { Generate } from "./types.ts";

/** Shapes: the third angle of a triangle, the area or perimeter of a rectangle. */

export const triangleAngles: Generate = (random, min, max) => {
  // Two angles inside the range whose sum leaves at least 1° for the third.
  const a = random.int(min, Math.min(max, 178 - min));
  const b = random.int(min, Math.max(min, Math.min(max, 179 - a)));
  const third = 180 - a - b;
  return {
    values: [a, b],
    item: {
      kind: "numeric",
      prompt: `Two angles of a triangle are ${a}° and ${b}°. What is the third angle, in degrees?`,
      answer: String(third),
      accept: [`${third}°`],
      unit: "degree",
      hint: "The three angles of a triangle add up to 180°.",
      solution: `180° − ${a}° − ${b}° = ${third}°`,
      wrongAnswers: [
        { answer: String(360 - a - b), misconception: "Used 360° (a quadrilateral's sum) for a triangle" },
      ],
    },
  };
};

export const rectangle: Generate = (random, min, max) => {
  const length = random.int(min, max);
  const width = random.int(min, max);
  const area = random.next() < 0.5;
  const answer = area ? length * width : 2 * (length + width);
  return {
    values: [length, width],
    item: {
      kind: "numeric",
      prompt: `A rectangle is ${length} cm long and ${width} cm wide. What is its ${area ? "area, in cm²" : "perimeter, in cm"}?`,
      answer: String(answer),
      unit: area ? "cm2" : "cm",
      hint: area ? "Area = length × width." : "Perimeter = 2 × (length + width): the distance all round.",
      solution: area ? `${length} × ${width} = ${answer} cm²` : `2 × (${length} + ${width}) = ${answer} cm`,
      wrongAnswers: [
        area
          ? { answer: String(2 * (length + width)), misconception: "Found the perimeter instead of the area" }
          : { answer: String(length * width), misconception: "Found the area instead of the perimeter" },
      ],
    },
  };
};
