import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";
import { bptFigure, similarFigure } from "./similar-figures.ts";

/**
 * Similar triangles: the Basic Proportionality Theorem (bounds 1 find EC, 2 find AC), corresponding
 * sides (3), areas as the square of the ratio of sides (4 an area, 5 a side from two areas) and
 * shadows of a pole and a tower at the same time (6). Lengths in cm or m, answers whole. Bounds 1–3
 * are drawn (./similar-figures.ts), the lengths written on the sides as the words give them.
 */
export const similarTriangles = defineGenerator(
  about("similarTriangles", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    const p = random.int(2, 9);
    let q = random.int(2, 12);
    if (q === p) q += 1;
    const m = random.int(2, 6);
    if (step === 1) {
      const r = p * m;
      const answer = q * m;
      const params = { p, q, r, answer };
      return {
        ...stepQuestion(step, "ec", params, answer, "bptHint", [
          [(r * p) / q, "invertedRatio"],
          [r + q - p, "additiveThinking"],
        ]),
        figure: bptFigure(p, q, m, "EC"),
      };
    }
    if (step === 2) {
      const s = p + q;
      const r = p * m;
      const answer = s * m;
      const params = { p, s, r, answer };
      return {
        ...stepQuestion(step, "ac", params, answer, "bptHint", [
          [(r * (s - p)) / p, "gaveSegment"],
          [r + s - p, "additiveThinking"],
        ]),
        figure: bptFigure(p, q, m, "AC"),
      };
    }
    if (step === 3 || step === 6) {
      const [a, b, c] = [p, p * m + random.int(0, 1) * p, q * p];
      const answer = (b * c) / a;
      const params: Record<string, number> = step === 3 ? { a, b, c, answer } : { h: b, s: a, t: c, answer };
      return {
        ...stepQuestion(step, step === 3 ? "side" : "shadow", params, answer, "sideHint", [
          [(b * a) / c, "invertedRatio"],
          [b + c - a, "additiveThinking"],
        ]),
        ...(step === 3 ? { figure: similarFigure(a, b, c) } : {}),
      };
    }
    const bottom = random.int(2, 5);
    let top = random.int(2, 7);
    if (top === bottom) top += 1;
    if (step === 4) {
      const a = bottom * random.int(1, 3);
      const k = a / bottom;
      const side2 = top * k;
      const area = bottom * bottom * random.int(2, 9);
      const answer = (area * side2 * side2) / (a * a);
      const params = { a, b: side2, area, answer };
      return stepQuestion(step, "area", params, answer, "areaHint", [
        [(area * side2) / a, "didNotSquare"],
        [(area * a * a) / (side2 * side2), "invertedRatio"],
      ]);
    }
    const unit = random.int(1, 4);
    const area1 = bottom * bottom * unit;
    const area2 = top * top * unit;
    const a = bottom * random.int(1, 4);
    const answer = (a * top) / bottom;
    const params = { area1, area2, a, top, bottom, squareRatio: `${top * top}/${bottom * bottom}`, answer };
    return stepQuestion(step, "root", params, answer, "areaHint", [
      [(a * area2) / area1, "didNotTakeRoot"],
      [(a * bottom) / top, "invertedRatio"],
    ]);
  },
);
