import type { SYLLABUS_CLASSES_4_5 } from "@ganit/contracts/practice/generators/classes-4-5/index";
import type { Draft } from "@ganit/contracts/practice/index";
import type { Checked } from "../test-generator-checkers.ts";
import { fits, num, read, times, withZeros } from "./classes-4-5-counting.ts";
import { checkBarGraph, checkGridArea, checkSymmetry } from "./classes-4-5-figures.ts";
import { measure, paise, timeSpan } from "./classes-4-5-measures.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic. The
 * measures are in ./classes-4-5-measures.ts and the pictures in ./classes-4-5-figures.ts.
 */

const PLACE: Record<string, number> = { lakh: 5, thousand: 3, hundred: 2, "": 0 };

function indianNumbers(prompt: string): Checked {
  const words = read(/^Write as a number: (.+)$/, prompt)[0] as string;
  const parts = [...words.matchAll(/(\d+)(?: (lakh|thousand|hundred))?/g)].map((m) => ({
    count: m[1] as string,
    place: PLACE[m[2] ?? ""] as number,
  }));
  const sum = (shift: number) =>
    parts.reduce((s, p, i) => s + withZeros(Number(p.count), p.place - (i === 0 ? shift : 0)), 0);
  return {
    key: sum(0),
    rules: { joinedParts: Number(parts.map((p) => p.count).join("")), placeTooLow: sum(1) },
  };
}

function columnMultiply(prompt: string): Checked {
  const [a, b] = read(/^(\d+) × (\d+) = \?$/, prompt).map(Number) as [number, number];
  const key = times(a, b);
  if (b >= 10) {
    const [tens, ones] = String(b).split("").map(Number) as [number, number];
    return {
      key,
      rules: { forgotPlaceholderZero: times(a, ones) + times(a, tens), onlyOnesRow: times(a, ones) },
    };
  }
  // Column by column from the ones, written as a child writes it.
  const digits = String(a).split("").map(Number).reverse();
  let noCarry = "";
  let early = "";
  let carry = 0;
  digits.forEach((d, i) => {
    const last = i === digits.length - 1;
    const plain = times(d, b);
    noCarry = last ? `${plain}${noCarry}` : `${plain % 10}${noCarry}`;
    const first = times(d + carry, b);
    early = last ? `${first}${early}` : `${first % 10}${early}`;
    carry = Math.floor(first / 10);
  });
  return { key, rules: { forgotCarry: Number(noCarry), carryAddedFirst: Number(early) } };
}

function longDivision(prompt: string): Checked {
  const [dividend, divisor] = read(/^([\d,]+) ÷ (\d) = \?$/, prompt).map(num) as [number, number];
  const { count, left } = fits(dividend, divisor);
  if (left !== 0) throw new Error(`${prompt}: not exact`);
  const eachDigit = Number(
    String(dividend)
      .split("")
      .map((d) => String(fits(Number(d), divisor).count))
      .join(""),
  );
  return {
    key: count,
    rules: { forgotZero: Number(String(count).split("0").join("") || "0"), dividedEachDigit: eachDigit },
  };
}

function fractionOf(prompt: string): Checked {
  const equal = /^Fill in the missing number: (\d+)\/(\d+) = \?\/(\d+)$/.exec(prompt);
  if (equal) {
    const [top, bottom, newBottom] = equal.slice(1).map(Number) as [number, number, number];
    const scale = fits(newBottom, bottom).count;
    return { key: times(top, scale), rules: { addedSame: top + (newBottom - bottom), keptTop: top } };
  }
  const [top, bottom, whole] = read(/What is (\d+)\/(\d+) of (\d+)\?$/, prompt).map(Number) as [
    number,
    number,
    number,
  ];
  const share = fits(whole, bottom).count;
  const byTop = fits(whole, top);
  return {
    key: times(share, top),
    rules: {
      multipliedByBottom: times(whole, bottom),
      tookAwayBottom: whole - bottom,
      oneShareOnly: share,
      dividedByTop: byTop.left === 0 ? byTop.count : Number.NaN,
    },
  };
}

const TURN_PARTS: Record<string, [number, number]> = {
  "a quarter turn": [1, 4],
  "a half turn": [1, 2],
  "a three-quarter turn": [3, 4],
  "a full turn": [1, 1],
};

function turnAngles(prompt: string): Checked {
  const turn = /turns (a [\w-]+ turn) clockwise/.exec(prompt);
  if (turn) {
    const [top, bottom] = TURN_PARTS[turn[1] as string] as [number, number];
    const degrees = (360 / bottom) * top;
    const rightAngles = fits(degrees, 90).count;
    return {
      key: degrees,
      rules: { hundredPerQuarter: times(100, rightAngles), countedRightAngles: rightAngles },
    };
  }
  const [from, to] = read(/clockwise from (\d+) to (\d+)\./, prompt).map(Number) as [number, number];
  // Step round the dial one number at a time, each way.
  const steps = (start: number, end: number, by: number) => {
    let [at, count] = [start, 0];
    while (at !== end) [at, count] = [((at + by + 11) % 12) + 1, count + 1];
    return count;
  };
  const clockwise = steps(from, to, 1);
  return {
    key: times(30, clockwise),
    rules: { minuteMarks: times(6, clockwise), otherWay: times(30, steps(from, to, -1)) },
  };
}

const POLYGON_SIDES: Record<string, number> = {
  "a triangle": 3,
  "a square": 4,
  "a pentagon": 5,
  "a hexagon": 6,
  "a heptagon": 7,
  "an octagon": 8,
};

function solidParts(prompt: string): Checked {
  const part = read(/How many (faces|edges|corners)/, prompt)[0] as "faces" | "edges" | "corners";
  const box = /does (a cube|a cuboid)/.test(prompt);
  const prism = box || /prism/.test(prompt);
  const sides = box
    ? 4
    : (POLYGON_SIDES[
        read(/(?:each of them|has) (an? \w+)(?: as its base)?\./, prompt)[0] as string
      ] as number);
  // Corners and edges counted one by one; faces from Euler's rule, corners − edges + faces = 2.
  const corners = prism ? sides + sides : sides + 1;
  const edgeList: string[] = [];
  for (let i = 0; i < sides; i++) {
    edgeList.push(`base ${i}`);
    edgeList.push(prism ? `top ${i}` : `up ${i}`);
    if (prism) edgeList.push(`side ${i}`);
  }
  const edges = edgeList.length;
  const faces = 2 - corners + edges;
  const all = { faces, edges, corners };
  const other = { faces: edges, edges: corners, corners: faces }[part];
  const rules: Record<string, number> = { mixedUpParts: other, baseOnly: sides };
  if (box) rules.visibleOnly = { faces: 3, edges: 9, corners: 7 }[part];
  return { key: all[part], rules };
}

const SHAPE_SIDES: Record<string, number> = { triangles: 3, squares: 4, pentagons: 5, hexagons: 6 };

function matchsticks(prompt: string): Checked {
  const [count, shape] = read(/makes a row of (\d+) (\w+) with matchsticks/, prompt) as [string, string];
  const sides = SHAPE_SIDES[shape] as number;
  let sticks = sides;
  for (let i = 2; i <= Number(count); i++) sticks += sides - 1;
  return {
    key: sticks,
    rules: { noSharing: times(sides, Number(count)), forgotFirstStick: times(sides - 1, Number(count)) },
  };
}

function mapScale(prompt: string): Checked {
  const back = /1 cm stands for (\d+) km\. .+ are really (\d+) km apart/.exec(prompt);
  if (back) {
    const [scale, real] = back.slice(1).map(Number) as [number, number];
    return {
      key: fits(real, scale).count,
      rules: { multipliedInstead: times(real, scale), subtractedScale: real - scale },
    };
  }
  const [scale, map] = read(/1 cm stands for (\d+) k?m\. .+ are (\d+) cm apart on the map/, prompt).map(
    Number,
  ) as [number, number];
  return { key: times(scale, map), rules: { addedScale: map + scale, mapNumberOnly: map } };
}

/** The table's rows, as written: "mangoes 12, bananas 9, …". */
function dataTable(prompt: string): Checked {
  const [rowsText, question] = read(/^Table of .+?: (.+?)\. (How many .+)$/, prompt) as [string, string];
  const rows = rowsText.split(", ").map((row) => {
    const [name, count] = read(/^(.+) (\d+)$/, row);
    return { name: name as string, count: Number(count) };
  });
  const countOf = (name: string) => (rows.find((r) => r.name === name) as { count: number }).count;
  let total = 0;
  for (const row of rows) total += row.count;
  const together = /^How many (.+) and (.+) are there together\?$/.exec(question);
  if (together) {
    const [a, b] = [countOf(together[1] as string), countOf(together[2] as string)];
    return { key: a + b, rules: { tookAway: a - b, oneRowOnly: a } };
  }
  const more = /^How many more (.+) than (.+) are there\?$/.exec(question);
  if (more) {
    const [a, b] = [countOf(more[1] as string), countOf(more[2] as string)];
    return { key: a - b, rules: { addedInstead: a + b, gaveBigger: a } };
  }
  return {
    key: total,
    rules: {
      leftOutRow: total - (rows.at(-1) as { count: number }).count,
      twoRowsOnly: (rows[0] as { count: number }).count + (rows[1] as { count: number }).count,
    },
  };
}

export const CHECKERS_CLASSES_4_5: Record<
  (typeof SYLLABUS_CLASSES_4_5)[number]["id"],
  (prompt: string, draft: Draft) => Checked
> = {
  indianNumbers,
  columnMultiply,
  longDivision,
  fractionOf,
  paise,
  convertLength: measure,
  convertWeight: measure,
  convertCapacity: measure,
  timeSpan,
  turnAngles,
  solidParts,
  matchsticks,
  mapScale,
  gridArea: checkGridArea,
  barGraph: checkBarGraph,
  dataTable,
  symmetryLines: checkSymmetry,
};
