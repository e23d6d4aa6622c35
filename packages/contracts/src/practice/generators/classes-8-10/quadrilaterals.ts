import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import {
  fourthAngleFigure,
  midPointFigure,
  midTriangleFigure,
  parallelogramFigure,
  rhombusFigure,
} from "./quadrilateral-figures.ts";
import { GRID_TRIPLES, numericItem, stepQuestion } from "./shared.ts";

/**
 * Quadrilaterals and the mid-point theorem. Bounds: 1 an angle of a parallelogram from its adjacent
 * angle, 2 the fourth angle of a quadrilateral, 3 a rhombus's side from its diagonals; 4 the segment
 * joining two mid-points, 5 the third side from that segment, 6 the perimeter of the triangle formed
 * by joining the three mid-points; 7 the angle sum of a polygon, 8 each angle of a regular polygon,
 * 9 the number of sides of a regular polygon from its exterior angle. Bounds 1–6 are drawn
 * (./quadrilateral-figures.ts): the picture gives what the words give, marked as a book marks it.
 */
const TRIPLES = [...GRID_TRIPLES, [12, 16, 20]] as const;

/** A figure when one could be drawn (a "quadrilateral" whose fourth angle is 180° cannot). */
const withFigure = (figure: ReturnType<typeof fourthAngleFigure>) => (figure ? { figure } : {});

export const quadrilaterals = defineGenerator(about("quadrilaterals", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  if (step === 1) {
    let x = random.int(35, 145);
    if (x === 90) x += 1;
    const params = { x, answer: 180 - x };
    return {
      ...stepQuestion(step, "adjacent", params, 180 - x, "angleHint", [
        [x, "equalAdjacent"],
        [360 - x, "usedTriangleSum"],
      ]),
      figure: parallelogramFigure(x),
    };
  }
  if (step === 2) {
    const [a, b] = [random.int(50, 130), random.int(50, 130)];
    const c = random.int(40, Math.min(150, 330 - a - b));
    const answer = 360 - (a + b + c);
    const params = { a, b, c, answer };
    return {
      values: [step],
      item: numericItem(
        say("fourthPrompt", params),
        answer,
        say("angleHint"),
        say("fourthSolution", params),
        [
          [180 - (a + b + c), "usedTriangleSum"],
          [a + b + c, "gaveSum"],
        ].filter(([v]) => (v as number) > 0) as [number, string][],
      ),
      ...withFigure(fourthAngleFigure(a, b, c)),
    };
  }
  if (step === 3) {
    const [u, v, w] = random.pick(TRIPLES);
    const params = { d1: 2 * u, d2: 2 * v, h1: u, h2: v, square: w * w, answer: w };
    return {
      ...stepQuestion(step, "rhombus", params, w, "rhombusHint", [
        [2 * w, "forgotToHalve"],
        [u + v, "addedHalves"],
      ]),
      figure: rhombusFigure(u, v),
    };
  }
  if (step === 7) {
    const n = random.int(5, 20);
    const params = { n, answer: (n - 2) * 180 };
    return stepQuestion(step, "polygonSum", params, (n - 2) * 180, "polygonHint", [
      [n * 180, "usedNTriangles"],
    ]);
  }
  if (step === 8) {
    const n = random.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
    const exterior = 360 / n;
    const params = { n, exterior, answer: 180 - exterior };
    return stepQuestion(step, "regularAngle", params, 180 - exterior, "polygonHint", [
      [exterior, "gaveExterior"],
      [(n - 2) * 180, "gaveAngleSum"],
    ]);
  }
  if (step === 9) {
    const n = random.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
    const x = 360 / n;
    const params = { x, answer: n };
    return stepQuestion(step, "sides", params, n, "polygonHint", [[180 / x, "used180"]]);
  }
  if (step === 4) {
    const bc = 2 * random.int(3, 30);
    const params = { bc, answer: bc / 2 };
    return {
      ...stepQuestion(step, "mid", params, bc / 2, "midHint", [
        [bc, "equalToSide"],
        [2 * bc, "doubledInstead"],
      ]),
      figure: midPointFigure(bc, "DE"),
    };
  }
  if (step === 5) {
    const de = random.int(3, 30);
    const params = { de, answer: 2 * de };
    return {
      ...stepQuestion(step, "side", params, 2 * de, "midHint", [
        [de, "equalToSide"],
        [de / 2, "halvedInstead"],
      ]),
      figure: midPointFigure(2 * de, "BC"),
    };
  }
  const [a, b] = [random.int(5, 30), random.int(5, 30)];
  let c = random.int(Math.abs(a - b) + 1, a + b - 1);
  if ((a + b + c) % 2 !== 0) c += c + 1 < a + b ? 1 : -1;
  const answer = (a + b + c) / 2;
  const params = { a, b, c, answer };
  return {
    ...stepQuestion(step, "perimeter", params, answer, "midHint", [
      [a + b + c, "fullPerimeter"],
      [2 * (a + b + c), "doubledInstead"],
    ]),
    figure: midTriangleFigure(a, b, c),
  };
});
