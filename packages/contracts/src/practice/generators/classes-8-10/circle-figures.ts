import { type CircleFigure, circleFigureSvg } from "../../figures/circle-figure.ts";
import { type Draft, say, type Text } from "../define.ts";

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

const O = { name: "O", x: 0, y: 0 };
/** A circle of centre O, drawn with what the question says of it and described by `alt`. */
const aroundO = (drawing: Omit<CircleFigure, "centre">, alt: Text): Draft["figure"] => ({
  svg: circleFigureSvg({ centre: { x: 0, y: 0 }, ...drawing }),
  alt,
});
/** Segments named by their ends, nothing written along them. */
const joining = (...ends: string[]) => ends.map((pair) => ({ ends: pair }));
/** The angle the question gives, written as x°, and the one it asks, marked "?". */
const givenAndAsked = (given: string, x: number, asked: string) => [
  { name: given, label: `${x}°` },
  { name: asked, label: "?" },
];

/** O, the point of contact T on the left and P up along the tangent: OT ⊥ TP. */
export function tangentFigure(r: number, t: number, d: number, asked: "r" | "t" | "d"): Draft["figure"] {
  return aroundO(
    {
      radius: r,
      points: [O, { name: "T", x: -r, y: 0 }, { name: "P", x: -r, y: t }],
      segments: [
        { ends: "OT", label: cm(asked === "r" ? null : r) },
        { ends: "TP", label: cm(asked === "t" ? null : t) },
        { ends: "OP", label: cm(asked === "d" ? null : d) },
      ],
      right: ["OTP"],
    },
    say("tangentAlt"),
  );
}

/** Tangents PA and PB, the radii OA and OB at right angles to them, and ∠AOB given. */
export function twoTangentsFigure(x: number): Draft["figure"] {
  const r = 10;
  const p = r / Math.cos((x / 2) * DEG);
  return aroundO(
    {
      radius: r,
      points: [O, onCircle("A", r, x / 2), onCircle("B", r, -x / 2), { name: "P", x: p, y: 0 }],
      segments: joining("OA", "OB", "PA", "PB"),
      right: ["OAP", "OBP"],
      angles: givenAndAsked("AOB", x, "APB"),
    },
    say("twoTangentsAlt", { x }),
  );
}

/** ABCD round the circle with ∠A given: B and D cut off the arc through C of twice ∠A. */
export function cyclicFigure(x: number): Draft["figure"] {
  const r = 10;
  const start = -90 - x;
  return aroundO(
    {
      radius: r,
      points: [
        onCircle("A", r, start + 2 * x + (360 - 2 * x) * 0.45),
        onCircle("B", r, start),
        onCircle("C", r, start + 2 * x * 0.6),
        onCircle("D", r, start + 2 * x),
      ],
      segments: joining("AB", "BC", "CD", "DA"),
      angles: givenAndAsked("DAB", x, "BCD"),
    },
    say("cyclicAlt", { x }),
  );
}

/** The arc AB's angle at C on the circle, given, and at the centre O, asked. */
export function centreAngleFigure(x: number): Draft["figure"] {
  const r = 10;
  const start = -90 - x;
  return aroundO(
    {
      radius: r,
      points: [
        O,
        onCircle("A", r, start),
        onCircle("B", r, start + 2 * x),
        onCircle("C", r, start + 2 * x + (360 - 2 * x) * 0.55),
      ],
      segments: joining("OA", "OB", "CA", "CB"),
      angles: givenAndAsked("ACB", x, "AOB"),
    },
    say("centreAngleAlt", { x }),
  );
}

/** The chord AB below O, the perpendicular from O to its middle M (unnamed) and the radius OA. */
export function chordFigure(r: number, d: number, half: number, asked: "r" | "d" | "c"): Draft["figure"] {
  return aroundO(
    {
      radius: r,
      points: [
        O,
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
    },
    say("chordAlt"),
  );
}
