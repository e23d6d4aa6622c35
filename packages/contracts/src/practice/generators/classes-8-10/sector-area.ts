import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { isClean, stepQuestion, written } from "./shared.ts";

/**
 * Areas related to circles with π = 22/7 (radii multiples of 7, or 3.5, so answers end in at most
 * two decimals). Bounds: 1 a sector of 90° or 180°, 2 a sector of any listed angle, 3 a minor segment
 * of a 90° sector; 4 an arc's length, 5 a sector's perimeter, 6 a ring between two circles.
 */
const ANGLES = [30, 40, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270] as const;
const sectorArea_ = (angle: number, r: number) => (angle * 22 * r * r) / (360 * 7);
const arc = (angle: number, r: number) => (angle * 2 * 22 * r) / (360 * 7);

export const sectorArea = defineGenerator(about("sectorArea", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step === 6) {
    const small = 7 * random.int(1, 4);
    const big = small + 7 * random.int(1, 3);
    const answer = (22 * (big * big - small * small)) / 7;
    const params = { big, small, answer: written(answer) };
    return stepQuestion(step, "ring", params, answer, "ringHint", [
      [(22 * (big - small) * (big - small)) / 7, "squaredDifference"],
      [(2 * 22 * (big - small)) / 7, "usedCircumference"],
    ]);
  }
  if (step === 3) {
    const r = 7 * random.int(1, 4);
    const sector = sectorArea_(90, r);
    const triangle = (r * r) / 2;
    const answer = sector - triangle;
    const params = { r, sector: written(sector), triangle: written(triangle), answer: written(answer) };
    return stepQuestion(step, "segment", params, answer, "areaHint", [
      [sector, "forgotTriangle"],
      [sector - r * r, "usedSquareNotTriangle"],
    ]);
  }
  for (;;) {
    const angle = step === 1 ? random.pick([90, 180]) : random.pick(ANGLES);
    const r = random.pick([3.5, 7, 14, 21, 28, 35]);
    const area = sectorArea_(angle, r);
    const length = arc(angle, r);
    if (!isClean(step <= 2 ? area : length)) continue;
    if (step <= 2) {
      const params = { angle, r, answer: written(area) };
      return stepQuestion(step, "sector", params, area, "areaHint", [
        [(22 * r * r) / 7, "wholeCircle"],
        [length, "usedCircumference"],
      ]);
    }
    if (step === 4) {
      const params = { angle, r, answer: written(length) };
      return stepQuestion(step, "arc", params, length, "lengthHint", [
        [area, "usedAreaFormula"],
        [(2 * 22 * r) / 7, "wholeCircumference"],
      ]);
    }
    const answer = length + 2 * r;
    const params = { angle, r, arc: written(length), answer: written(answer) };
    return stepQuestion(step, "perimeter", params, answer, "lengthHint", [
      [length, "forgotRadii"],
      [length + r, "oneRadius"],
    ]);
  }
});
