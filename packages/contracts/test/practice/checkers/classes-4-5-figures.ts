import type { Draft } from "@ganit/contracts/practice/index";
import { expectBelow, expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";

/**
 * The Classes 4–5 generators that draw a picture, checked from the picture: a grid's shaded squares
 * counted and their open sides walked, a bar graph's bars measured against its numbered lines, a
 * shape's lines of symmetry found by reflecting its drawn corners. Never the generator's numbers.
 */
const svgOf = (draft: Draft) => {
  const svg = draft.figure?.svg;
  if (!svg) throw new Error("no picture drawn");
  return svg;
};

export function checkGridArea(prompt: string, draft: Draft): Checked {
  // Each shaded run of a row, from its position and width in the drawing's squares of 24.
  const cells = [
    ...svgOf(draft).matchAll(/data-run="(\d+)" x="(\d+)" y="(\d+)" width="(\d+)" height="24"/g),
  ].flatMap((m) => {
    const [row, x, y, width] = m.slice(1).map(Number) as [number, number, number, number];
    expectSame(y, 4 + row * 24, "a run sits on its row");
    return Array.from({ length: width / 24 }, (_, i) => [(x - 4) / 24 + i, row]);
  });
  const shaded = new Set(cells.map(([c, r]) => `${c},${r}`));
  let openSides = 0;
  let edgeSquares = 0;
  for (const [c, r] of cells as [number, number][]) {
    const open = [`${c},${r - 1}`, `${c},${r + 1}`, `${c - 1},${r}`, `${c + 1},${r}`].filter(
      (n) => !shaded.has(n),
    ).length;
    openSides += open;
    if (open > 0) edgeSquares += 1;
  }
  const columns = cells.map((c) => c[0] as number);
  const rows = cells.map((c) => c[1] as number);
  const box = (Math.max(...columns) - Math.min(...columns) + 1) * (Math.max(...rows) - Math.min(...rows) + 1);
  const area = shaded.size;
  if (/area/.test(prompt)) return { key: area, rules: { gavePerimeter: openSides, wholeBox: box } };
  return { key: openSides, rules: { gaveArea: area, borderSquares: edgeSquares } };
}

const PICTURES: Record<string, string> = {
  elephants: "🐘",
  tigers: "🐅",
  leopards: "🐆",
  deer: "🦌",
  mangoes: "🥭",
  bananas: "🍌",
  apples: "🍎",
  "bunches of grapes": "🍇",
  buses: "🚌",
  bicycles: "🚲",
  cars: "🚗",
  autorickshaws: "🛺",
};

/** Each bar's value, read from its height against the numbered lines; and the lines' step. */
function readBars(svg: string): { byPicture: Map<string, number>; inOrder: number[]; scale: number } {
  const ticks = [...svg.matchAll(/<text y="([\d.]+)">(\d+)<\/text>/g)].map((m) => ({
    value: Number(m[2]),
    y: Number(m[1]),
  }));
  const [zero, next] = ticks as [{ value: number; y: number }, { value: number; y: number }];
  const perUnit = (zero.y - next.y) / (next.value - zero.value);
  const heights = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)];
  const pictures = [...svg.matchAll(/<text x="[\d.]+">([^<\d]+)<\/text>/g)];
  const inOrder = heights.map((m) => {
    const value = Number(m[2]) / perUnit;
    expectBelow(Math.abs(value - Math.round(value)), 0.01, "a bar ends on a whole number");
    // The bar stands on the line numbered 0.
    expectBelow(Math.abs(Number(m[1]) + Number(m[2]) - zero.y), 0.02);
    return Math.round(value);
  });
  const byPicture = new Map(pictures.map((m, i) => [m[1] as string, inOrder[i] as number]));
  return { byPicture, inOrder, scale: next.value - zero.value };
}

export function checkBarGraph(prompt: string, draft: Draft): Checked {
  const { byPicture, inOrder, scale } = readBars(svgOf(draft));
  const barOf = (name: string) => {
    const value = byPicture.get(PICTURES[name] ?? "");
    if (value === undefined) throw new Error(`no bar for ${name}`);
    return value;
  };
  const one = /^How many (.+) does the bar graph show\?$/.exec(prompt);
  const more = /^How many more (.+) than (.+) does the bar graph show\?$/.exec(prompt);
  if (more) {
    const difference = barOf(more[1] as string) - barOf(more[2] as string);
    return {
      key: difference,
      rules: {
        addedBars: barOf(more[1] as string) + barOf(more[2] as string),
        countedLines: difference / scale,
      },
    };
  }
  if (/in all\?$/.test(prompt)) {
    let total = 0;
    for (const value of inOrder) total += value;
    return {
      key: total,
      rules: { countedLines: total / scale, leftOutBar: total - (inOrder.at(-1) as number) },
    };
  }
  const value = barOf((one as RegExpExecArray)[1] as string);
  return { key: value, rules: { countedLines: value / scale, lineBelow: value - scale } };
}

type Point = [number, number];
const near = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 1;
/** The direction of a line in degrees, 0 to 180. */
const directionOf = (from: Point, to: Point) => {
  const d = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return ((d % 180) + 180) % 180;
};
const sameDirection = (a: number, b: number) => Math.min(Math.abs(a - b), 180 - Math.abs(a - b)) < 0.5;

export function checkSymmetry(_prompt: string, draft: Draft): Checked {
  const written = /points="([^"]+)"/.exec(svgOf(draft))?.[1] ?? "";
  const points = written.split(" ").map((pair) => pair.split(",").map(Number) as Point);
  const middle: Point = [
    points.reduce((s, p) => s + p[0], 0) / points.length,
    points.reduce((s, p) => s + p[1], 0) / points.length,
  ];
  // A line of symmetry goes through the middle and a corner, or the middle and a side's midpoint.
  const through = [
    ...points,
    ...points.map((p, i) => {
      const q = points[(i + 1) % points.length] as Point;
      return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as Point;
    }),
  ].filter((p) => !near(p, middle));
  const reflects = (direction: number) => {
    const a = (direction * Math.PI) / 180;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    return points.every((p) => {
      const [dx, dy] = [p[0] - middle[0], p[1] - middle[1]];
      const along = dx * ux + dy * uy;
      const image: Point = [middle[0] + 2 * along * ux - dx, middle[1] + 2 * along * uy - dy];
      return points.some((q) => near(q, image));
    });
  };
  const lines: number[] = [];
  for (const p of through) {
    const direction = directionOf(middle, p);
    if (lines.some((d) => sameDirection(d, direction))) continue;
    if (reflects(direction)) lines.push(direction);
  }
  // Lines from a corner to another, not next to it, that pass through the middle.
  const cornerLines = [...lines];
  points.forEach((p, i) => {
    points.forEach((q, j) => {
      const apart = Math.abs(i - j);
      if (apart <= 1 || apart === points.length - 1) return;
      const direction = directionOf(p, q);
      const offLine =
        Math.abs((q[0] - p[0]) * (middle[1] - p[1]) - (q[1] - p[1]) * (middle[0] - p[0])) /
        Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (offLine < 0.5 && !cornerLines.some((d) => sameDirection(d, direction))) cornerLines.push(direction);
    });
  });
  const upright = lines.filter((d) => sameDirection(d, 0) || sameDirection(d, 90)).length;
  return {
    key: lines.length,
    rules: { countedSides: points.length, cornerLines: cornerLines.length, onlyUpright: upright },
  };
}
