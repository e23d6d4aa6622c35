import { check, numberOf, type Pixel, pointsAndSegments } from "./read-drawing.ts";
/**
 * A drawn circle figure measured back: the circle, every point where its dot or a segment's end is
 * drawn, each written length against the drawn one (one scale for all, or the picture is not to
 * scale), each written angle against the angle the drawn points make, each right-angle mark against
 * a measured 90°. What is marked "?" is measured from the drawing, in the drawing's own centimetres.
 */

export type ReadCircle = {
  /** The one quantity marked "?", measured: centimetres for a length, degrees for an angle. */
  asked: { kind: "length" | "angle"; name: string; measured: number };
  /** The numbers written on the drawing: "OP" → 13, "AOB" → 40. */
  given: Map<string, number>;
  /** The points drawn on the circle (not its centre, not a point outside it). */
  onCircle: Set<string>;
};

/** The smaller turn between the arms from a vertex to two points, in degrees. */
export function angleAt(vertex: Pixel, a: Pixel, b: Pixel): number {
  const turn = Math.atan2(a.y - vertex.y, a.x - vertex.x) - Math.atan2(b.y - vertex.y, b.x - vertex.x);
  const degrees = Math.abs((Math.atan2(Math.sin(turn), Math.cos(turn)) * 180) / Math.PI);
  return degrees;
}

export function readCircleFigure(svg: string): ReadCircle {
  const circleTag = /<circle data-circle="[^"]*"[^>]*>/.exec(svg)?.[0];
  if (!circleTag) throw new Error("no circle drawn");
  const centre = { x: numberOf(circleTag, "cx"), y: numberOf(circleTag, "cy") };
  const radius = numberOf(circleTag, "r");
  const { points, segments, pointOf } = pointsAndSegments(svg);
  const angleOf = (name: string) =>
    angleAt(pointOf(name[1] as string), pointOf(name[0] as string), pointOf(name[2] as string));
  for (const m of svg.matchAll(/data-right="(\w{3})"/g))
    check(Math.abs(angleOf(m[1] as string) - 90) < 0.05, `right angle ${m[1]}`);
  const given = new Map<string, number>();
  const asked: ReadCircle["asked"][] = [];
  // Lengths: every written one at one scale (drawn pixels per centimetre).
  const scales: number[] = [];
  const unknownLengths: string[] = [];
  for (const m of svg.matchAll(/<text data-length="(\w+)"[^>]*>([^<]+)<\/text>/g)) {
    const drawn = segments.get(m[1] as string);
    if (drawn === undefined) throw new Error(`a length written on no segment: ${m[1]}`);
    if (m[2] === "?") unknownLengths.push(m[1] as string);
    else {
      const value = Number(/^(\d+(?:\.\d+)?) cm$/.exec(m[2] as string)?.[1]);
      check(Number.isFinite(value), m[0]);
      given.set(m[1] as string, value);
      scales.push(drawn / value);
    }
  }
  for (const s of scales)
    check(Math.abs(s / (scales[0] as number) - 1) < 0.002, "the lengths are drawn to one scale");
  for (const name of unknownLengths)
    asked.push({ kind: "length", name, measured: (segments.get(name) as number) / (scales[0] as number) });
  for (const m of svg.matchAll(/<text data-angle="(\w{3})"[^>]*>([^<]+)<\/text>/g)) {
    const measured = angleOf(m[1] as string);
    if (m[2] === "?") asked.push({ kind: "angle", name: m[1] as string, measured });
    else {
      const value = Number(/^(\d+)°$/.exec(m[2] as string)?.[1]);
      check(Math.abs(measured - value) < 0.05, `${m[1]} is drawn as written`);
      given.set(m[1] as string, value);
    }
  }
  check(asked.length === 1, "one quantity asked");
  const onCircle = new Set(
    [...points.entries()]
      .filter(([, p]) => Math.abs(Math.hypot(p.x - centre.x, p.y - centre.y) - radius) < 0.05)
      .map(([name]) => name),
  );
  return { asked: asked[0] as ReadCircle["asked"], given, onCircle };
}
