import { svgOpen } from "./svg.ts";
/**
 * A flat shape drawn as one polygon, from a pure function, for finding its lines of symmetry. The
 * polygon's corners are written in its `points` (rounded to hundredths), so a test can reflect the
 * corners itself and count the lines that map the shape onto itself.
 */
export function symmetrySvg(points: readonly (readonly [number, number])[]): string {
  const written = points
    .map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`)
    .join(" ");
  return [
    svgOpen(200, 200),
    `<polygon data-shape="1" points="${written}" fill="#fde68a" stroke="#92400e" stroke-width="3" stroke-linejoin="round"/>`,
    "</svg>",
  ].join("");
}
