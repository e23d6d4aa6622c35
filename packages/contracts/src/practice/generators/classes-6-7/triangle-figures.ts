import {
  onLongestSide,
  placed,
  toward,
  triangleByAngles,
  triangleBySides,
  type XY,
} from "../../figures/shape-coordinates.ts";
import {
  type ShapeAngle,
  type ShapeFigure,
  type ShapeSide,
  shapeFigureSvg,
} from "../../figures/shape-figure.ts";
import { type Draft, say, type Text } from "../define.ts";

/**
 * The drawn triangles of Classes 6–7 (docs/adr/0707-drawn-triangles-and-quadrilaterals.md): a
 * triangle's third angle, its exterior angle, an isosceles triangle's equal sides ticked, and two
 * triangles marked for a congruence rule (equal sides with as many ticks, equal angles with as many
 * arcs, right angles as squares). Drawn at the true angles; a triangle with a corner too narrow to
 * read is drawn fuller and says "not to scale". Nothing here draws from the seed.
 */
type Figure = NonNullable<Draft["figure"]>;
const named = (corners: Record<string, XY>) => Object.entries(corners).map(([name, p]) => ({ name, ...p }));

/** Triangle ABC with a° at A and b° at B written, the angle at C asked. */
export function thirdAngleFigure(a: number, b: number, alt: string): Figure {
  const c = 180 - a - b;
  const toScale = Math.min(a, b, c) >= 12;
  // Narrow corners opened up: every angle at least 12°, still adding up to 180°.
  const fuller = (x: number) => (toScale ? x : 12 + (x * 144) / 180);
  const [A, B, C] = onLongestSide(triangleByAngles(fuller(a), fuller(b)));
  const figure: ShapeFigure = {
    points: named({ A, B, C }),
    sides: [{ ends: "AB" }, { ends: "BC" }, { ends: "CA" }],
    angles: [
      { name: "CAB", label: `${a}°` },
      { name: "ABC", label: `${b}°` },
      { name: "ACB", label: "?" },
    ],
    toScale,
  };
  return {
    svg: shapeFigureSvg(figure),
    alt: say(alt, { a, b, scale: say(toScale ? "toScale" : "notToScale") }),
  };
}

/** Triangle ABC, g° at A and h° at B, BC extended past C to D; the exterior angle ACD asked. */
export function exteriorAngleFigure(g: number, h: number): Figure {
  const [A, B, C] = triangleByAngles(g, h);
  const D = toward(
    C,
    (Math.atan2(C.y - B.y, C.x - B.x) * 180) / Math.PI,
    0.5 * Math.hypot(C.x - B.x, C.y - B.y),
  );
  const figure: ShapeFigure = {
    points: named({ A, B, C, D }),
    sides: [{ ends: "AB" }, { ends: "BC" }, { ends: "CA" }, { ends: "CD" }],
    angles: [
      { name: "CAB", label: `${g}°` },
      { name: "ABC", label: `${h}°` },
      { name: "ACD", label: "?" },
    ],
  };
  return { svg: shapeFigureSvg(figure), alt: say("exteriorAlt", { g, h }) };
}

/** Isosceles triangle ABC, CA = CB ticked, g° at C written, the angles at A and B asked. */
export function isoscelesFigure(g: number): Figure {
  const [A, B, C] = triangleByAngles((180 - g) / 2, (180 - g) / 2);
  const figure: ShapeFigure = {
    points: named({ A, B, C }),
    sides: [{ ends: "AB" }, { ends: "BC", ticks: 1 }, { ends: "CA", ticks: 1 }],
    angles: [
      { name: "ACB", label: `${g}°` },
      { name: "CAB", label: "?" },
      { name: "ABC", label: "?" },
    ],
  };
  return { svg: shapeFigureSvg(figure), alt: say("isoscelesAlt", { g }) };
}

/** What two triangles ABC and PQR are said to have equal: sides "AB", angles "B", a right angle at a corner. */
export type CongruenceMarks = {
  parts: readonly string[];
  right?: string;
  kind: "SSS" | "SAS" | "ASA" | "RHS" | "SSA" | "AAA";
};
const PARTNER: Record<string, string> = { A: "P", B: "Q", C: "R" };
const partnerOf = (name: string) => [...name].map((l) => PARTNER[l] ?? l).join("");

/**
 * Triangles ABC and PQR side by side, each fact marked on both: the first pair of sides said equal
 * with one tick, the second two, the third three; angles likewise with arcs. What the facts do not
 * settle is drawn as it may be: three equal angles on triangles of two sizes, two sides and an angle
 * not between them on the two different triangles they allow.
 */
export function congruenceFigure(marks: CongruenceMarks, facts: Text): Figure {
  let first: Record<string, XY> = { A: { x: 0, y: 0 }, B: { x: 8, y: 0 }, C: { x: 2.6, y: 5 } };
  let second = first;
  let scale = 1;
  const [sides, angles] = [
    marks.parts.filter((p) => p.length === 2),
    marks.parts.filter((p) => p.length === 1),
  ];
  if (marks.kind === "RHS" && marks.right) {
    // The right angle at its corner; the legs along the axes.
    const [u, v] = ["A", "B", "C"].filter((c) => c !== marks.right) as [string, string];
    first = { [marks.right]: { x: 0, y: 0 }, [u]: { x: 7, y: 0 }, [v]: { x: 0, y: 4.6 } };
    second = first;
  }
  if (marks.kind === "SSA") {
    // The angle at X, the side from X to the corner Y where the two sides meet, and the side from Y:
    // two triangles have them, with the third corner near X or far from it.
    const x = (angles[0] as string)[0] as string;
    const y = ["A", "B", "C"].find((c) => sides.every((s) => s.includes(c))) as string;
    const z = ["A", "B", "C"].find((c) => c !== x && c !== y) as string;
    const root = Math.sqrt(100 * Math.cos((38 * Math.PI) / 180) ** 2 - (100 - 7.5 * 7.5));
    const along = 10 * Math.cos((38 * Math.PI) / 180);
    first = { [x]: { x: 0, y: 0 }, [y]: { x: 10, y: 0 }, [z]: toward({ x: 0, y: 0 }, 38, along + root) };
    second = { [x]: { x: 0, y: 0 }, [y]: { x: 10, y: 0 }, [z]: toward({ x: 0, y: 0 }, 38, along - root) };
  }
  if (marks.kind === "AAA") scale = 0.62;
  const width = Math.max(...Object.values(first).map((p) => p.x));
  const points = [
    ...placed(
      "ABC",
      ["A", "B", "C"].map((c) => first[c] as XY),
      {},
    ),
    ...placed(
      "PQR",
      ["A", "B", "C"].map((c) => second[c] as XY),
      { scale, dx: width * 1.45 + 1 },
    ),
  ];
  const sideMarks: ShapeSide[] = [];
  for (const name of ["AB", "BC", "CA"]) {
    const at = sides.findIndex((s) => [...s].sort().join("") === [...name].sort().join(""));
    const ticks = at >= 0 ? { ticks: at + 1 } : {};
    sideMarks.push({ ends: name, ...ticks }, { ends: partnerOf(name), ...ticks });
  }
  const angleMarks: ShapeAngle[] = [];
  angles.forEach((corner, i) => {
    const [p, q] = ["A", "B", "C"].filter((c) => c !== corner) as [string, string];
    angleMarks.push(
      { name: `${p}${corner}${q}`, arcs: i + 1 },
      { name: partnerOf(`${p}${corner}${q}`), arcs: i + 1 },
    );
  });
  const right: string[] = [];
  if (marks.right) {
    const [p, q] = ["A", "B", "C"].filter((c) => c !== marks.right) as [string, string];
    right.push(`${p}${marks.right}${q}`, partnerOf(`${p}${marks.right}${q}`));
  }
  const figure: ShapeFigure = { points, sides: sideMarks, angles: angleMarks, right, shapes: ["ABC", "PQR"] };
  return { svg: shapeFigureSvg(figure), alt: say("congruenceAlt", { facts }) };
}

/**
 * Triangle ABC with its three sides written, and the triangle congruent to it named in the order the
 * question gives (ABC ≅ QRP: Q where A is, R where B is, P where C is), turned over beside it, the
 * side asked marked "?". Its sides carry no ticks: which side matches which is the question.
 */
export function matchFigure(sides: readonly [number, number, number], other: string, asked: string): Figure {
  const [ab, bc, ca] = sides;
  // On its longest side, so a flat triangle's lengths do not crowd; the copy a clear gap away.
  const corners = onLongestSide(triangleBySides(ab, bc, ca));
  const [left, right] = [Math.min(...corners.map((c) => c.x)), Math.max(...corners.map((c) => c.x))];
  const height = Math.max(...corners.map((c) => c.y));
  // A flat triangle's copy goes below it, any other beside it.
  const below = right - left > 1.6 * height;
  const turned = placed(
    other,
    corners,
    below
      ? { mirror: true, dx: left + right, dy: -(height + Math.max(2, 0.3 * (right - left))) }
      : { mirror: true, dx: 2 * right + 0.5 * (right - left) },
  );
  const first = placed("ABC", corners, {});
  const figure: ShapeFigure = {
    points: [...first, ...turned],
    sides: [
      { ends: "AB", label: `${ab} cm` },
      { ends: "BC", label: `${bc} cm` },
      { ends: "CA", label: `${ca} cm` },
      ...["PQ", "QR", "RP"].map((ends) => (ends === asked ? { ends, label: "?" } : { ends })),
    ],
    shapes: ["ABC", "PQR"],
  };
  return { svg: shapeFigureSvg(figure), alt: say("matchAlt", { ab, bc, ca, other, side: asked }) };
}
