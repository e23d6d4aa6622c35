import { svgOpen } from "./svg.ts";
/**
 * Angles drawn from their own coordinates: rays leaving a vertex, and labels that name the two rays
 * bounding each marked angle, counter-clockwise from the first to the second. A checker measures
 * every marked angle back from the drawn ends (docs/adr/0622-angle-figures-and-offline-weight.md), so the picture, not the generator's
 * numbers, is what the answer is checked against. Parallel lines carry arrow marks; equal sides
 * carry ticks.
 */
export type Point = { x: number; y: number };
export type Ray = { id: string; from: Point; direction: number; length: number };
export type Mark = { rays: [string, string]; label: string; unknown?: boolean };

const WIDTH = 340;
const HEIGHT = 240;
const r3 = (v: number) => Math.round(v * 1000) / 1000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The point a distance along a direction (degrees, counter-clockwise from east; SVG's y points down). */
export const along = (from: Point, direction: number, distance: number): Point => ({
  x: from.x + distance * Math.cos(rad(direction)),
  y: from.y - distance * Math.sin(rad(direction)),
});

const ARC = 24;

function markSvg(mark: Mark, rays: Map<string, Ray>): string {
  const [first, second] = mark.rays.map((id) => rays.get(id) as Ray) as [Ray, Ray];
  const span = (((second.direction - first.direction) % 360) + 360) % 360;
  const start = along(first.from, first.direction, ARC);
  const end = along(first.from, second.direction, ARC);
  const middle = first.direction + span / 2;
  const at = along(first.from, middle, ARC + (mark.unknown ? 16 : 22));
  const colour = mark.unknown ? "#b91c1c" : "#1d4ed8";
  return [
    `<path d="M${r3(start.x)} ${r3(start.y)} A${ARC} ${ARC} 0 ${span > 180 ? 1 : 0} 0 ${r3(end.x)} ${r3(end.y)}" fill="none" stroke="${colour}" stroke-width="2"/>`,
    `<text data-angle="${mark.unknown ? "unknown" : "given"}" data-rays="${mark.rays.join(" ")}" x="${r3(at.x)}" y="${r3(at.y + 5)}" text-anchor="middle" font-size="15" font-weight="700" fill="${colour}">${mark.label}</text>`,
  ].join("");
}

/** A tick across the middle of a segment (equal sides), or an arrow head along it (parallel lines). */
function sideMark(from: Point, to: Point, kind: "tick" | "arrow"): string {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const direction = (Math.atan2(-(to.y - from.y), to.x - from.x) * 180) / Math.PI;
  if (kind === "tick") {
    const a = along(mid, direction + 90, 7);
    const b = along(mid, direction - 90, 7);
    return `<line x1="${r3(a.x)}" y1="${r3(a.y)}" x2="${r3(b.x)}" y2="${r3(b.y)}" stroke="#111827" stroke-width="2"/>`;
  }
  const a = along(mid, direction + 150, 9);
  const b = along(mid, direction - 150, 9);
  return `<path d="M${r3(a.x)} ${r3(a.y)} L${r3(mid.x)} ${r3(mid.y)} L${r3(b.x)} ${r3(b.y)}" fill="none" stroke="#111827" stroke-width="2"/>`;
}

export function anglesSvg(figure: {
  rays: Ray[];
  marks: Mark[];
  ticks?: [Point, Point][];
  arrows?: [Point, Point][];
  names?: { at: Point; text: string }[];
}): string {
  const rays = new Map(figure.rays.map((ray) => [ray.id, ray]));
  const lines = figure.rays.map((ray) => {
    const end = along(ray.from, ray.direction, ray.length);
    return `<line data-ray="${ray.id}" x1="${r3(ray.from.x)}" y1="${r3(ray.from.y)}" x2="${r3(end.x)}" y2="${r3(end.y)}" stroke="#111827" stroke-width="2"/>`;
  });
  return [
    svgOpen(WIDTH, HEIGHT),
    ...lines,
    ...(figure.ticks ?? []).map(([a, b]) => sideMark(a, b, "tick")),
    ...(figure.arrows ?? []).map(([a, b]) => sideMark(a, b, "arrow")),
    ...figure.marks.map((mark) => markSvg(mark, rays)),
    ...(figure.names ?? []).map(
      (n) =>
        `<text x="${r3(n.at.x)}" y="${r3(n.at.y)}" text-anchor="middle" font-size="15" fill="#111827">${n.text}</text>`,
    ),
    "</svg>",
  ].join("");
}
