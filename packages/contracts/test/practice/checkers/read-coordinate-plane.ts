import { check, numberOf } from "./read-drawing.ts";
/**
 * A drawn coordinate plane read back as a child reads it: where the axes cross is 0, the numbered
 * ticks give the length of a unit along each axis (the same along both, or the picture would lie),
 * and each plotted point's coordinates are where its dot is drawn against them. The dot's own
 * `data-x`/`data-y` must agree with that reading; segments, the dashed line and the shaded shape must
 * pass through the points they name.
 */

export type ReadPlane = { points: Map<string, [number, number]>; svg: string };

const TOLERANCE = 0.02;
/** A written number as a child reads it: "−3" is minus three. */
const readWritten = (text: string) => Number(text.replace("−", "-"));

export function readCoordinatePlane(svg: string): ReadPlane {
  const xAxis = /<line data-axis="x"[^>]*>/.exec(svg)?.[0];
  const yAxis = /<line data-axis="y"[^>]*>/.exec(svg)?.[0];
  if (!xAxis || !yAxis) throw new Error("no axes drawn");
  const originX = numberOf(yAxis, "x1");
  const originY = numberOf(xAxis, "y1");
  // Each axis's unit from its numbered ticks: every number at its value's distance from O.
  const unitOf = (axis: "x" | "y") => {
    const ticks = [...svg.matchAll(new RegExp(`<text data-tick="${axis}"[^>]*>([^<]+)</text>`, "g"))];
    check(ticks.length >= 2, `numbers on the ${axis}-axis`);
    const units = ticks.map((m) => {
      const tag = m[0];
      const value = readWritten(m[1] as string);
      check(value === numberOf(tag, "data-at"), `tick ${tag}`);
      return axis === "x"
        ? (numberOf(tag, "x") - originX) / value
        : (originY - (numberOf(tag, "y") - 4)) / value;
    });
    for (const unit of units)
      check(Math.abs(unit - (units[0] as number)) < TOLERANCE, `${axis} ticks evenly spaced`);
    return units[0] as number;
  };
  const unit = unitOf("x");
  check(Math.abs(unitOf("y") - unit) < TOLERANCE, "one scale on both axes");
  const points = new Map<string, [number, number]>();
  const pixels = new Map<string, [number, number]>();
  for (const m of svg.matchAll(/<circle data-point="(\w)"[^>]*>/g)) {
    const tag = m[0];
    const [cx, cy] = [numberOf(tag, "cx"), numberOf(tag, "cy")];
    const read: [number, number] = [(cx - originX) / unit, (originY - cy) / unit];
    for (const v of read) check(Math.abs(v - Math.round(v)) < TOLERANCE, `${tag} off the grid`);
    const at: [number, number] = [Math.round(read[0]) + 0, Math.round(read[1]) + 0];
    check(at[0] === numberOf(tag, "data-x") && at[1] === numberOf(tag, "data-y"), tag);
    // The point's name is written beside its dot.
    check(svg.includes(`font-weight="700" fill="#b91c1c">${m[1]}</text>`), `name of ${m[1]}`);
    points.set(m[1] as string, at);
    pixels.set(m[1] as string, [cx, cy]);
  }
  const near = (a: [number, number], b: [number, number]) =>
    check(Math.hypot(a[0] - b[0], a[1] - b[1]) < TOLERANCE, "a segment or shape off its points");
  const pixelOf = (name: string) => {
    const found = pixels.get(name);
    if (!found) throw new Error(`no point ${name}`);
    return found;
  };
  for (const m of svg.matchAll(/<line data-segment="(\w)(\w)"[^>]*>/g)) {
    const tag = m[0];
    near([numberOf(tag, "x1"), numberOf(tag, "y1")], pixelOf(m[1] as string));
    near([numberOf(tag, "x2"), numberOf(tag, "y2")], pixelOf(m[2] as string));
  }
  for (const m of svg.matchAll(/<line data-line="(\w)(\w)"[^>]*>/g)) {
    const tag = m[0];
    const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((n) => numberOf(tag, n)) as number[] as [
      number,
      number,
      number,
      number,
    ];
    // Both named points lie on the drawn line: no area between them and its two ends.
    for (const name of [m[1], m[2]] as string[]) {
      const [px, py] = pixelOf(name);
      const cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
      check(Math.abs(cross) / Math.hypot(x2 - x1, y2 - y1) < 0.05, `${name} on the line`);
    }
  }
  for (const m of svg.matchAll(/<polygon data-shape="(\w+)" points="([^"]+)"/g)) {
    const corners = (m[2] as string).split(" ").map((c) => c.split(",").map(Number) as [number, number]);
    [...(m[1] as string)].forEach((name, i) => {
      near(corners[i] as [number, number], pixelOf(name));
    });
  }
  return { points, svg };
}

/** The named points in the order they appear in a prompt: A(3, −2) → ["A", [3, −2]]. */
export function pointsWritten(prompt: string): Map<string, [number, number]> {
  return new Map(
    [...prompt.matchAll(/([A-Z])\((−?\d+), (−?\d+)\)/g)].map((m) => [
      m[1] as string,
      [readWritten(m[2] as string), readWritten(m[3] as string)],
    ]),
  );
}
