import { svgOpen } from "./svg.ts";
/**
 * A shape of whole squares shaded on a square grid: SVG from a pure function, kept small so a
 * chapter's questions fit offline. The grid is one path; the shape is one `data-run` rect per row
 * (a row of a shape drawn here is one unbroken run of squares), so a test finds each shaded square
 * from the runs' positions and widths.
 */
export const CELL = 24;
const PAD = 4;

export type GridShape = {
  columns: number;
  rows: number;
  /** Per row of the shape: the row, and its first and last shaded column. */
  runs: readonly { row: number; from: number; to: number }[];
};

export function squareGridSvg({ columns, rows, runs }: GridShape): string {
  const w = columns * CELL + 2 * PAD;
  const h = rows * CELL + 2 * PAD;
  const across = Array.from({ length: rows + 1 }, (_, r) => `M${PAD} ${PAD + r * CELL}h${columns * CELL}`);
  const down = Array.from({ length: columns + 1 }, (_, c) => `M${PAD + c * CELL} ${PAD}v${rows * CELL}`);
  const shaded = runs
    .map(
      ({ row, from, to }) =>
        `<rect data-run="${row}" x="${PAD + from * CELL}" y="${PAD + row * CELL}" width="${(to - from + 1) * CELL}" height="${CELL}"/>`,
    )
    .join("");
  return [
    svgOpen(w, h),
    `<g fill="#93c5fd">${shaded}</g>`,
    `<path d="${[...across, ...down].join("")}" stroke="#6b7280" stroke-width="1" fill="none"/>`,
    "</svg>",
  ].join("");
}
