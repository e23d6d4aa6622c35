import { check, numberOf, type Pixel, pointsAndSegments } from "./read-drawing.ts";
/**
 * A drawn triangle or quadrilateral measured back from its own coordinates: every named point where
 * its dot and the segments' ends are drawn; the marks that must be true of any drawing (sides with
 * as many ticks measured equal, sides with as many arrows measured parallel, angles with as many arcs
 * measured equal, right-angle squares measured 90°, each tick across its side's middle); and, unless
 * the picture says "Not to scale", every written length at one scale and every written angle as
 * measured. What is marked "?" (or with a letter) is measured, in the drawing's own units.
 */

export type ReadShape = {
  points: Map<string, Pixel>;
  /** Drawn segments and their drawn lengths in pixels. */
  segments: Map<string, number>;
  ticks: Map<string, number>;
  arrows: Map<string, number>;
  arcs: Map<string, number>;
  right: Set<string>;
  toScale: boolean;
  /** Written lengths ("AB" → 7) and angles ("ABC" → 40), as numbers. */
  lengths: Map<string, number>;
  angles: Map<string, number>;
  /** What is marked "?" or with a letter: its name, what is written, and its measure (cm or degrees). */
  asked: { kind: "length" | "angle"; name: string; label: string; measured: number }[];
  /** An angle's measure in degrees, as drawn (the smaller turn, or the reflex one). */
  angleOf: (name: string, reflex?: boolean) => number;
  /** The distance between two named points, in pixels. */
  distance: (ends: string) => number;
};

export function readShapeFigure(svg: string): ReadShape {
  check(svg.startsWith("<svg "), "no drawing");
  const { points, ends, segments, pointOf } = pointsAndSegments(svg);
  const distance = (pair: string) => {
    const [a, b] = [pointOf(pair[0] as string), pointOf(pair[1] as string)];
    return Math.hypot(b.x - a.x, b.y - a.y);
  };
  const angleOf = (name: string, reflex = false) => {
    const [a, v, b] = [pointOf(name[0] as string), pointOf(name[1] as string), pointOf(name[2] as string)];
    const turn = Math.atan2(a.y - v.y, a.x - v.x) - Math.atan2(b.y - v.y, b.x - v.x);
    const smaller = Math.abs((Math.atan2(Math.sin(turn), Math.cos(turn)) * 180) / Math.PI);
    return reflex ? 360 - smaller : smaller;
  };
  // Marks counted one drawn element at a time; a tick must cross its side at the side's middle.
  const counted = (kind: string) => {
    const counts = new Map<string, number>();
    for (const m of svg.matchAll(new RegExp(`<(?:line|path) data-${kind}="(\\w+)"[^>]*>`, "g"))) {
      const name = m[1] as string;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (kind === "tick") {
        const side = ends.get(name);
        check(side !== undefined, `a tick on no side: ${name}`);
        const [a, b] = side;
        const mid = {
          x: (numberOf(m[0], "x1") + numberOf(m[0], "x2")) / 2,
          y: (numberOf(m[0], "y1") + numberOf(m[0], "y2")) / 2,
        };
        check(
          Math.hypot(mid.x - (a.x + b.x) / 2, mid.y - (a.y + b.y) / 2) < 9,
          `the tick on ${name} is off its middle`,
        );
      }
    }
    return counts;
  };
  const ticks = counted("tick");
  const arrows = counted("arrow");
  const arcs = counted("arc");
  const right = new Set([...svg.matchAll(/data-right="(\w{3})"/g)].map((m) => m[1] as string));
  for (const name of right)
    check(Math.abs(angleOf(name) - 90) < 0.1, `right angle ${name} measures ${angleOf(name)}`);
  // Sides with as many ticks are equal; with as many arrows, parallel; angles with as many arcs, equal.
  const groups = (counts: Map<string, number | string>) => {
    const by = new Map<number | string, string[]>();
    for (const [name, n] of counts) by.set(n, [...(by.get(n) ?? []), name]);
    return [...by.values()];
  };
  for (const group of groups(ticks))
    for (const name of group)
      check(
        Math.abs(distance(name) / distance(group[0] as string) - 1) < 0.005,
        `${name} and ${group[0]} ticked equal`,
      );
  for (const group of groups(arrows))
    for (const name of group) {
      const [p, q] = [pointOf(name[0] as string), pointOf(name[1] as string)];
      const [r, s] = [pointOf((group[0] as string)[0] as string), pointOf((group[0] as string)[1] as string)];
      const cross = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x);
      const dot = (q.x - p.x) * (s.x - r.x) + (q.y - p.y) * (s.y - r.y);
      check(
        Math.abs(cross) / (distance(name) * distance(group[0] as string)) < 0.002 && dot > 0,
        `${name} ∥ ${group[0]}`,
      );
    }
  // Arcs mark equal angles among those with as many arcs and the same words (none, a letter, "?", a measure).
  const written = new Map(
    [...svg.matchAll(/<text data-angle="(\w{3})"[^>]*>([^<]+)<\/text>/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );
  const reflex = new Set(
    [...svg.matchAll(/data-angle="(\w{3})" data-reflex=""/g)].map((m) => m[1] as string),
  );
  const arcGroups = new Map([...arcs].map(([name, n]) => [name, `${n} ${written.get(name) ?? ""}`]));
  for (const group of groups(arcGroups))
    for (const name of group)
      check(
        Math.abs(
          angleOf(name, reflex.has(name)) - angleOf(group[0] as string, reflex.has(group[0] as string)),
        ) < 0.1,
        `∠${name} and ∠${group[0]} arced equal`,
      );
  const toScale = !svg.includes("data-not-to-scale");
  const lengths = new Map<string, number>();
  const asked: ReadShape["asked"] = [];
  const scales: number[] = [];
  const unknown: { name: string; label: string }[] = [];
  for (const m of svg.matchAll(/<text data-length="(\w\w)"[^>]*>([^<]+)<\/text>/g)) {
    const [name, label] = [m[1] as string, m[2] as string];
    const value = /^(\d+(?:\.\d+)?) (?:cm|m)$/.exec(label);
    if (!value) {
      unknown.push({ name, label });
      continue;
    }
    lengths.set(name, Number(value[1]));
    scales.push(distance(name) / Number(value[1]));
  }
  if (toScale)
    for (const s of scales)
      check(Math.abs(s / (scales[0] as number) - 1) < 0.003, "the lengths are drawn to one scale");
  for (const { name, label } of unknown)
    asked.push({
      kind: "length",
      name,
      label,
      measured: scales.length ? distance(name) / (scales[0] as number) : Number.NaN,
    });
  const angles = new Map<string, number>();
  for (const m of svg.matchAll(/<text data-angle="(\w{3})"( data-reflex="")?[^>]*>([^<]+)<\/text>/g)) {
    const [name, label] = [m[1] as string, m[3] as string];
    const measured = angleOf(name, Boolean(m[2]));
    const value = /^(\d+)°$/.exec(label);
    if (!value) {
      asked.push({ kind: "angle", name, label, measured });
      continue;
    }
    angles.set(name, Number(value[1]));
    if (toScale)
      check(Math.abs(measured - Number(value[1])) < 0.1, `∠${name} is drawn ${measured}, written ${label}`);
  }
  return { points, segments, ticks, arrows, arcs, right, toScale, lengths, angles, asked, angleOf, distance };
}
