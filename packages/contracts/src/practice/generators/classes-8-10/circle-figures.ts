import { circleFigureSvg } from "../../figures/circle-figure.ts";
import { type Draft, say } from "../define.ts";

/**
 * The drawings of the circles chapter's questions, each to scale: a tangent from P meeting the
 * radius at T, two tangents from P with the angle at the centre, a cyclic quadrilateral, an arc's
 * angles at the centre and at the circle, and a chord with the perpendicular from the centre. What
 * the question gives is written on the drawing; what it asks is marked "?".
 */
const DEG = Math.PI / 180;
const onCircle = (name: string, r: number, degrees: number) => ({
  name,
  x: r * Math.cos(degrees * DEG),
  y: r * Math.sin(degrees * DEG),
});
const cm = (value: number | null) => (value === null ? "?" : `${value} cm`);

/** O, the point of contact T on the left and P up along the tangent: OT ⊥ TP. */
export function tangentFigure(r: number, t: number, d: number, asked: "r" | "t" | "d"): Draft["figure"] {
  return {
    svg: circleFigureSvg({
      centre: { x: 0, y: 0 },
      radius: r,
      points: [
        { name: "O", x: 0, y: 0 },
        { name: "T", x: -r, y: 0 },
        { name: "P", x: -r, y: t },
      ],
      segments: [
        { ends: "OT", label: cm(asked === "r" ? null : r) },
        { ends: "TP", label: cm(asked === "t" ? null : t) },
        { ends: "OP", label: cm(asked === "d" ? null : d) },
      ],
      right: ["OTP"],
    }),
    alt: say("tangentAlt"),
  };
}

/** Tangents PA and PB, the radii OA and OB at right angles to them, and ∠AOB given. */
export function twoTangentsFigure(x: number): Draft["figure"] {
  const r = 10;
  const p = r / Math.cos((x / 2) * DEG);
  return {
    svg: circleFigureSvg({
      centre: { x: 0, y: 0 },
      radius: r,
      points: [
        { name: "O", x: 0, y: 0 },
        onCircle("A", r, x / 2),
        onCircle("B", r, -x / 2),
        { name: "P", x: p, y: 0 },
      ],
      segments: [{ ends: "OA" }, { ends: "OB" }, { ends: "PA" }, { ends: "PB" }],
      right: ["OAP", "OBP"],
      angles: [
        { name: "AOB", label: `${x}°` },
        { name: "APB", label: "?" },
      ],
    }),
    alt: say("twoTangentsAlt", { x }),
  };
}

/** ABCD round the circle with ∠A given: B and D cut off the arc through C of twice ∠A. */
export function cyclicFigure(x: number): Draft["figure"] {
  const r = 10;
  const start = -90 - x;
  return {
    svg: circleFigureSvg({
      centre: { x: 0, y: 0 },
      radius: r,
      points: [
        onCircle("A", r, start + 2 * x + (360 - 2 * x) * 0.45),
        onCircle("B", r, start),
        onCircle("C", r, start + 2 * x * 0.6),
        onCircle("D", r, start + 2 * x),
      ],
      segments: [{ ends: "AB" }, { ends: "BC" }, { ends: "CD" }, { ends: "DA" }],
      angles: [
        { name: "DAB", label: `${x}°` },
        { name: "BCD", label: "?" },
      ],
    }),
    alt: say("cyclicAlt", { x }),
  };
}

/** The arc AB's angle at C on the circle, given, and at the centre O, asked. */
export function centreAngleFigure(x: number): Draft["figure"] {
  const r = 10;
  const start = -90 - x;
  return {
    svg: circleFigureSvg({
      centre: { x: 0, y: 0 },
      radius: r,
      points: [
        { name: "O", x: 0, y: 0 },
        onCircle("A", r, start),
        onCircle("B", r, start + 2 * x),
        onCircle("C", r, start + 2 * x + (360 - 2 * x) * 0.55),
      ],
      segments: [{ ends: "OA" }, { ends: "OB" }, { ends: "CA" }, { ends: "CB" }],
      angles: [
        { name: "ACB", label: `${x}°` },
        { name: "AOB", label: "?" },
      ],
    }),
    alt: say("centreAngleAlt", { x }),
  };
}

/** The chord AB below O, the perpendicular from O to its middle M (unnamed) and the radius OA. */
export function chordFigure(r: number, d: number, half: number, asked: "r" | "d" | "c"): Draft["figure"] {
  return {
    svg: circleFigureSvg({
      centre: { x: 0, y: 0 },
      radius: r,
      points: [
        { name: "O", x: 0, y: 0 },
        { name: "A", x: -half, y: -d },
        { name: "M", x: 0, y: -d, unnamed: true },
        { name: "B", x: half, y: -d },
      ],
      segments: [
        { ends: "OA", label: cm(asked === "r" ? null : r) },
        { ends: "OM", label: cm(asked === "d" ? null : d) },
        { ends: "AB", label: cm(asked === "c" ? null : 2 * half) },
      ],
      right: ["OMB"],
    }),
    alt: say("chordAlt"),
  };
}
