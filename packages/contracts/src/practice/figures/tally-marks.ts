import { svgOpen } from "./svg.ts";

/**
 * Tally marks drawn as SVG by a pure function: bundles of four standing lines crossed by a fifth,
 * then the single lines left over. Each bundle is one path with `data-mark="bundle"` and the single
 * lines one path with `data-mark="singles"`; in a path each standing line is a `v44` stroke and the
 * crossing line an `l` stroke, so a test counts the marks from the drawing itself. Kept small: a
 * chapter's questions travel offline to cheap phones.
 */
const BUNDLE_W = 64;
const ROW_H = 60;
const PER_ROW = 5;

export function tallyMarksSvg(count: number): string {
  const bundles = Math.floor(count / 5);
  const singles = count % 5;
  const groups = bundles + (singles > 0 ? 1 : 0);
  const parts: string[] = [];
  for (let g = 0; g < groups; g++) {
    const x = 10 + (g % PER_ROW) * BUNDLE_W;
    const y = 8 + Math.floor(g / PER_ROW) * ROW_H;
    const bundle = g < bundles;
    const strokes = Array.from({ length: bundle ? 4 : singles }, (_, i) => `M${x + 6 + i * 11} ${y}v44`);
    if (bundle) strokes.push(`M${x} ${y + 34}l50-26`);
    parts.push(`<path data-mark="${bundle ? "bundle" : "singles"}" d="${strokes.join("")}"/>`);
  }
  const width = 20 + Math.min(Math.max(groups, 1), PER_ROW) * BUNDLE_W;
  const height = 6 + Math.ceil(Math.max(groups, 1) / PER_ROW) * ROW_H;
  return `${svgOpen(width, height)}<g stroke="#1f2937" stroke-width="4" stroke-linecap="round" fill="none">${parts.join("")}</g></svg>`;
}
