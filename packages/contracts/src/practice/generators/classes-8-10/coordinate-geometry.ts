import { coordinatePlaneSvg } from "../../figures/coordinate-plane.ts";
import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { GRID_TRIPLES, stepQuestion } from "./shared.ts";

/**
 * Coordinate geometry: the distance between two points (bounds 1 from the origin, 2 in the first
 * quadrant, 3 anywhere; the differences are a Pythagorean triple so the distance is whole), the
 * mid-point (4), the point dividing a join in a ratio (5) and the area of a triangle from its
 * vertices (6). Every question draws its points on the coordinate plane (figures/coordinate-plane.ts):
 * the join of A and B, or the triangle ABC; the point P asked for is not drawn.
 */
const TRIPLES = [...GRID_TRIPLES, [7, 24, 25]] as const;
export const point = (x: number, y: number) => `(${x < 0 ? `−${-x}` : x}, ${y < 0 ? `−${-y}` : y})`;
const signedInt = (random: Random, most: number) => random.int(-most, most);
/** The join of A and B drawn on the plane, described by their coordinates. */
const joined = (ax: number, ay: number, bx: number, by: number) => ({
  svg: coordinatePlaneSvg({
    points: [
      { name: "A", x: ax, y: ay },
      { name: "B", x: bx, y: by },
    ],
    segments: ["AB"],
  }),
  alt: say("segmentAlt", { a: point(ax, ay), b: point(bx, by) }),
});

export const coordinateGeometry = defineGenerator(
  about("coordinateGeometry", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step <= 3) {
      const [u, v, w] = random.pick(TRIPLES);
      const [dx, dy] = random.next() < 0.5 ? [u, v] : [v, u];
      const x1 = step === 1 ? 0 : step === 2 ? random.int(0, 9) : signedInt(random, 9);
      const y1 = step === 1 ? 0 : step === 2 ? random.int(0, 9) : signedInt(random, 9);
      const sx = step === 3 && random.next() < 0.5 ? -1 : 1;
      const sy = step === 3 && random.next() < 0.5 ? -1 : 1;
      const [x2, y2] = [x1 + sx * dx, y1 + sy * dy];
      const params = {
        a: point(x1, y1),
        b: point(x2, y2),
        x1: bracketed(x1),
        y1: bracketed(y1),
        x2: bracketed(x2),
        y2: bracketed(y2),
        dx: bracketed(sx * dx),
        dy: bracketed(sy * dy),
        dxb: bracketed(sx * dx),
        dyb: bracketed(sy * dy),
        square: w * w,
        answer: w,
      };
      return {
        ...stepQuestion(step, "distance", params, w, "distanceHint", [
          [dx + dy, "addedDifferences"],
          [w * w, "forgotRoot"],
        ]),
        figure: joined(x1, y1, x2, y2),
      };
    }
    const axis = random.pick(["x", "y"] as const);
    if (step === 4 || step === 5) {
      const [m, n] = step === 4 ? [1, 1] : [random.int(1, 4), random.int(1, 4)];
      const parts = m + n;
      // Build P first so its coordinates are whole: B = A + (m + n) × t, P = A + m × t.
      const [ax, ay] = [signedInt(random, 8), signedInt(random, 8)];
      const [tx, ty] = [signedInt(random, 4) || 1, signedInt(random, 4) || 2];
      const [bx, by] = [ax + parts * tx, ay + parts * ty];
      const [p, q] = axis === "x" ? [ax, bx] : [ay, by];
      const answer = (m * q + n * p) / parts;
      const base = {
        a: point(ax, ay),
        b: point(bx, by),
        axis,
        m,
        n,
        p: bracketed(p),
        q: bracketed(q),
        answer,
      };
      if (step === 4)
        return {
          ...stepQuestion(step, "mid", base, answer, "sectionHint", [
            [(q - p) / 2, "halvedDifference"],
            [p + q, "forgotToHalve"],
          ]),
          figure: joined(ax, ay, bx, by),
        };
      return {
        ...stepQuestion(step, "section", base, answer, "sectionHint", [
          [(m * p + n * q) / parts, "swappedRatio"],
          [m * q + n * p, "forgotDenominator"],
        ]),
        figure: joined(ax, ay, bx, by),
      };
    }
    for (;;) {
      const v = Array.from({ length: 6 }, () => signedInt(random, 8));
      const [x1, y1, x2, y2, x3, y3] = v as [number, number, number, number, number, number];
      const inside = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2);
      if (inside === 0 || inside % 2 !== 0) continue;
      const answer = Math.abs(inside) / 2;
      const params = {
        a: point(x1, y1),
        b: point(x2, y2),
        c: point(x3, y3),
        x1: bracketed(x1),
        y1: bracketed(y1),
        x2: bracketed(x2),
        y2: bracketed(y2),
        x3: bracketed(x3),
        y3: bracketed(y3),
        inside: bracketed(inside),
        size: Math.abs(inside),
        answer,
      };
      return {
        ...stepQuestion(step, "area", params, answer, "areaHint", [
          [Math.abs(inside), "forgotHalf"],
          [inside / 2, "keptSign"],
        ]),
        figure: {
          svg: coordinatePlaneSvg({
            points: [
              { name: "A", x: x1, y: y1 },
              { name: "B", x: x2, y: y2 },
              { name: "C", x: x3, y: y3 },
            ],
            shape: "ABC",
          }),
          alt: say("triangleAlt", params),
        },
      };
    }
  },
);
