import { between, placed, quadrilateralByAngles, toward, type XY } from "../../figures/shape-coordinates.ts";
import { type ShapeFigure, shapeFigureSvg } from "../../figures/shape-figure.ts";
import { type Draft, say } from "../define.ts";

/**
 * The drawings of the `quadrilaterals` questions (docs/adr/0707-drawn-triangles-and-quadrilaterals.md):
 * a parallelogram with its parallel sides arrowed, a quadrilateral with three angles written, a
 * rhombus with its equal sides ticked and its diagonals crossing at a right angle, a triangle with
 * the mid-points of two (or three) sides, the halves ticked. Drawn to scale from the question's own
 * numbers; a triangle too thin to read is drawn fuller and marked "not to scale". None of these
 * functions draws from the seed: a question's draw and key are what they were before it was drawn.
 */
type Figure = NonNullable<Draft["figure"]>;
const names = (corners: Record<string, XY>) => Object.entries(corners).map(([name, p]) => ({ name, ...p }));

/** Parallelogram ABCD with ∠A = x written and ∠B asked. */
export function parallelogramFigure(x: number): Figure {
  const A = { x: 0, y: 0 };
  const B = { x: 6, y: 0 };
  const D = toward(A, x, 4);
  const C = { x: B.x + D.x, y: B.y + D.y };
  const figure: ShapeFigure = {
    points: names({ A, B, C, D }),
    sides: [
      { ends: "AB", arrows: 1 },
      { ends: "DC", arrows: 1 },
      { ends: "AD", arrows: 2 },
      { ends: "BC", arrows: 2 },
    ],
    angles: [
      { name: "DAB", label: `${x}°` },
      { name: "ABC", label: "?" },
    ],
  };
  return { svg: shapeFigureSvg(figure), alt: say("parallelogramAlt", { x }) };
}

/** Quadrilateral ABCD with its angles a, b, c at A, B, C written and the fourth (at D) asked. */
export function fourthAngleFigure(a: number, b: number, c: number): Figure | undefined {
  const d = 360 - a - b - c;
  const best = quadrilateralByAngles([a, b, c, d]);
  if (!best) return undefined;
  const figure: ShapeFigure = {
    points: names({ A: best.A, B: best.B, C: best.C, D: best.D }),
    sides: [{ ends: "AB" }, { ends: "BC" }, { ends: "CD" }, { ends: "DA" }],
    angles: [
      { name: "DAB", label: `${a}°` },
      { name: "ABC", label: `${b}°` },
      { name: "BCD", label: `${c}°` },
      { name: "CDA", label: "?", reflex: d > 180 },
    ],
  };
  return { svg: shapeFigureSvg(figure), alt: say("fourthAlt", { a, b, c }) };
}

/** Rhombus ABCD with diagonals 2u and 2v written, crossing at O at a right angle, a side asked. */
export function rhombusFigure(u: number, v: number): Figure {
  // The longer diagonal lies across the picture: AC upright when BD is the longer.
  const upright = v > u;
  const corners = [
    { x: -u, y: 0 },
    { x: 0, y: -v },
    { x: u, y: 0 },
    { x: 0, y: v },
    { x: 0, y: 0 },
  ];
  const points = placed("ABCDO", corners, { turn: upright ? -90 : 0 }).map((p) =>
    p.name === "O" ? { ...p, nameAt: upright ? 135 : 225 } : p,
  );
  const figure: ShapeFigure = {
    points,
    sides: [
      { ends: "AB", ticks: 1, label: "?" },
      { ends: "BC", ticks: 1 },
      { ends: "CD", ticks: 1 },
      { ends: "DA", ticks: 1 },
      // Both lengths clear of O's name and of the right angle, each in a quarter of its own.
      { ends: "AC", label: `${2 * u} cm`, along: upright ? 0.3 : 0.72 },
      { ends: "BD", label: `${2 * v} cm`, along: 0.66 },
    ],
    right: [upright ? "BOC" : "DOA"],
  };
  return { svg: shapeFigureSvg(figure), alt: say("rhombusAlt", { d1: 2 * u, d2: 2 * v }) };
}

/** △ABC with D and E the mid-points of AB and AC; BC written and DE asked, or DE written and BC asked. */
export function midPointFigure(bc: number, asked: "DE" | "BC"): Figure {
  // The apex over a point of BC that the length itself chooses: the drawing differs as the numbers do.
  const A = { x: bc * (0.2 + ((bc * 7) % 10) / 16), y: bc * 0.72 };
  const [B, C] = [
    { x: 0, y: 0 },
    { x: bc, y: 0 },
  ];
  const figure: ShapeFigure = {
    points: names({ A, B, C, D: between(A, B, 0.5), E: between(A, C, 0.5) }),
    sides: [
      { ends: "AD", ticks: 1 },
      { ends: "DB", ticks: 1 },
      { ends: "AE", ticks: 2 },
      { ends: "EC", ticks: 2 },
      { ends: "BC", label: asked === "BC" ? "?" : `${bc} cm` },
      { ends: "DE", label: asked === "DE" ? "?" : `${bc / 2} cm` },
    ],
  };
  return {
    svg: shapeFigureSvg(figure),
    alt: say(asked === "DE" ? "midAlt" : "sideAlt", { bc, de: bc / 2 }),
  };
}

/** A triangle with sides a (BC), b (CA), c (AB) written, and the triangle joining their mid-points. */
export function midTriangleFigure(a: number, b: number, c: number): Figure {
  const angleOf = (opposite: number, p: number, q: number) =>
    (Math.acos((p * p + q * q - opposite * opposite) / (2 * p * q)) * 180) / Math.PI;
  const thinnest = Math.min(angleOf(a, b, c), angleOf(b, a, c), angleOf(c, a, b));
  // A sliver is drawn fuller (each side nearer the mean), and then says it is not to scale.
  let [x, y, z] = [a, b, c];
  const toScale = thinnest >= 14;
  if (!toScale) {
    const mean = (a + b + c) / 3;
    [x, y, z] = [(a + mean) / 2, (b + mean) / 2, (c + mean) / 2];
    while (Math.min(angleOf(x, y, z), angleOf(y, x, z), angleOf(z, x, y)) < 25)
      [x, y, z] = [(x + mean) / 2, (y + mean) / 2, (z + mean) / 2];
  }
  // B at the origin, C along the x-axis, A above: BC = x, CA = y, AB = z.
  const along = (z * z + x * x - y * y) / (2 * x);
  const [A, B, C] = [
    { x: along, y: Math.sqrt(z * z - along * along) },
    { x: 0, y: 0 },
    { x, y: 0 },
  ];
  const [D, E, F] = [between(B, C, 0.5), between(C, A, 0.5), between(A, B, 0.5)];
  const points = placed("ABCDEF", [A, B, C, D, E, F], {});
  const figure: ShapeFigure = {
    points,
    sides: [
      { ends: "BD", ticks: 1 },
      { ends: "DC", ticks: 1 },
      { ends: "CE", ticks: 2 },
      { ends: "EA", ticks: 2 },
      { ends: "AF", ticks: 3 },
      { ends: "FB", ticks: 3 },
      { ends: "DE" },
      { ends: "EF" },
      { ends: "FD" },
      { ends: "BC", label: `${a} cm`, far: true },
      { ends: "CA", label: `${b} cm`, far: true },
      { ends: "AB", label: `${c} cm`, far: true },
    ],
    toScale,
  };
  return {
    svg: shapeFigureSvg(figure),
    alt: say("perimeterAlt", { a, b, c, scale: say(toScale ? "toScale" : "notToScale") }),
  };
}
