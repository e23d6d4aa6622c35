/**
 * A shape of whole squares shaded on a square grid: SVG from a pure function. Every shaded square
 * is a `data-cell="column,row"` rect, so a test counts the area and walks the edge from the drawing.
 */
export const CELL = 28;
const PAD = 6;

export type GridShape = { columns: number; rows: number; cells: readonly (readonly [number, number])[] };

export function squareGridSvg({ columns, rows, cells }: GridShape): string {
  const w = columns * CELL + 2 * PAD;
  const h = rows * CELL + 2 * PAD;
  const lines: string[] = [];
  for (let c = 0; c <= columns; c++)
    lines.push(`<line x1="${PAD + c * CELL}" y1="${PAD}" x2="${PAD + c * CELL}" y2="${PAD + rows * CELL}"/>`);
  for (let r = 0; r <= rows; r++)
    lines.push(
      `<line x1="${PAD}" y1="${PAD + r * CELL}" x2="${PAD + columns * CELL}" y2="${PAD + r * CELL}"/>`,
    );
  const shaded = cells
    .map(
      ([c, r]) =>
        `<rect data-cell="${c},${r}" x="${PAD + c * CELL}" y="${PAD + r * CELL}" width="${CELL}" height="${CELL}" fill="#93c5fd" stroke="#1e3a8a" stroke-width="2"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true" focusable="false">`,
    `<g stroke="#9ca3af" stroke-width="1">${lines.join("")}</g>`,
    shaded,
    "</svg>",
  ].join("");
}
