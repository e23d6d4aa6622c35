import { polygonCorners, polygonSvg } from "../../figures/polygon.ts";
import { defineGenerator, say, type Text } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, singleChoice } from "./shared.ts";

/**
 * Flat shapes: how many sides or corners a drawn shape has, or what it is called (triangle, square,
 * rectangle, pentagon, hexagon). The author's range is the range of the number of sides, 3 to 8.
 * The shape is drawn from the seed; its text alternative says only that it is a flat shape with
 * straight sides (how many is the question).
 */
const NAMES: Record<number, string> = { 3: "triangle", 5: "pentagon", 6: "hexagon" };
const ALL_NAMES = ["triangle", "square", "rectangle", "pentagon", "hexagon", "circle"];

export const shapeSides = defineGenerator(
  about("shapeSides", 1),
  { min: 3, max: 8, defaultMin: 3, defaultMax: 6 },
  (random, min, max) => {
    const sides = random.int(min, max);
    const askName = sides <= 6 && random.next() < 0.4;
    const oblong = askName && sides === 4 && random.next() < 0.5;
    const turn = sides === 4 ? Math.PI / 4 : random.pick([0, Math.PI / sides]);
    const figure = {
      svg: polygonSvg(polygonCorners(sides, turn, oblong)),
      alt: say("alt"),
    };
    const ones = Array.from({ length: sides }, () => "1").join(" + ");
    if (!askName) {
      const corners = random.next() < 0.5;
      const params = {
        what: say(corners ? "corners" : "sides"),
        whatMany: say(corners ? "cornersMany" : "sidesMany"),
        ones,
        answer: sides,
      };
      return {
        values: [sides],
        figure,
        item: numericItem(
          say(corners ? "cornersPrompt" : "sidesPrompt"),
          sides,
          say("countHint", params),
          say("countSolution", params),
          [
            { answer: sides * 2, misconception: say("sidesAndCorners") },
            { answer: sides + 1, misconception: say("countedStartTwice") },
          ],
        ),
      };
    }
    const name = sides === 4 ? (oblong ? "rectangle" : "square") : (NAMES[sides] as string);
    const named: { label: Text; misconception: Text }[] = [];
    if (sides === 4)
      named.push({ label: say(oblong ? "square" : "rectangle"), misconception: say("squareRectangle") });
    const nearby = sides === 3 ? "square" : sides === 4 ? "pentagon" : (NAMES[sides - 1] ?? "triangle");
    named.push({ label: say(sides === 5 ? "hexagon" : nearby), misconception: say("nearbyName") });
    const fillers = ALL_NAMES.filter((n) => n !== name).map((n) => say(n));
    const choice = singleChoice(random, say(name), named, fillers);
    const why =
      sides !== 4
        ? say("whyOther", { sides, answer: say(name) })
        : say(oblong ? "whyRectangle" : "whySquare");
    return {
      values: [sides],
      figure,
      item: {
        ...choice,
        prompt: say("namePrompt"),
        hint: say("nameHint"),
        solution: say("nameSolution", { sides, ones, why, answer: say(name) }),
      },
    };
  },
);
