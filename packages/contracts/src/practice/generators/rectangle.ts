import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** The area or the perimeter of a rectangle from its length and width. */
export const rectangle = defineGenerator(
  { ...about("rectangle", 2), oldestVersion: 1 },
  { min: 1, max: 100, defaultMin: 2, defaultMax: 20 },
  (random, min, max, version) => {
    // From version 2 no side is 1 cm (area = the other side) and the two sides differ, where the
    // range allows: a rectangle drill that asks for a square's area asks something else.
    const low = version >= 2 && max >= 2 ? Math.max(min, 2) : min;
    const length = random.int(low, max);
    let width = random.int(low, max);
    if (version >= 2 && width === length && max > low) width = width === max ? width - 1 : width + 1;
    const area = random.next() < 0.5;
    const areaValue = length * width;
    const perimeter = 2 * (length + width);
    const answer = area ? areaValue : perimeter;
    const wrong = (
      area
        ? [
            { answer: perimeter, misconception: say("perimeterForArea") },
            { answer: length + width, misconception: say("addedSides") },
          ]
        : [
            { answer: areaValue, misconception: say("areaForPerimeter") },
            { answer: length + width, misconception: say("addedSides") },
          ]
    ).filter((w) => w.answer !== answer);
    const params = { length, width, answer };
    return {
      values: [length, width],
      item: {
        kind: "numeric",
        prompt: say(area ? "areaPrompt" : "perimeterPrompt", params),
        answer: String(answer),
        unit: area ? "cm2" : "cm",
        hint: say(area ? "areaHint" : "perimeterHint"),
        solution: say(area ? "areaSolution" : "perimeterSolution", params),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
