import { svgOpen } from "./svg.ts";
/**
 * A flat shape with straight sides drawn as SVG by a pure function: a polygon whose corners are
 * listed in its `points`, so a test counts the sides and corners (and measures them) from the
 * drawing itself. A rectangle is drawn twice as wide as
 * it is tall; every other shape has equal sides, turned by the given angle.
 */

export function polygonCorners(sides: number, turn: number, oblong: boolean): [number, number][] {
  if (oblong) {
    return [
      [30, 50],
      [210, 50],
      [210, 140],
      [30, 140],
    ];
  }
  return Array.from({ length: sides }, (_, i) => {
    const angle = turn + (2 * Math.PI * i) / sides;
    return [Math.round(120 + 80 * Math.sin(angle)), Math.round(95 - 80 * Math.cos(angle))] as [
      number,
      number,
    ];
  });
}

export function polygonSvg(corners: readonly [number, number][]): string {
  const points = corners.map(([x, y]) => `${x},${y}`).join(" ");
  return `${svgOpen(240, 190)}<polygon points="${points}" fill="#bfdbfe" stroke="#1d4ed8" stroke-width="4" stroke-linejoin="round"/></svg>`;
}
