import type { ShapePoint } from "./shape-figure.ts";

/**
 * Where the corners of a triangle or quadrilateral go, worked from what a question gives (its angles
 * or its sides), in the question's own units with y up: what `shapeFigureSvg` draws to scale.
 */
export type XY = { x: number; y: number };
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The point a distance along a direction (degrees, counter-clockwise from east). */
export const toward = (from: XY, direction: number, distance: number): XY => ({
  x: from.x + distance * Math.cos(rad(direction)),
  y: from.y + distance * Math.sin(rad(direction)),
});

/** The point a fraction t of the way from p to q. */
export const between = (p: XY, q: XY, t: number): XY => ({
  x: p.x + (q.x - p.x) * t,
  y: p.y + (q.y - p.y) * t,
});

/** Triangle ABC on base AB (along the x-axis) with angle a at A and b at B, C above. */
export function triangleByAngles(a: number, b: number, base = 10): [XY, XY, XY] {
  const ac = (base * Math.sin(rad(b))) / Math.sin(rad(a + b));
  return [{ x: 0, y: 0 }, { x: base, y: 0 }, toward({ x: 0, y: 0 }, a, ac)];
}

/**
 * A triangle turned so that its longest side lies along the x-axis with the third corner above it,
 * as a book draws one with an obtuse corner (its short sides then do not crowd their angles' words).
 */
export function onLongestSide(corners: readonly [XY, XY, XY]): [XY, XY, XY] {
  let best = 0;
  for (let i = 1; i < 3; i++) {
    const [p, q] = [corners[i] as XY, corners[(i + 1) % 3] as XY];
    const [r, s] = [corners[best] as XY, corners[(best + 1) % 3] as XY];
    if (Math.hypot(q.x - p.x, q.y - p.y) > Math.hypot(s.x - r.x, s.y - r.y) + 1e-9) best = i;
  }
  const [p, q] = [corners[best] as XY, corners[(best + 1) % 3] as XY];
  const turn = -Math.atan2(q.y - p.y, q.x - p.x);
  const turned = corners.map((c) => ({
    x: (c.x - p.x) * Math.cos(turn) - (c.y - p.y) * Math.sin(turn),
    y: (c.x - p.x) * Math.sin(turn) + (c.y - p.y) * Math.cos(turn),
  })) as [XY, XY, XY];
  // The third corner above: mirrored top to bottom would swap the turn, so turn half a circle instead.
  const third = turned[(best + 2) % 3] as XY;
  return third.y >= 0 ? turned : (turned.map((c) => ({ x: -c.x, y: -c.y })) as [XY, XY, XY]);
}

/** Triangle ABC with its three sides, AB along the x-axis and C above it. */
export function triangleBySides(ab: number, bc: number, ca: number): [XY, XY, XY] {
  const x = (ab * ab + ca * ca - bc * bc) / (2 * ab);
  return [
    { x: 0, y: 0 },
    { x: ab, y: 0 },
    { x, y: Math.sqrt(Math.max(0, ca * ca - x * x)) },
  ];
}

/**
 * Quadrilateral ABCD, counter-clockwise, with its four angles (adding up to 360°; the one at D may be
 * reflex), built on its diagonal AC: the angles at A and C are shared between the two triangles in
 * the same proportion, so B and D both exist (D falls inside triangle ABC when its angle is reflex).
 * Turned so that AB lies along the x-axis; null when the angle at D is straight.
 */
export function quadrilateralByAngles(angles: readonly [number, number, number, number]) {
  const [a, b, c, d] = angles;
  if (d === 180) return null;
  const a1 = (a * (180 - b)) / (a + c);
  const c1 = (c * (180 - b)) / (a + c);
  const [a2, c2] = [a - a1, c - c1];
  const ab = Math.sin(rad(c1)) / Math.sin(rad(a1 + c1));
  const ad = Math.sin(rad(c2)) / Math.sin(rad(a2 + c2));
  const B = toward({ x: 0, y: 0 }, -a1, ab);
  const D = toward({ x: 0, y: 0 }, a2, ad);
  const turn = a1;
  const turned = (p: XY) =>
    toward({ x: 0, y: 0 }, (Math.atan2(p.y, p.x) * 180) / Math.PI + turn, Math.hypot(p.x, p.y));
  return { A: { x: 0, y: 0 }, B: turned(B), C: turned({ x: 1, y: 0 }), D: turned(D) };
}

/** Points named, turned by `degrees` about the origin and moved by (dx, dy); mirrored first if asked. */
export function placed(
  names: string,
  corners: readonly XY[],
  move: { turn?: number; dx?: number; dy?: number; mirror?: boolean; scale?: number },
): ShapePoint[] {
  const [c, s] = [Math.cos(rad(move.turn ?? 0)), Math.sin(rad(move.turn ?? 0))];
  return corners.map((p, i) => {
    const k = move.scale ?? 1;
    const x = (move.mirror ? -p.x : p.x) * k;
    const y = p.y * k;
    return { name: names[i] as string, x: x * c - y * s + (move.dx ?? 0), y: x * s + y * c + (move.dy ?? 0) };
  });
}
