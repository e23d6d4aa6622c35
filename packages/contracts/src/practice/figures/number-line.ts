import { svgOpen } from "./svg.ts";
/**
 * A number line drawn as SVG: a pure function, so the server draws the same line from the same seed.
 * Every mark is a `data-tick` line at its x; the labelled marks carry their number as text; the point
 * is a `data-point` circle. A test reads the point's value back from the labels and positions.
 */
export const LINE_WIDTH = 340;
const LEFT = 20;
const RIGHT = LINE_WIDTH - 20;
const Y = 40;

export type NumberLine = {
  /** How many equal gaps the line has, and the label of each mark (null: unlabelled). */
  gaps: number;
  labels: readonly (string | null)[];
  /** The mark the point sits on. */
  point: number;
};

export function numberLineSvg({ gaps, labels, point }: NumberLine): string {
  const x = (i: number) => Math.round((LEFT + ((RIGHT - LEFT) * i) / gaps) * 100) / 100;
  const marks = Array.from({ length: gaps + 1 }, (_, i) => {
    const label = labels[i];
    const tall = label !== null && label !== undefined;
    const tick = `<line data-tick="${i}" x1="${x(i)}" y1="${Y - (tall ? 12 : 8)}" x2="${x(i)}" y2="${Y + (tall ? 12 : 8)}" stroke="#111827" stroke-width="${tall ? 3 : 2}"/>`;
    return tall
      ? `${tick}<text x="${x(i)}" y="${Y + 32}" text-anchor="middle" font-size="18" font-weight="600" fill="#111827">${label}</text>`
      : tick;
  }).join("");
  return [
    svgOpen(LINE_WIDTH, 84),
    `<line x1="${LEFT - 12}" y1="${Y}" x2="${RIGHT + 12}" y2="${Y}" stroke="#111827" stroke-width="2"/>`,
    `<path d="M${LEFT - 16} ${Y} l8 -6 v12 z M${RIGHT + 16} ${Y} l-8 -6 v12 z" fill="#111827"/>`,
    marks,
    `<circle data-point="1" cx="${x(point)}" cy="${Y}" r="8" fill="#dc2626" stroke="#7f1d1d" stroke-width="2"/>`,
    `<text x="${x(point)}" y="${Y - 18}" text-anchor="middle" font-size="16" font-weight="700" fill="#b91c1c">?</text>`,
    "</svg>",
  ].join("");
}
