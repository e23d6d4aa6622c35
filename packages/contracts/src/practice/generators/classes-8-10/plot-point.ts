import type { Random } from "../../random.ts";
import type { PlaneSetup } from "../../touch.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { point } from "./coordinate-geometry.ts";

/**
 * Plotting a point on the coordinate plane (a touch answer: docs/adr/0715-plotting-a-point.md): the
 * child taps a crossing of the grid, or moves a cursor point with the arrow keys, and sends the pair
 * the point stands for, graded as a typed `(x, y)` is. Bounds: 1 a point in the first quadrant (the
 * plane from 0 to 6, as a line graph's), 2 a point in any quadrant with a negative coordinate, 3 the
 * point of a line y = ax + b at a given x. Each names the point its slip leads to: x and y swapped,
 * the minus signs left out, the grid counted from 1 at the origin, the line's constant forgotten.
 */
const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));
const pair = (x: number, y: number) => `(${x}, ${y})`;
const nonZero = (random: Random, most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
/** `2x − 1`, `−x + 3`, `3x`: the right-hand side of y = ax + b as a book writes it. */
const lineText = (a: number, b: number) => {
  const ax = a === 1 ? "x" : a === -1 ? "−x" : `${shown(a)}x`;
  return b === 0 ? ax : `${ax} ${b < 0 ? "−" : "+"} ${Math.abs(b)}`;
};

export const plotPoint = defineGenerator(about("plotPoint", 1), steps(3), (random, min, max) => {
  const step = random.int(min, max);
  let x: number;
  let y: number;
  let plane: PlaneSetup = { touch: "plane", from: -5, to: 5 };
  const wrong: [number, number, string][] = [];
  let prompt: ReturnType<typeof say>;
  let hint = say("hint");
  let line: { a: number; b: number } | null = null;
  if (step === 1) {
    plane = { touch: "plane", from: 0, to: 6 };
    x = random.int(1, 5);
    y = random.int(1, 5);
    if (x === y) y = y === 5 ? 1 : y + 1;
    wrong.push([y, x, "swappedCoordinates"], [x - 1, y - 1, "countedOriginAsOne"]);
    prompt = say("prompt", { p: point(x, y) });
  } else if (step === 2) {
    x = nonZero(random, 4);
    y = nonZero(random, 4);
    if (x > 0 && y > 0) [x, y] = random.next() < 0.5 ? [-x, y] : [x, -y];
    if (x === y) y = -y;
    wrong.push([y, x, "swappedCoordinates"], [Math.abs(x), Math.abs(y), "droppedMinusSigns"]);
    prompt = say("prompt", { p: point(x, y) });
  } else {
    // y = ax + b with a point whose both coordinates are on the plane, none of them 0, x ≠ y.
    let a = 1;
    let b = 1;
    do {
      a = random.pick([-2, -1, 1, 2, 3]);
      b = nonZero(random, 4);
      x = nonZero(random, 3);
      y = a * x + b;
    } while (y === 0 || Math.abs(y) > 5 || y === x || Math.abs(a * x) > 5);
    line = { a, b };
    wrong.push([y, x, "swappedCoordinates"], [x, a * x, "forgotConstant"]);
    prompt = say("linePrompt", { line: lineText(a, b), x: shown(x) });
    hint = say("lineHint", { line: lineText(a, b), x: shown(x) });
  }
  const where = {
    p: point(x, y),
    x: shown(x),
    y: shown(y),
    across: Math.abs(x),
    side: say(x > 0 ? "right" : "left"),
    upDown: Math.abs(y),
    way: say(y > 0 ? "up" : "down"),
  };
  const solution = line
    ? say("lineSolution", {
        ...where,
        a: shown(line.a),
        xb: x < 0 ? `(${shown(x)})` : shown(x),
        b: `${line.b < 0 ? "−" : "+"} ${Math.abs(line.b)}`,
      })
    : say("solution", { ...where, xOp: x < 0 ? "−" : "+", yOp: y < 0 ? "−" : "+" });
  const seen = new Set([pair(x, y)]);
  const wrongAnswers = wrong.flatMap(([wx, wy, key]) => {
    const text = pair(wx, wy);
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ answer: text, misconception: say(key) }];
  });
  return {
    values: [step],
    item: {
      kind: "plot",
      answer: pair(x, y),
      prompt,
      hint,
      solution,
      touch: plane,
      wrongAnswers,
    },
  };
});
