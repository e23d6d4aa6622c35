import { squareGridSvg } from "../../figures/square-grid.ts";
import type { Random } from "../../random.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Area and perimeter by counting on a square grid. Steps: 1 a rectangle, 2 a rectangle with a corner
 * cut away (an L), 3 two rectangles joined (a T, a step, a cross). The area is the shaded squares
 * counted row by row; the perimeter the sides of squares on the edge, across and up-down. Named
 * mistakes: the perimeter given for the area and the area for the perimeter, the whole box round
 * the shape multiplied out, the squares along the edge counted instead of their sides.
 */
const COLUMNS = 10;
const ROWS = 7;
type Cell = readonly [number, number];

const rect = (x: number, y: number, w: number, h: number): Cell[] =>
  Array.from({ length: w * h }, (_, i) => [x + (i % w), y + Math.floor(i / w)] as const);

function drawShape(random: Random, step: number): Cell[] {
  for (;;) {
    const w = random.int(2, 7);
    const h = random.int(2, 5);
    const x = random.int(0, COLUMNS - w);
    const y = random.int(0, ROWS - h);
    if (step === 1) {
      if (w !== h) return rect(x, y, w, h);
      continue;
    }
    if (step === 2) {
      const cw = random.int(1, w - 1);
      const ch = random.int(1, h - 1);
      const right = random.next() < 0.5;
      const low = random.next() < 0.5;
      const cut = new Set(rect(right ? x + w - cw : x, low ? y + h - ch : y, cw, ch).map((c) => `${c}`));
      return rect(x, y, w, h).filter((c) => !cut.has(`${c}`));
    }
    // Two rectangles that overlap or share a side, making one shape that is not a rectangle.
    const w2 = random.int(1, 6);
    const h2 = random.int(1, 5);
    const x2 = random.int(0, COLUMNS - w2);
    const y2 = random.int(0, ROWS - h2);
    const overlapX = Math.min(x + w, x2 + w2) - Math.max(x, x2);
    const overlapY = Math.min(y + h, y2 + h2) - Math.max(y, y2);
    const joined = (overlapX >= 1 && overlapY >= 0) || (overlapY >= 1 && overlapX >= 0);
    if (!joined) continue;
    const cells = new Map([...rect(x, y, w, h), ...rect(x2, y2, w2, h2)].map((c) => [`${c}`, c]));
    const all = [...cells.values()];
    const xs = all.map((c) => c[0]);
    const ys = all.map((c) => c[1]);
    const box = (Math.max(...xs) - Math.min(...xs) + 1) * (Math.max(...ys) - Math.min(...ys) + 1);
    if (box !== all.length) return all.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  }
}

export const gridArea = defineGenerator(about("gridArea", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const cells = drawShape(random, step);
  const has = new Set(cells.map((c) => `${c}`));
  const rows = [...new Set(cells.map((c) => c[1]))].sort((a, b) => a - b);
  const perRow = rows.map((r) => cells.filter((c) => c[1] === r).map((c) => c[0]));
  let across = 0;
  let upDown = 0;
  let edgeSquares = 0;
  for (const [x, y] of cells) {
    const open = [
      [x, y - 1, "across"],
      [x, y + 1, "across"],
      [x - 1, y, "upDown"],
      [x + 1, y, "upDown"],
    ].filter(([cx, cy]) => !has.has(`${cx},${cy}`));
    across += open.filter((o) => o[2] === "across").length;
    upDown += open.filter((o) => o[2] === "upDown").length;
    if (open.length > 0) edgeSquares += 1;
  }
  const area = cells.length;
  const perimeter = across + upDown;
  const xs = cells.map((c) => c[0]);
  const box = (Math.max(...xs) - Math.min(...xs) + 1) * rows.length;
  const runs = rows.map((row, i) => {
    const run = perRow[i] as number[];
    return { row, from: Math.min(...run), to: Math.max(...run) };
  });
  // The rows as numbers only ("2: 3–7"), the same in both languages and short.
  const written = runs.map((r) => `${r.row + 1}: ${r.from + 1}–${r.to + 1}`).join("; ");
  const figure = {
    svg: squareGridSvg({ columns: COLUMNS, rows: ROWS, runs }),
    alt: say("alt", { rows: written }),
  };
  const askArea = random.next() < 0.5;
  if (askArea)
    return {
      values: [step],
      figure,
      item: numericItem(
        say("areaPrompt"),
        area,
        say("areaHint"),
        say("areaSolution", { rows: perRow.map((run) => run.length).join(" + "), answer: area }),
        [
          { answer: perimeter, misconception: say("gavePerimeter") },
          { answer: box, misconception: say("wholeBox") },
        ],
        { unit: "cm2" },
      ),
    };
  return {
    values: [step],
    figure,
    item: numericItem(
      say("perimeterPrompt"),
      perimeter,
      say("perimeterHint"),
      say("perimeterSolution", { across, upDown, answer: perimeter }),
      [
        { answer: area, misconception: say("gaveArea") },
        { answer: edgeSquares, misconception: say("borderSquares") },
      ],
      { unit: "cm" },
    ),
  };
});
