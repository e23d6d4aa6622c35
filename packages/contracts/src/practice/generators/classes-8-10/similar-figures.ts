import { between, placed, toward } from "../../figures/shape-coordinates.ts";
import { type ShapeFigure, type ShapeSide, shapeFigureSvg } from "../../figures/shape-figure.ts";
import { type Draft, say } from "../define.ts";

/**
 * The drawings of the `similarTriangles` side questions (docs/adr/0707-drawn-triangles-and-quadrilaterals.md):
 * triangle ABC cut by DE ∥ BC (both arrowed), and two similar triangles with their equal angles
 * arced alike. To scale when the sides' ratio lets both triangles be read in one picture; otherwise
 * drawn fuller and marked "not to scale", the parallel lines still parallel and the equal angles
 * still equal. Nothing here draws from the seed.
 */
type Figure = NonNullable<Draft["figure"]>;
const cm = (v: number) => `${v} cm`;

/** △ABC with DE ∥ BC; AD = p, DB = q, AE = p·m written; EC (or AC, with AB written) asked. */
export function bptFigure(p: number, q: number, m: number, asked: "EC" | "AC"): Figure {
  const toScale = m <= 3;
  const ab = p + q;
  const ac = toScale ? ab * m : ab * 2.2;
  const A = { x: 0, y: 0 };
  const B = toward(A, 228, ab);
  const C = toward(A, 305, ac);
  const t = p / ab;
  const D = between(A, B, t);
  const E = between(A, C, t);
  const sides: ShapeSide[] = [
    { ends: "AD", label: cm(p) },
    { ends: "DB", ...(asked === "EC" ? { label: cm(q) } : {}) },
    { ends: "AE", label: cm(p * m) },
    { ends: "EC", ...(asked === "EC" ? { label: "?" } : {}) },
    { ends: "DE", arrows: 1 },
    { ends: "BC", arrows: 1 },
  ];
  if (asked === "AC")
    sides.push({ ends: "AB", label: cm(ab), far: true }, { ends: "AC", label: "?", far: true });
  const figure: ShapeFigure = {
    points: placed("ABCDE", [A, B, C, D, E], {}),
    sides,
    toScale,
  };
  const scale = say(toScale ? "toScale" : "notToScale");
  return {
    svg: shapeFigureSvg(figure),
    alt:
      asked === "EC" ? say("ecAlt", { p, q, r: p * m, scale }) : say("acAlt", { p, s: ab, r: p * m, scale }),
  };
}

/** △ABC ∼ △PQR, angles arced alike; AB = a, BC = b and PQ = c written, QR asked. */
export function similarFigure(a: number, b: number, c: number): Figure {
  const k = c / a;
  const toScale = b / a <= 3 && k <= 2.5;
  const [ab, bc] = toScale ? [a, b] : [1, Math.min(b / a, 2.4)];
  const grow = toScale ? k : Math.min(k, 1.5);
  const corners = [toward({ x: 0, y: 0 }, 62, ab), { x: 0, y: 0 }, { x: bc, y: 0 }];
  const first = placed("ABC", corners, {});
  const second = placed("PQR", corners, { scale: grow, dx: bc * 1.25 + 0.6 });
  const figure: ShapeFigure = {
    points: [...first, ...second],
    sides: [
      { ends: "AB", label: cm(a) },
      { ends: "BC", label: cm(b) },
      { ends: "CA" },
      { ends: "PQ", label: cm(c) },
      { ends: "QR", label: "?" },
      { ends: "RP" },
    ],
    angles: [
      { name: "BAC", arcs: 1 },
      { name: "QPR", arcs: 1 },
      { name: "ABC", arcs: 2 },
      { name: "PQR", arcs: 2 },
      { name: "BCA", arcs: 3 },
      { name: "QRP", arcs: 3 },
    ],
    toScale,
    shapes: ["ABC", "PQR"],
  };
  return {
    svg: shapeFigureSvg(figure),
    alt: say("sideAlt", { a, b, c, scale: say(toScale ? "toScale" : "notToScale") }),
  };
}
