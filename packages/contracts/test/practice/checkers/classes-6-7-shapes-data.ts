import type { Draft } from "@ganit/contracts/practice/index";
import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { measureAngles, read } from "./classes-6-7-reading.ts";
import {
  congruenceFromFigure,
  congruenceRule,
  matchFromFigure,
  triangleAngleFromFigure,
} from "./drawn-shapes.ts";

function angleFactsInWords(prompt: string): Checked {
  const numbers = (prompt.match(/(\d+)°/g) ?? []).map((t) => Number(t.slice(0, -1)));
  const [g = 0, h = 0, k = 0] = numbers;
  // Each fact by its own rule: a straight angle, a full turn, a right angle, equal angles.
  if (prompt.startsWith("Two angles on a straight line") || prompt.includes("co-interior"))
    return { key: 180 - g, rules: { copiedAngle: g, usedFullTurn: 360 - g } };
  if (prompt.startsWith("Angles round a point"))
    return { key: 360 - g - h - k, rules: { usedStraight: 180 - g - h - k } };
  if (prompt.includes("right angle")) return { key: 90 - g, rules: { used180: 180 - g, copiedAngle: g } };
  if (prompt.includes("exterior angle"))
    return { key: 180 - (180 - g - h), rules: { gaveInside: 180 - g - h } };
  if (prompt.startsWith("An isosceles triangle")) {
    let base = 0;
    while (base + base + g < 180) base += 1;
    return { key: base, rules: { noHalf: 180 - g, copiedAngle: g } };
  }
  return { key: g, rules: { tookSupplement: 180 - g } };
}

/** The Classes 6–7 checkers of shapes, angles, data and number play; the angle figure is measured from its drawing. */
export const SHAPE_AND_DATA_CHECKERS = {
  angleFacts(prompt, draft): Checked {
    const checked = angleFactsInWords(prompt);
    // The triangle questions' drawings give the same answer from the angles written on them.
    const drawn = triangleAngleFromFigure(prompt, draft);
    if (drawn !== undefined) expectSame(drawn, checked.key, prompt);
    return checked;
  },
  angleFigures(_prompt, draft): Checked {
    const svg = draft.figure?.svg ?? "";
    expectSame(
      svg.match(/</g)?.length,
      2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
    );
    const marks = measureAngles(svg);
    const givens = marks.filter((m) => !m.unknown);
    // Each given label says what its angle measures in the drawing.
    for (const m of givens) expectSame(m.label, `${m.degrees}°`);
    const asked = marks.filter((m) => m.unknown);
    expectSame(asked.length, 1);
    const key = (asked[0] as { degrees: number }).degrees;
    const total = givens.reduce((sum, m) => sum + m.degrees, 0);
    const first = (givens[0] as { degrees: number }).degrees;
    return {
      key,
      rules: {
        copiedAngle: first,
        usedFullTurn: 360 - total,
        addedGiven: total,
        usedStraight: 180 - total,
        tookSupplement: 180 - first,
        noHalf: 180 - first,
        gaveInside: 180 - key,
      },
    };
  },
  measures(prompt): Checked {
    const n = (pattern: RegExp) => pattern.exec(prompt)?.slice(1).map(Number);
    const squareSide = n(/^A square has sides of (\d+) cm\. What is its (perimeter)/);
    if (squareSide) {
      const [s] = squareSide as [number];
      return { key: s + s + s + s, rules: { addedTwoSides: s + s, areaForPerimeter: s * s } };
    }
    const rectangle = n(/perimeter of (\d+) cm and a length of (\d+) cm/);
    if (rectangle) {
      const [p, l] = rectangle as [number, number];
      let w = 0;
      while (2 * (l + w) < p) w += 1;
      return { key: w, rules: { forgotHalf: p - l } };
    }
    const squarePerimeter = n(/^A square has a perimeter of (\d+) cm/);
    if (squarePerimeter) {
      const [p] = squarePerimeter as [number];
      let s = 0;
      while (s + s + s + s < p) s += 1;
      return { key: s, rules: { halved: p / 2 } };
    }
    const squareArea = n(/^A square has sides of (\d+) cm\. What is its area/);
    if (squareArea) {
      const [s] = squareArea as [number];
      return { key: s * s, rules: { perimeterForArea: 4 * s, addedSides: 2 * s } };
    }
    const triangle = n(/base of (\d+) cm and a height of (\d+) cm/);
    if (triangle) {
      const [b, h] = triangle as [number, number];
      return { key: (b * h) / 2, rules: { noHalf: b * h, addedSides: b + h } };
    }
    const area = n(/area of (\d+) cm² and a length of (\d+) cm/);
    if (area) {
      const [a, l] = area as [number, number];
      let w = 0;
      while (l * w < a) w += 1;
      return { key: w, rules: { subtracted: a - l } };
    }
    const opened = n(/opened to (\d+) cm/);
    if (opened) {
      const [r] = opened as [number];
      return { key: r + r, rules: { radiusForDiameter: r, halvedInstead: r / 2 } };
    }
    const diameter = n(/diameter of (\d+) cm/);
    if (diameter) {
      const [d] = diameter as [number];
      return { key: d / 2, rules: { doubledInstead: d + d } };
    }
    const [r, q] = read(/radius (\d+) cm and (\d+) cm touch/, prompt).map(Number) as [number, number];
    return { key: r + q, rules: { usedDiameters: 2 * r + 2 * q, subtractedRadii: Math.abs(r - q) } };
  },
  shapeFacts(prompt, draft): Checked {
    const lines = /^How many lines of symmetry does (.+) have\?$/.exec(prompt);
    if (lines) {
      // What folding each shape shows, and what a child who folds wrongly counts.
      const table: Record<string, [number, Record<string, number>]> = {
        "a square": [4, { onlySides: 2 }],
        "a rectangle (not a square)": [2, { countedDiagonals: 4 }],
        "a rhombus (not a square)": [2, { likeSquare: 4 }],
        "a parallelogram (not a rectangle or rhombus)": [0, { countedDiagonals: 2 }],
        "an equilateral triangle": [3, { onlyUpright: 1 }],
        "an isosceles triangle (not equilateral)": [1, { likeEquilateral: 3 }],
        "a regular hexagon": [6, { onlySides: 3 }],
        "a kite (not a rhombus)": [1, { countedDiagonals: 2 }],
        // A regular n-gon folds onto itself along n lines; counting only the upright one gives 1,
        // only the lines through opposite sides' middles gives n ÷ 2.
        "a regular pentagon": [5, { onlyUpright: 1 }],
        "a regular octagon": [8, { onlySides: 8 / 2 }],
        "an isosceles trapezium": [1, { countedDiagonals: 2 }],
        "a scalene triangle": [0, { likeEquilateral: 3 }],
      };
      const [key, rules] = table[lines[1] as string] as [number, Record<string, number>];
      return { key, rules };
    }
    const turn = /each turn of (\d+)°/.exec(prompt);
    if (turn) {
      const angle = Number(turn[1]);
      let turns = 0;
      for (let total = 0; total < 360; total += angle) turns += 1;
      return { key: turns, rules: { used180: 180 / angle } };
    }
    const order = /rotational symmetry of order (\d+)\./.exec(prompt);
    if (order) return { key: 360 / Number(order[1]), rules: { used180: 180 / Number(order[1]) } };
    const polygon = /interior angles? of a (regular )?(\d+)-sided polygon/.exec(prompt);
    if (polygon) {
      const sides = Number(polygon[2]);
      let total = 0;
      for (let t = 0; t < sides - 2; t++) total += 180;
      if (polygon[1]) return { key: total / sides, rules: { exterior: 360 / sides, noDivide: total } };
      return { key: total, rules: { usedN: sides * 180, used360: 360 } };
    }
    const fit = /^Can tiles shaped like (.+), all the same, fit round a point/.exec(prompt);
    if (fit) {
      const sides = {
        "an equilateral triangle": 3,
        "a square": 4,
        "a regular pentagon": 5,
        "a regular hexagon": 6,
        "a regular octagon": 8,
        "a regular nonagon": 9,
        "a regular decagon": 10,
        "a regular dodecagon": 12,
      }[fit[1] as string] as number;
      // Lay corners of the tile's angle round the point until they reach 360° or pass it.
      const corner = 180 - 360 / sides;
      let round = 0;
      while (round < 360) round += corner;
      const options = (draft.item as { options: { key: string }[] }).options.map((o) => o.key);
      const [yes, no] = [options.indexOf("yes"), options.indexOf("no")];
      return round === 360
        ? { key: [yes], rules: sides === 4 ? {} : { onlySquares: no } }
        : { key: [no], rules: { gapMissed: yes } };
    }
    const tile = /shaped like (.+) fit round/.exec(prompt);
    if (tile) {
      const sides = { "an equilateral triangle": 3, "a square": 4, "a regular hexagon": 6 }[
        tile[1] as string
      ] as number;
      const angle = ((sides - 2) * 180) / sides;
      let count = 0;
      for (let total = 0; total < 360; total += angle) count += 1;
      return { key: count, rules: { usedSides: sides } };
    }
    const two = /sides of a triangle are (\d+) cm and (\d+) cm/.exec(prompt);
    if (two) {
      const [a, b] = [Number(two[1]), Number(two[2])];
      const fits = (c: number) => a + b > c && a + c > b && b + c > a;
      if (prompt.includes("longest")) {
        let c = a + b + 5;
        while (!fits(c)) c -= 1;
        return { key: c, rules: { allowedEqual: a + b } };
      }
      let c = 1;
      while (!fits(c)) c += 1;
      return { key: c, rules: { allowedEqual: Math.abs(a - b) } };
    }
    const match =
      /AB = (\d+) cm, BC = (\d+) cm and CA = (\d+) cm\. Triangle ABC ≅ triangle ([PQR]{3})\. How long is ([PQR]{2})/.exec(
        prompt,
      );
    if (match) {
      const [ab, bc, ca] = match.slice(1, 4).map(Number) as [number, number, number];
      const [other, side] = [match[4] as string, match[5] as string];
      const corner = (letter: string) => "ABC"[other.indexOf(letter)];
      const partner = [corner(side[0] as string), corner(side[1] as string)].sort().join("");
      const lengths: Record<string, number> = { AB: ab, BC: bc, AC: ca };
      // The drawing (from version 3): the side asked, measured on the congruent triangle drawn.
      const drawn = matchFromFigure(prompt, draft);
      if (drawn !== undefined) expectSame(drawn, lengths[partner], prompt);
      return {
        key: lengths[partner] as number,
        rules: { matchedByLetters: { PQ: ab, QR: bc, RP: ca }[side] as number },
      };
    }
    // A congruence rule from the facts themselves: which sides and angles are said equal.
    const facts = read(/PQR, (.+)\. Which rule/, prompt)[0] as string;
    // The options as a child reads them in English: the rules' names, and "not enough" written out.
    const options = (draft.item as { options: (string | { key: string })[] }).options.map((o) =>
      typeof o === "string" ? o : o.key === "notEnough" ? "Not enough to say" : o.key,
    );
    const sides = [...facts.matchAll(/\b([ABC]{2}) = [PQR]{2}/g)].map((m) => m[1] as string);
    const angles = [...facts.matchAll(/∠([ABC]) = ∠[PQR]/g)].map((m) => m[1] as string);
    const rule = congruenceRule({ sides, corners: angles, rhs: facts.includes("90°") && sides.length === 2 });
    // The drawing, where there is one, shows the same rule by its marks alone.
    const drawn = congruenceFromFigure(prompt, draft);
    if (drawn !== undefined) expectSame(drawn, rule, prompt);
    return {
      key: [options.indexOf(rule)],
      rules: { angleNotBetween: options.indexOf("SAS"), anglesEnough: options.indexOf("ASA") },
    };
  },
  dataLists(prompt): Checked {
    const numbers = (text: string) => text.split(", ").map(Number);
    const fruits = /fruit: (.+)\. How many (more )?children chose (\w+)(?: than (\w+))?\?$/.exec(prompt);
    if (fruits) {
      const list = (fruits[1] as string).split(", ");
      const count = (f: string) => list.reduce((n, x) => n + (x === f ? 1 : 0), 0);
      const first = count(fruits[3] as string);
      if (!fruits[2]) return { key: first, rules: { countedAll: list.length } };
      const second = count(fruits[4] as string);
      return { key: first - second, rules: { gaveCount: first, addedCounts: first + second } };
    }
    const picto =
      /^One symbol stands for (\d+) books\. \w+'s row has (\d+) symbols( and a half symbol)?/.exec(prompt);
    if (picto) {
      const [key, whole] = [Number(picto[1]), Number(picto[2])];
      let books = 0;
      for (let s = 0; s < whole; s++) books += key;
      if (picto[3]) books += key / 2;
      return {
        key: books,
        rules: { countedSymbols: whole, addedKey: whole + key, halfAsWhole: (whole + 1) * key },
      };
    }
    const [what, listText] = read(/^Find the (mode|median|range) of(?: these marks)?: (.+)$/, prompt) as [
      string,
      string,
    ];
    const list = numbers(listText);
    const sorted: number[] = [];
    for (const v of list) {
      let i = 0;
      while (i < sorted.length && (sorted[i] as number) <= v) i += 1;
      sorted.splice(i, 0, v);
    }
    const high = sorted[sorted.length - 1] as number;
    if (what === "mode") {
      const times = (v: number) => list.filter((x) => x === v).length;
      const mode = list.reduce((best, v) => (times(v) > times(best) ? v : best));
      return { key: mode, rules: { tookLargest: high, gaveFrequency: times(mode) } };
    }
    if (what === "median")
      return {
        key: sorted[(sorted.length - 1) / 2] as number,
        rules: { unsortedMiddle: list[(list.length - 1) / 2] as number, tookLargest: high },
      };
    return {
      key: high - (sorted[0] as number),
      rules: {
        tookLargest: high,
        firstMinusLast: Math.abs((list[0] as number) - (list[list.length - 1] as number)),
      },
    };
  },
  numberPlay(prompt): Checked {
    const nth = /^What is the (\d+)th (odd|square|triangular) number\?/.exec(prompt);
    if (nth) {
      const n = Number(nth[1]);
      // Walk the sequence itself, term by term.
      const term = (k: number) => {
        let value = 0;
        for (let i = 1; i <= k; i++)
          value = nth[2] === "odd" ? 2 * i - 1 : nth[2] === "square" ? value + (2 * i - 1) : value + i;
        return value;
      };
      return { key: term(n), rules: { offByOne: term(n + 1), doubled: n + n, noHalf: 2 * term(n) } };
    }
    const parity = /^Without adding, is (.+) odd or even\?$/.exec(prompt);
    if (parity) {
      const total = (parity[1] as string)
        .split(" + ")
        .reduce((sum, t) => sum + Number(t.replace(/,/g, "")), 0);
      return { key: [total % 2 === 1 ? 0 : 1], rules: { oddsMakeOdd: 0, oddsMakeEven: 1 } };
    }
    const virahanka = /What comes after (\d+), (\d+), (\d+), (\d+)\?$/.exec(prompt);
    if (virahanka) {
      const [a, b, c, d] = virahanka.slice(1).map(Number) as [number, number, number, number];
      expectSame(a + b === c && b + c === d, true, prompt);
      return { key: c + d, rules: { addedDifference: d + (d - c), doubledLast: d + d } };
    }
    const line =
      /number from (\d+) to (\d+) once\. One of its rows, columns or diagonals holds (\d+) and (\d+)\./.exec(
        prompt,
      );
    if (line) {
      const [first, last, a, b] = line.slice(1, 5).map(Number) as [number, number, number, number];
      let total = 0;
      for (let v = first; v <= last; v++) total += v;
      const third = total / 3 - a - b;
      // Three different numbers of the square that make a line's sum.
      expectSame(new Set([a, b, third]).size === 3 && third >= first && third <= last, true, prompt);
      return { key: third, rules: { usedAllNine: total - a - b, tookCentre: (first + last) / 2 } };
    }
    const magic = /number from (\d+) to (\d+) once/.exec(prompt);
    if (magic) {
      const [first, last] = [Number(magic[1]), Number(magic[2])];
      let total = 0;
      for (let v = first; v <= last; v++) total += v;
      return { key: total / 3, rules: { addedAll: total, tookCentre: (first + last) / 2 } };
    }
    const digitsText = read(/digits of ([\d,]+), and subtract/, prompt)[0]?.replace(/,/g, "") as string;
    const large = Number([...digitsText].sort().reverse().join(""));
    const small = Number([...digitsText].sort().join(""));
    const reverse = Number([...digitsText].reverse().join(""));
    return {
      key: large - small,
      rules: { subtractedReverse: Math.abs(Number(digitsText) - reverse), addedArrangements: large + small },
    };
  },
} satisfies Record<string, (prompt: string, draft: Draft) => Checked>;
