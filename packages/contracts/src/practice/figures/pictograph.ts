import { svgOpen } from "./svg.ts";
/**
 * A pictograph drawn as SVG by a pure function: one row per kind of fruit, in the fruit's own colour,
 * the fruit's shape at the row's start and then one round picture for every picture counted. A
 * row's pictures are the round dots of one dashed line (`data-row`, the fruit), a dot every 30
 * units, so a test counts the pictures from the line's length. The rows carry no words, so the same
 * picture serves both languages; the question names the fruit. Kept small for offline phones.
 */
export const PICTOGRAPH_FRUITS = ["mango", "banana", "apple", "guava"] as const;
export type PictographFruit = (typeof PICTOGRAPH_FRUITS)[number];

const ROW_H = 36;
const CELL = 30;
const FILL: Record<PictographFruit, string> = {
  mango: "#f59e0b",
  banana: "#fde047",
  apple: "#dc2626",
  guava: "#86efac",
};
/** Each fruit's own mark at the start of its row (a mango's oval, a banana's curve, …). */
const LABEL: Record<PictographFruit, (y: number) => string> = {
  mango: (y) => `M10 ${y}c0-16 20-16 20 0s-20 16-20 0z`,
  banana: (y) => `M6 ${y - 8}q14 24 28 0q-14 12-28 0z`,
  apple: (y) => `M8 ${y}a12 12 0 1 0 24 0a12 12 0 1 0-24 0zM20 ${y - 12}l3-6`,
  guava: (y) => `M9 ${y}l11-12 11 12-11 12z`,
};

export function pictographSvg(rows: readonly { fruit: PictographFruit; pictures: number }[]): string {
  const most = Math.max(1, ...rows.map((r) => r.pictures));
  const width = 60 + most * CELL;
  const height = rows.length * ROW_H + 6;
  const y = (i: number) => 22 + i * ROW_H;
  const labels = rows.map((row, i) => `<path fill="${FILL[row.fruit]}" d="${LABEL[row.fruit](y(i))}"/>`);
  // A row's pictures are the dots of one dashed line: a round dot every CELL along it, one a picture.
  const pictures = rows.map(
    (row, i) =>
      `<path data-row="${row.fruit}" stroke="${FILL[row.fruit]}" d="M62 ${y(i)}h${(row.pictures - 1) * CELL}"/>`,
  );
  return `${svgOpen(width, height)}<g stroke="#374151" stroke-width="2">${labels.join("")}<path d="M44 4v${height - 8}"/></g><g stroke-width="22" stroke-linecap="round" stroke-dasharray="0 ${CELL}">${pictures.join("")}</g></svg>`;
}
