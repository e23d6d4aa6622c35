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
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" focusable="false">`,
    `<polygon data-shape="1" points="${written}" fill="#fde68a" stroke="#92400e" stroke-width="3" stroke-linejoin="round"/>`,
    "</svg>",
  ].join("");
}
