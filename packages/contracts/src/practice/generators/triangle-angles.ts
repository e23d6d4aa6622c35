import { about } from "./about.ts";
import { thirdAngleFigure } from "./classes-6-7/triangle-figures.ts";
import { defineGenerator, say } from "./define.ts";

/**
 * The third angle of a triangle from the other two, the triangle drawn with the two angles written
 * (./classes-6-7/triangle-figures.ts; "not to scale" when a corner is too narrow to draw as it is).
 */
export const triangleAngles = defineGenerator(
  about("triangleAngles", 1),
  { min: 10, max: 150, minAtMost: 85, defaultMin: 20, defaultMax: 100 },
  (random, min, max) => {
    // Two angles inside the range whose sum leaves at least 1° for the third.
    const a = random.int(min, Math.min(max, 178 - min));
    const b = random.int(min, Math.max(min, Math.min(max, 179 - a)));
    const third = 180 - a - b;
    const wrong = [
      { answer: 360 - a - b, misconception: say("used360") },
      { answer: a + b, misconception: say("addedTwo") },
    ].filter((w) => w.answer !== third);
    return {
      values: [a, b],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a, b }),
        answer: String(third),
        accept: [`${third}°`],
        unit: "degree",
        hint: say("hint"),
        solution: say("solution", { a, b, third }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
      figure: thirdAngleFigure(a, b, "figureAlt"),
    };
  },
);
