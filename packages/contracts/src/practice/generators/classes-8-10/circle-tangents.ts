import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import {
  centreAngleFigure,
  chordFigure,
  cyclicFigure,
  tangentFigure,
  twoTangentsFigure,
} from "./circle-figures.ts";
import { numericItem, PRIMITIVE_TRIPLES } from "./shared.ts";

/**
 * Tangents and chords of a circle. Bounds: 1 the length of a tangent from a point, 2 the radius from
 * a tangent, 3 the point's distance from the centre (a tangent meets the radius at 90°, so each is
 * Pythagoras on a whole triple); 4 the angle between two tangents from the angle at the centre, 5 the
 * opposite angle of a cyclic quadrilateral, 6 the angle at the centre from the angle at the circle;
 * 7 a chord from its distance to the centre, 8 that distance from the chord, 9 the radius from both.
 * Every question is drawn to scale (./circle-figures.ts), what it gives written on the drawing.
 */
const TRIPLES = [...PRIMITIVE_TRIPLES, [12, 35, 37]] as const;

export const circleTangents = defineGenerator(about("circleTangents", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  const [u, v, w] = random.pick(TRIPLES);
  const scale = random.int(1, 3);
  const [a, b, c] =
    random.next() < 0.5 ? [u * scale, v * scale, w * scale] : [v * scale, u * scale, w * scale];
  if (step === 1) {
    const params = { d: c, r: a, square: b * b, answer: b };
    return {
      values: [step],
      figure: tangentFigure(a, b, c, "t"),
      item: numericItem(say("tangentPrompt", params), b, say("rightHint"), say("tangentSolution", params), [
        [c - a, "subtractedLengths"],
        [b * b, "forgotRoot"],
      ]),
    };
  }
  if (step === 2) {
    const params = { d: c, t: b, square: a * a, answer: a };
    return {
      values: [step],
      figure: tangentFigure(a, b, c, "r"),
      item: numericItem(say("radiusPrompt", params), a, say("rightHint"), say("radiusSolution", params), [
        [c - b, "subtractedLengths"],
        [a * a, "forgotRoot"],
      ]),
    };
  }
  if (step === 3) {
    const params = { r: a, t: b, square: c * c, answer: c };
    return {
      values: [step],
      figure: tangentFigure(a, b, c, "d"),
      item: numericItem(say("distancePrompt", params), c, say("rightHint"), say("distanceSolution", params), [
        [a + b, "addedLengths"],
        [c * c, "forgotRoot"],
      ]),
    };
  }
  if (step === 8) {
    const params = { c: 2 * b, r: c, half: b, square: a * a, answer: a };
    return {
      values: [step],
      figure: chordFigure(c, a, b, "d"),
      item: numericItem(
        say("distanceFromChordPrompt", params),
        a,
        say("chordHint"),
        say("distanceFromChordSolution", params),
        [
          [c - b, "subtractedLengths"],
          [a * a, "forgotRoot"],
        ],
      ),
    };
  }
  if (step === 9) {
    const params = { c: 2 * b, d: a, half: b, square: c * c, answer: c };
    return {
      values: [step],
      figure: chordFigure(c, a, b, "r"),
      item: numericItem(
        say("radiusFromChordPrompt", params),
        c,
        say("chordHint"),
        say("radiusFromChordSolution", params),
        [
          [a + b, "addedLengths"],
          [c * c, "forgotRoot"],
        ],
      ),
    };
  }
  if (step === 6) {
    const x = random.int(20, 85);
    const params = { x, answer: 2 * x };
    return {
      values: [step],
      figure: centreAngleFigure(x),
      item: numericItem(
        say("centrePrompt", params),
        2 * x,
        say("centreHint"),
        say("centreSolution", params),
        [
          [x, "centreEqual"],
          [x / 2, "halvedInstead"],
        ],
      ),
    };
  }
  if (step === 7) {
    const params = { r: c, d: a, square: b * b, half: b, answer: 2 * b };
    return {
      values: [step],
      figure: chordFigure(c, a, b, "c"),
      item: numericItem(say("chordPrompt", params), 2 * b, say("chordHint"), say("chordSolution", params), [
        [b, "forgotDouble"],
        [2 * (c - a), "subtractedLengths"],
      ]),
    };
  }
  const x = random.int(20, 160);
  const answer = 180 - x;
  const params = { x, answer };
  return {
    values: [step],
    figure: step === 4 ? twoTangentsFigure(x) : cyclicFigure(x),
    item: numericItem(
      say(step === 4 ? "anglePrompt" : "cyclicPrompt", params),
      answer,
      say(step === 4 ? "angleHint" : "cyclicHint"),
      say(step === 4 ? "angleSolution" : "cyclicSolution", params),
      [
        [x, step === 4 ? "equalAngles" : "equalOpposite"],
        [360 - x, "subtractedFrom360"],
      ],
    ),
  };
});
