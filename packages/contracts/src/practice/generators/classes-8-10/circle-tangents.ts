import { type Draft, defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import {
  centreAngleFigure,
  chordFigure,
  cyclicFigure,
  tangentFigure,
  twoTangentsFigure,
} from "./circle-figures.ts";
import { type Lengths, PRIMITIVE_TRIPLES, stepQuestion, type Wrong } from "./shared.ts";

/**
 * Tangents and chords of a circle. Bounds: 1 the length of a tangent from a point, 2 the radius from
 * a tangent, 3 the point's distance from the centre (a tangent meets the radius at 90°, so each is
 * Pythagoras on a whole triple); 4 the angle between two tangents from the angle at the centre, 5 the
 * opposite angle of a cyclic quadrilateral, 6 the angle at the centre from the angle at the circle;
 * 7 a chord from its distance to the centre, 8 that distance from the chord, 9 the radius from both.
 * Every question is drawn to scale (./circle-figures.ts), what it gives written on the drawing.
 */
const TRIPLES = [...PRIMITIVE_TRIPLES, [12, 35, 37]] as const;
type Figure = Draft["figure"];

export const circleTangents = defineGenerator(about("circleTangents", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  const [u, v, w] = random.pick(TRIPLES);
  const scale = random.int(1, 3);
  const [a, b, c] =
    random.next() < 0.5 ? [u * scale, v * scale, w * scale] : [v * scale, u * scale, w * scale];
  /**
   * One side of the right triangle that a radius makes with a tangent (or with half a chord), from
   * the other two by Pythagoras: the slips are the root forgotten and the two given lengths added
   * (for the hypotenuse) or subtracted (for a leg).
   */
  const side = (stem: string, given: Lengths, length: number, slip: Wrong, figure: Figure) => ({
    ...stepQuestion(
      step,
      stem,
      { ...given, square: length * length, answer: length },
      length,
      step <= 3 ? "rightHint" : "chordHint",
      [slip, [length * length, "forgotRoot"]],
    ),
    figure,
  });
  if (step === 1)
    return side("tangent", { d: c, r: a }, b, [c - a, "subtractedLengths"], tangentFigure(a, b, c, "t"));
  if (step === 2)
    return side("radius", { d: c, t: b }, a, [c - b, "subtractedLengths"], tangentFigure(a, b, c, "r"));
  if (step === 3)
    return side("distance", { r: a, t: b }, c, [a + b, "addedLengths"], tangentFigure(a, b, c, "d"));
  if (step === 8)
    return side(
      "distanceFromChord",
      { c: 2 * b, r: c, half: b },
      a,
      [c - b, "subtractedLengths"],
      chordFigure(c, a, b, "d"),
    );
  if (step === 9)
    return side(
      "radiusFromChord",
      { c: 2 * b, d: a, half: b },
      c,
      [a + b, "addedLengths"],
      chordFigure(c, a, b, "r"),
    );
  if (step === 6) {
    const x = random.int(20, 85);
    const params = { x, answer: 2 * x };
    return {
      ...stepQuestion(step, "centre", params, 2 * x, "centreHint", [
        [x, "centreEqual"],
        [x / 2, "halvedInstead"],
      ]),
      figure: centreAngleFigure(x),
    };
  }
  if (step === 7) {
    const params = { r: c, d: a, square: b * b, half: b, answer: 2 * b };
    return {
      ...stepQuestion(step, "chord", params, 2 * b, "chordHint", [
        [b, "forgotDouble"],
        [2 * (c - a), "subtractedLengths"],
      ]),
      figure: chordFigure(c, a, b, "c"),
    };
  }
  const x = random.int(20, 160);
  const answer = 180 - x;
  const stem = step === 4 ? "angle" : "cyclic";
  return {
    ...stepQuestion(step, stem, { x, answer }, answer, `${stem}Hint`, [
      [x, step === 4 ? "equalAngles" : "equalOpposite"],
      [360 - x, "subtractedFrom360"],
    ]),
    figure: step === 4 ? twoTangentsFigure(x) : cyclicFigure(x),
  };
});
