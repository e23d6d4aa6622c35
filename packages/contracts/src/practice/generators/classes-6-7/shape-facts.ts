import { shuffle } from "../../random.ts";
import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { choice, drawKind, kindBounds, numeric, texts } from "./kinds.ts";
import { congruenceFacts, MORE_SHAPES, tileFit } from "./shape-facts-more.ts";
import { congruenceFigure, matchFigure } from "./triangle-figures.ts";

/**
 * Facts about shapes: 1–3 lines of symmetry and rotational symmetry, 4–6 the angles of polygons and
 * which tiles meet at a point, 7–9 the third side of a triangle and matching parts of congruent
 * triangles, 10–12 which rule shows two triangles congruent. Version 2 adds shapes to fold, asks
 * whether a regular shape tiles, and states congruence facts about any corner in any order
 * (./shape-facts-more.ts), so no skill's sitting of ten has to repeat a question. Its congruence
 * questions draw the two triangles with the facts marked on them (./triangle-figures.ts).
 */
const SHAPES = [
  { id: "square", lines: 4, wrong: 2, why: "onlySides" },
  { id: "rectangle", lines: 2, wrong: 4, why: "countedDiagonals" },
  { id: "rhombus", lines: 2, wrong: 4, why: "likeSquare" },
  { id: "parallelogram", lines: 0, wrong: 2, why: "countedDiagonals" },
  { id: "equilateral", lines: 3, wrong: 1, why: "onlyUpright" },
  { id: "isoscelesShape", lines: 1, wrong: 3, why: "likeEquilateral" },
  { id: "hexagon", lines: 6, wrong: 3, why: "onlySides" },
  { id: "kite", lines: 1, wrong: 2, why: "countedDiagonals" },
] as const;
const POLYGONS = [
  { n: 5, id: "pentagon" },
  { n: 6, id: "hexagonName" },
  { n: 8, id: "octagon" },
  { n: 9, id: "nonagon" },
  { n: 10, id: "decagon" },
  { n: 12, id: "dodecagon" },
] as const;
const TILES = [
  { n: 3, id: "equilateral" },
  { n: 4, id: "square" },
  { n: 6, id: "hexagon" },
] as const;
const RULES = ["SSS", "SAS", "ASA", "RHS"] as const;
/** The facts given about two triangles, the rule they show (4 for "not enough"), and the tempting wrong rule. */
const CASES = [
  { facts: "factsSSS", rule: 0 },
  { facts: "factsSAS", rule: 1 },
  { facts: "factsASA", rule: 2 },
  { facts: "factsRHS", rule: 3 },
  { facts: "factsSSA", rule: 4, tempting: 1, why: "angleNotBetween" },
  { facts: "factsAAA", rule: 4, tempting: 2, why: "anglesEnough" },
] as const;
const PERMUTATIONS = ["PQR", "PRQ", "QPR", "QRP", "RPQ", "RQP"] as const;

export const shapeFacts = defineGenerator(
  { ...about("shapeFacts", 3), oldestVersion: 1 },
  kindBounds(4),
  (random, min, max, version) => {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      if (level === 1) {
        const shape = random.pick(version >= 2 ? [...SHAPES, ...MORE_SHAPES] : SHAPES);
        const params = { shape: say(shape.id), answer: shape.lines };
        return numeric(value, texts("linesPrompt", "linesHint", "linesSolution", params), shape.lines, [
          [shape.why, shape.wrong],
        ]);
      }
      const order = random.int(2, level === 2 ? 6 : 12);
      const angle = 360 / order;
      if (level === 2 || !Number.isInteger(angle)) {
        const o = [2, 3, 4, 5, 6, 8, 9, 10, 12][random.int(0, level === 2 ? 4 : 8)] as number;
        const a = 360 / o;
        return numeric(
          value,
          texts("orderPrompt", "orderHint", "orderSolution", { angle: a, answer: o }),
          o,
          [["used180", 180 / a]],
        );
      }
      return numeric(
        value,
        texts("anglePrompt", "angleHint", "angleSolution", { order, answer: angle }),
        angle,
        [["used180", 180 / order]],
        { unit: "degree" },
      );
    }
    if (kind === 1) {
      if (level === 3 && version >= 2 && random.next() < 0.6) return tileFit(random, value);
      if (level === 3) {
        const tile = random.pick(TILES);
        const angle = ((tile.n - 2) * 180) / tile.n;
        return numeric(
          value,
          texts("tilesPrompt", "tilesHint", "tilesSolution", {
            tile: say(tile.id),
            angle,
            answer: 360 / angle,
          }),
          360 / angle,
          [["usedSides", tile.n]],
        );
      }
      const polygon = random.pick(POLYGONS);
      const n = polygon.n;
      const total = (n - 2) * 180;
      if (level === 1)
        return numeric(
          value,
          texts("sumPrompt", "sumHint", "sumSolution", {
            polygon: say(polygon.id),
            n,
            triangles: n - 2,
            answer: total,
          }),
          total,
          [
            ["usedN", n * 180],
            ["used360", 360],
          ],
          { unit: "degree" },
        );
      return numeric(
        value,
        texts("interiorPrompt", "interiorHint", "interiorSolution", {
          polygon: say(polygon.id),
          n,
          total,
          answer: total / n,
        }),
        total / n,
        [
          ["exterior", 360 / n],
          ["noDivide", total],
        ],
        { unit: "degree" },
      );
    }
    if (kind === 2) {
      const a = random.int(3, 20);
      let b = random.int(3, 20);
      if (b === a) b += 1;
      if (level === 1)
        return numeric(
          value,
          texts("longestPrompt", "longestHint", "longestSolution", { a, b, sum: a + b, answer: a + b - 1 }),
          a + b - 1,
          [["allowedEqual", a + b]],
          { unit: "cm" },
        );
      if (level === 2) {
        const [big, small] = a > b ? [a, b] : [b, a];
        const params = { a, b, big, small, difference: big - small, answer: big - small + 1 };
        return numeric(
          value,
          texts("shortestPrompt", "longestHint", "shortestSolution", params),
          big - small + 1,
          [["allowedEqual", big - small]],
          { unit: "cm" },
        );
      }
      // Three different sides, the other triangle named in a shuffled order. Before version 3 the
      // longest could reach the other two added (4, 10 and 20 cm make no triangle); now it cannot.
      const small = random.int(version >= 3 ? 6 : 4, 9);
      const mid = random.int(10, 14);
      const sides = [small, mid, random.int(15, version >= 3 ? Math.min(20, small + mid - 1) : 20)];
      shuffle(random, sides);
      const [ab, bc, ca] = sides as [number, number, number];
      const other = random.pick(PERMUTATIONS.slice(1));
      const side = random.pick(["PQ", "QR", "RP"] as const);
      const corner = (letter: string) => "ABC"[other.indexOf(letter)] as string;
      const partner = `${corner(side[0] as string)}${corner(side[1] as string)}`;
      const length = (name: string) =>
        name.includes("A") && name.includes("B") ? ab : name.includes("B") && name.includes("C") ? bc : ca;
      const byAlphabet = { PQ: ab, QR: bc, RP: ca }[side];
      const pairs = ["A", "B", "C"].map((l, i) => `${l} ↔ ${other[i]}`).join(", ");
      const params = { ab, bc, ca, other, side, partner, pairs, answer: length(partner) };
      const draft = numeric(
        value,
        texts("matchPrompt", "matchHint", "matchSolution", params),
        length(partner),
        [["matchedByLetters", byAlphabet]],
        { unit: "cm" },
      );
      return version >= 3 ? { ...draft, figure: matchFigure([ab, bc, ca], other, side) } : draft;
    }
    if (version >= 2) {
      const c = congruenceFacts(random, level);
      const options = [...RULES, say("notEnough")];
      const params = {
        facts: c.facts,
        reason: c.reason,
        answer: c.rule === 4 ? say("notEnough") : (RULES[c.rule] as string),
      };
      return {
        ...choice(
          value,
          texts("rulePrompt", "ruleHint", "ruleSolution", params),
          options,
          c.rule,
          options.map((_, i) => (i === c.tempting ? (c.why as string) : null)),
        ),
        figure: congruenceFigure(c.marks, c.facts),
      };
    }
    const pool = level === 1 ? CASES.slice(0, 2) : level === 2 ? CASES.slice(2, 4) : CASES.slice(4);
    const c = random.pick(pool);
    const options = [...RULES, say("notEnough")];
    const answer = c.rule;
    const wrong = options.map((_, i) => ("tempting" in c && i === c.tempting ? c.why : null));
    const params = {
      facts: say(c.facts),
      reason: say(`reason${c.facts.slice(5)}`),
      answer: c.rule === 4 ? say("notEnough") : (RULES[c.rule] as string),
    };
    return choice(value, texts("rulePrompt", "ruleHint", "ruleSolution", params), options, answer, wrong);
  },
);
