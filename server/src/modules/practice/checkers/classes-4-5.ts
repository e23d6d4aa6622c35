import type { SYLLABUS_CLASSES_4_5 } from "@ganit/contracts/practice/generators/classes-4-5/index";
import type { Draft } from "@ganit/contracts/practice/index";
import { expect } from "vitest";
import type { Checked } from "../test-generator-checkers.ts";
import { checkBarGraph, checkGridArea, checkSymmetry } from "./classes-4-5-figures.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic.
 */
const num = (text: string) => Number(text.replace(/,/g, ""));
function read(pattern: RegExp, text: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
}
/** a × b as repeated addition. */
const times = (a: number, b: number) => Array.from({ length: b }, () => a).reduce((s, v) => s + v, 0);
/** How many times b fits in a, by taking b away again and again (and what is left). */
function fits(a: number, b: number): { count: number; left: number } {
  let [count, left] = [0, a];
  while (left >= b) [count, left] = [count + 1, left - b];
  return { count, left };
}
/** A number with zeros written after it: 3 and 5 places is 3,00,000. */
const withZeros = (count: number, places: number) => Number(`${count}${"0".repeat(places)}`);

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

/** ₹12.05 as paise, by writing the rupees and the two paise digits side by side. */
const paiseOf = (amount: string) => {
  const [rupees, paise = "00"] = amount.split(".") as [string, string?];
  return {
    all: Number(`${rupees.replace(/,/g, "")}${paise.padEnd(2, "0")}`),
    rupees: num(rupees),
    paise: Number(paise),
  };
};

function paise(prompt: string): Checked {
  const toPaise = /^How many paise are there in ₹([\d.,]+)\?$/.exec(prompt);
  if (toPaise) {
    const amount = paiseOf(toPaise[1] as string);
    return {
      key: amount.all,
      rules: {
        tenPaiseRupee: times(amount.rupees, 10) + amount.paise,
        forgotPaise: withZeros(amount.rupees, 2),
      },
    };
  }
  const change = /for ₹([\d.,]+) and pays with a ₹(\d+) note/.exec(prompt);
  if (change) {
    const price = paiseOf(change[1] as string);
    const note = Number(change[2]);
    return {
      key: (withZeros(note, 2) - price.all) / 100,
      rules: {
        copiedPaise: (withZeros(note - price.rupees, 2) + price.paise) / 100,
        noBorrow: (withZeros(note - price.rupees, 2) + (100 - price.paise)) / 100,
      },
    };
  }
  const [a, b] = read(/for ₹([\d.,]+) and .+ for ₹([\d.,]+)\./, prompt).map(paiseOf) as [
    ReturnType<typeof paiseOf>,
    ReturnType<typeof paiseOf>,
  ];
  const paiseSum = a.paise + b.paise;
  return {
    key: (a.all + b.all) / 100,
    rules: {
      noCarry: (withZeros(a.rupees + b.rupees, 2) + (paiseSum >= 100 ? paiseSum - 100 : paiseSum)) / 100,
    },
  };
}

/** How many small units make one big unit, and the number a child mixes it up with. */
const UNITS: Record<string, { small: string; zeros: number; mixedZeros: number }> = {
  km: { small: "m", zeros: 3, mixedZeros: 2 },
  m: { small: "cm", zeros: 2, mixedZeros: 3 },
  cm: { small: "mm", zeros: 1, mixedZeros: 2 },
  kg: { small: "g", zeros: 3, mixedZeros: 2 },
  L: { small: "mL", zeros: 3, mixedZeros: 2 },
};

function measure(prompt: string): Checked {
  const whole = /^Write (\d+) (\w+) in (\w+)\.$/.exec(prompt);
  if (whole) {
    const [n, big] = [Number(whole[1]), whole[2] as string];
    const unit = UNITS[big] as (typeof UNITS)[string];
    expect(whole[3]).toBe(unit.small);
    return {
      key: withZeros(n, unit.zeros),
      rules: { wrongFactor: withZeros(n, unit.mixedZeros), addedFactor: n + withZeros(1, unit.zeros) },
    };
  }
  const mixed = /^Write (\d+) (\w+) (\d+) (\w+) in (\w+)\.$/.exec(prompt);
  if (mixed) {
    const [n, big, m] = [Number(mixed[1]), mixed[2] as string, Number(mixed[3])];
    const unit = UNITS[big] as (typeof UNITS)[string];
    return {
      key: withZeros(n, unit.zeros) + m,
      rules: { joinedNumbers: Number(`${n}${m}`), wrongFactor: withZeros(n, unit.mixedZeros) + m },
    };
  }
  const [n, big, m, , sign, p, , q] = read(
    /^(\d+) (\w+) (\d+) (\w+) ([+−]) (\d+) (\w+) (\d+) (\w+) = \? \w+$/,
    prompt,
  );
  const unit = UNITS[big as string] as (typeof UNITS)[string];
  const [nn, mm, pp, qq] = [n, m, p, q].map(Number) as [number, number, number, number];
  const small = (x: number, y: number, zeros: number) => withZeros(x, zeros) + y;
  if (sign === "+") {
    const one = withZeros(1, unit.zeros);
    return {
      key: small(nn, mm, unit.zeros) + small(pp, qq, unit.zeros),
      rules: {
        droppedCarry: withZeros(nn + pp, unit.zeros) + (mm + qq - one),
        wrongFactor: small(nn, mm, unit.mixedZeros) + small(pp, qq, unit.mixedZeros),
      },
    };
  }
  return {
    key: small(nn, mm, unit.zeros) - small(pp, qq, unit.zeros),
    rules: {
      smallerFromBigger: withZeros(nn - pp, unit.zeros) + (qq - mm),
      wrongFactor: small(nn, mm, unit.mixedZeros) - small(pp, qq, unit.mixedZeros),
    },
  };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function timeSpan(prompt: string): Checked {
  const units =
    /^How many (?:minutes|seconds) are there in (\d+) (?:hours|minutes) (\d+) (?:minutes|seconds)\?$/.exec(
      prompt,
    );
  if (units) {
    const [big, small] = units.slice(1).map(Number) as [number, number];
    return {
      key: times(60, big) + small,
      rules: { hundredInAnHour: withZeros(big, 2) + small, forgotTheSmallPart: times(60, big) },
    };
  }
  const trip = /leaves at (\d+):(\d\d) in the morning and arrives at (\d+):(\d\d)/.exec(prompt);
  if (trip) {
    const [h1, m1, h2, m2] = trip.slice(1).map(Number) as [number, number, number, number];
    // Counted on minute by minute from the start to the end.
    let [h, m, minutes] = [h1, m1, 0];
    while (h !== h2 || m !== m2) {
      m += 1;
      if (m === 60) [h, m] = [h + 1, 0];
      minutes += 1;
    }
    return {
      key: minutes,
      rules: {
        subtractedAsNumbers: Number(`${h2}${trip[4]}`) - Number(`${h1}${trip[2]}`),
        wholeHoursOnly: times(60, h2 - h1),
      },
    };
  }
  const [d1, month1, d2, month2] = read(
    /starts on (\d+) (\w+) 2026\. School opens again on (\d+) (\w+) 2026\./,
    prompt,
  );
  const day = (d: string, month: string) => Date.UTC(2026, MONTHS.indexOf(month), Number(d)) / 86_400_000;
  const days = day(d2 as string, month2 as string) - day(d1 as string, month1 as string);
  return { key: days, rules: { thirtyDayMonth: 30 - Number(d1) + Number(d2), countedBothEnds: days + 1 } };
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
