import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * A growing pattern of matchsticks: a row of triangles, squares, pentagons or hexagons, each new
 * shape sharing one stick with the one before. Steps: 1 up to 6 triangles or squares, 2 up to 15 of
 * any, 3 up to 60 of any. The worked solution counts the first shape whole and then the sticks each
 * new shape adds. Named mistakes: every shape counted whole (the shared sticks twice), the first
 * shape's shared stick left out.
 */
const SHAPES = [
  { key: "triangles", sides: 3 },
  { key: "squares", sides: 4 },
  { key: "pentagons", sides: 5 },
  { key: "hexagons", sides: 6 },
] as const;

export const matchsticks = defineGenerator(about("matchsticks", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const shape = step === 1 ? random.pick(SHAPES.slice(0, 2)) : random.pick(SHAPES);
  const count = step === 1 ? random.int(2, 6) : step === 2 ? random.int(5, 15) : random.int(16, 60);
  const adds = shape.sides - 1;
  const answer = shape.sides + (count - 1) * adds;
  const params = {
    // Boys' names only: the Hindi sentence says बनाता.
    name: say(random.pick(["arjun", "harpreet", "tenzing"])),
    count,
    shape: say(shape.key),
    sides: shape.sides,
    others: count - 1,
    adds,
    answer,
  };
  return {
    values: [step],
    item: numericItem(say("prompt", params), answer, say("hint", params), say("solution", params), [
      { answer: count * shape.sides, misconception: say("noSharing") },
      { answer: count * adds, misconception: say("forgotFirstStick", { adds }) },
    ]),
  };
});
