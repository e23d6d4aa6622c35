import { check } from "./read-drawing.ts";
/**
 * A drawn solid read back: each dimension's written length (`data-label`) and its drawn line
 * (`data-dimension`; a cuboid's depth, receding, at the half length cabinet projection draws it).
 * Where every drawn length is its written length at one scale the picture must not say "Not to
 * scale"; where they disagree, it must.
 */

export function readSolidFigure(svg: string): Record<string, number> {
  const labels: Record<string, number> = {};
  for (const m of svg.matchAll(/<text data-label="(\w)"[^>]*>(\d+(?:\.\d+)?) cm<\/text>/g))
    labels[m[1] as string] = Number(m[2]);
  const scales: number[] = [];
  for (const m of svg.matchAll(/<line data-dimension="(\w)"[^>]*>/g)) {
    const value = (name: string) => Number(new RegExp(` ${name}="([^"]*)"`).exec(m[0])?.[1]);
    const receding = value("data-receding") || 1;
    const drawn = Math.hypot(value("x2") - value("x1"), value("y2") - value("y1")) / receding;
    const written = labels[m[1] as string];
    check(written !== undefined, `the dimension ${m[1]} is written`);
    scales.push(drawn / (written as number));
  }
  check(scales.length === Object.keys(labels).length, "every written dimension drawn");
  // Drawn to hundredths of a pixel on lines of 24 px or more: one scale within 0.2%.
  const toScale = scales.every((s) => Math.abs(s / (scales[0] as number) - 1) < 0.002);
  check(svg.includes("data-not-to-scale") === !toScale, "marked not to scale exactly when it is not");
  if (!toScale) check(svg.includes(">Not to scale · पैमाने पर नहीं</text>"), "not to scale, in both languages");
  return labels;
}
