import { symmetrySvg } from "../../figures/symmetry.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Lines of symmetry of a drawn shape. Steps: 1 everyday shapes with 0, 1 or 2 lines (a rectangle, a
 * kite, a parallelogram), 2 a square, a rhombus and regular shapes up to the hexagon, 3 an octagon,
 * a star, a cross, an L with equal arms. Each shape's count of lines is written here beside its
 * corners; the test finds the lines again by reflecting the drawn corners. Named mistakes: the
 * sides counted, the lines from corner to corner through the middle taken as lines of symmetry,
 * only standing and lying lines looked for.
 */
type Point = readonly [number, number];
type Shape = { key: string; points: readonly Point[]; lines: number; cornerLines: number; upright: number };

/** A regular shape round the middle of the picture, its first corner at `start` degrees (−90 is up). */
const regular = (sides: number, start = -90, radius = 80): Point[] =>
  Array.from({ length: sides }, (_, i) => {
    const a = ((start + (360 * i) / sides) * Math.PI) / 180;
    return [100 + radius * Math.cos(a), 100 + radius * Math.sin(a)] as const;
  });
const star: Point[] = Array.from({ length: 10 }, (_, i) => {
  const a = ((-90 + 36 * i) * Math.PI) / 180;
  const r = i % 2 === 0 ? 85 : 34;
  return [100 + r * Math.cos(a), 100 + r * Math.sin(a)] as const;
});

/** Asked at step 1 among everyday shapes and again at step 3 among the hard ones. */
const PARALLELOGRAM: Shape = {
  key: "parallelogram",
  points: [
    [20, 140],
    [130, 140],
    [180, 60],
    [70, 60],
  ],
  lines: 0,
  cornerLines: 2,
  upright: 0,
};

const SHAPES: Record<number, readonly Shape[]> = {
  1: [
    {
      key: "rectangle",
      points: [
        [30, 60],
        [170, 60],
        [170, 140],
        [30, 140],
      ],
      lines: 2,
      cornerLines: 4,
      upright: 2,
    },
    {
      key: "isosceles",
      points: [
        [100, 25],
        [165, 170],
        [35, 170],
      ],
      lines: 1,
      cornerLines: 1,
      upright: 1,
    },
    {
      key: "kite",
      points: [
        [100, 20],
        [150, 80],
        [100, 180],
        [50, 80],
      ],
      lines: 1,
      cornerLines: 1,
      upright: 1,
    },
    PARALLELOGRAM,
    {
      key: "trapezium",
      points: [
        [20, 150],
        [180, 150],
        [140, 60],
        [60, 60],
      ],
      lines: 1,
      cornerLines: 1,
      upright: 1,
    },
    {
      key: "scalene",
      points: [
        [30, 160],
        [180, 150],
        [80, 40],
      ],
      lines: 0,
      cornerLines: 0,
      upright: 0,
    },
  ],
  2: [
    {
      key: "square",
      points: [
        [40, 40],
        [160, 40],
        [160, 160],
        [40, 160],
      ],
      lines: 4,
      cornerLines: 4,
      upright: 2,
    },
    {
      key: "rhombus",
      points: [
        [100, 20],
        [160, 100],
        [100, 180],
        [40, 100],
      ],
      lines: 2,
      cornerLines: 2,
      upright: 2,
    },
    { key: "equilateral", points: regular(3, -90, 90), lines: 3, cornerLines: 3, upright: 1 },
    { key: "pentagon", points: regular(5), lines: 5, cornerLines: 5, upright: 1 },
    { key: "hexagon", points: regular(6), lines: 6, cornerLines: 6, upright: 2 },
    {
      key: "rectangle",
      points: [
        [50, 30],
        [150, 30],
        [150, 170],
        [50, 170],
      ],
      lines: 2,
      cornerLines: 4,
      upright: 2,
    },
  ],
  3: [
    { key: "octagon", points: regular(8, -67.5), lines: 8, cornerLines: 8, upright: 2 },
    { key: "star", points: star, lines: 5, cornerLines: 5, upright: 1 },
    {
      key: "cross",
      points: [
        [80, 20],
        [120, 20],
        [120, 80],
        [180, 80],
        [180, 120],
        [120, 120],
        [120, 180],
        [80, 180],
        [80, 120],
        [20, 120],
        [20, 80],
        [80, 80],
      ],
      lines: 4,
      cornerLines: 8,
      upright: 2,
    },
    {
      key: "lShape",
      points: [
        [40, 40],
        [90, 40],
        [90, 110],
        [160, 110],
        [160, 160],
        [40, 160],
      ],
      lines: 1,
      cornerLines: 1,
      upright: 0,
    },
    { key: "hexagon", points: regular(6), lines: 6, cornerLines: 6, upright: 2 },
    PARALLELOGRAM,
  ],
};

export const symmetryLines = defineGenerator(about("symmetryLines", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const shape = random.pick(SHAPES[step] as readonly Shape[]);
  const name = say(shape.key);
  return {
    values: [step],
    figure: { svg: symmetrySvg(shape.points), alt: say("alt", { shape: name }) },
    item: numericItem(
      say("prompt", { shape: name }),
      shape.lines,
      say("hint"),
      say("solution", {
        upright: shape.upright,
        slanting: shape.lines - shape.upright,
        answer: shape.lines,
      }),
      [
        { answer: shape.points.length, misconception: say("countedSides") },
        { answer: shape.cornerLines, misconception: say("cornerLines") },
        { answer: shape.upright, misconception: say("onlyUpright") },
      ],
    ),
  };
});
