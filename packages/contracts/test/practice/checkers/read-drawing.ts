/**
 * What the figure readers (circle, shape, solid, coordinate plane) share: faults, pixels, an SVG
 * tag's attributes, and a drawing's named points, segment ends and written lengths.
 */

/** A fault in the drawing: thrown at once (cheaper than an assertion per mark over 10,000 drawings). */
export function check(holds: boolean, fault: string): asserts holds {
  if (!holds) throw new Error(`the drawing is wrong: ${fault}`);
}

export type Pixel = { x: number; y: number };

const patterns = new Map<string, RegExp>();
/** An attribute's text in an SVG tag (`cx` in `<circle cx="3" …>`); a tag without it is a fault. */
export const attribute = (tag: string, name: string) => {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(` ${name}="([^"]*)"`);
    patterns.set(name, pattern);
  }
  const found = pattern.exec(tag);
  if (!found) throw new Error(`no ${name} in ${tag}`);
  return found[1] as string;
};
/** An attribute of an SVG tag, as a number. */
export const numberOf = (tag: string, name: string) => Number(attribute(tag, name));

/**
 * A drawing's named points (each dot, and each segment's two ends, which must fall on one place a
 * name), its segments ("AB") with their drawn ends and their drawn lengths in pixels; `pointOf`
 * finds a point by its name.
 */
export function pointsAndSegments(svg: string) {
  const points = new Map<string, Pixel>();
  const place = (name: string, p: Pixel) => {
    const known = points.get(name);
    if (known) check(Math.hypot(known.x - p.x, known.y - p.y) < 0.02, `${name} drawn in two places`);
    else points.set(name, p);
  };
  for (const m of svg.matchAll(/<circle data-point="(\w)"[^>]*>/g))
    place(m[1] as string, { x: numberOf(m[0], "cx"), y: numberOf(m[0], "cy") });
  const ends = new Map<string, [Pixel, Pixel]>();
  const segments = new Map<string, number>();
  for (const m of svg.matchAll(/<line data-segment="(\w)(\w)"[^>]*>/g)) {
    const [a, b] = [
      { x: numberOf(m[0], "x1"), y: numberOf(m[0], "y1") },
      { x: numberOf(m[0], "x2"), y: numberOf(m[0], "y2") },
    ];
    place(m[1] as string, a);
    place(m[2] as string, b);
    ends.set(`${m[1]}${m[2]}`, [a, b]);
    segments.set(`${m[1]}${m[2]}`, Math.hypot(b.x - a.x, b.y - a.y));
  }
  const pointOf = (name: string) => {
    const p = points.get(name);
    if (!p) throw new Error(`no point ${name}`);
    return p;
  };
  return { points, ends, segments, pointOf };
}
