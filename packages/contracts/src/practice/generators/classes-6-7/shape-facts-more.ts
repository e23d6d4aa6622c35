import { type Random, shuffle } from "../../random.ts";
import { type Draft, say, type Text } from "../define.ts";
import { choice, texts } from "./kinds.ts";
import type { CongruenceMarks } from "./triangle-figures.ts";

/**
 * What version 2 of `shapeFacts` asks besides version 1's questions, so that a skill's sitting of
 * ten never needs to ask one twice: more shapes to fold, whether a regular shape tiles round a point,
 * and the congruence facts about any corner or side of the triangles, listed in any order.
 */
export const MORE_SHAPES = [
  { id: "regularPentagon", lines: 5, wrong: 1, why: "onlyUpright" },
  { id: "regularOctagon", lines: 8, wrong: 4, why: "onlySides" },
  { id: "isoscelesTrapezium", lines: 1, wrong: 2, why: "countedDiagonals" },
  { id: "scalene", lines: 0, wrong: 3, why: "likeEquilateral" },
] as const;

const FIT_TILES = [
  { n: 3, id: "equilateral" },
  { n: 4, id: "square" },
  { n: 5, id: "regularPentagon" },
  { n: 6, id: "hexagon" },
  { n: 8, id: "regularOctagon" },
  { n: 9, id: "regularNonagon" },
  { n: 10, id: "regularDecagon" },
  { n: 12, id: "regularDodecagon" },
] as const;

/** Whether tiles of one regular shape fit round a point: Yes when its corner goes into 360° exactly. */
export function tileFit(random: Random, value: number): Draft {
  const tile = random.pick(FIT_TILES);
  const angle = ((tile.n - 2) * 180) / tile.n;
  const fits = 360 % angle === 0;
  const params = { tile: say(tile.id), angle, count: 360 / angle };
  return choice(
    value,
    texts("fitPrompt", "tilesHint", fits ? "fitYesSolution" : "fitNoSolution", params),
    [say("yes"), say("no")],
    fits ? 0 : 1,
    fits ? [null, tile.n === 4 ? null : "onlySquares"] : ["gapMissed", null],
  );
}

const PARTNER: Record<string, string> = { A: "P", B: "Q", C: "R" };
const side = (a: string, b: string) => `${a}${b} = ${PARTNER[a]}${PARTNER[b]}`;
const angle = (a: string) => `∠${a} = ∠${PARTNER[a]}`;
/** The triangle's sides as the books name them, each by its two corners. */
const SIDES = [
  ["A", "B"],
  ["B", "C"],
  ["C", "A"],
] as const;
const sideName = (a: string, b: string) => {
  const found = SIDES.find(([x, y]) => (x === a && y === b) || (x === b && y === a)) as readonly [
    string,
    string,
  ];
  return side(found[0], found[1]);
};

export type Congruence = {
  facts: Text;
  rule: number;
  reason: Text;
  tempting?: number;
  why?: string;
  /** The same facts as marks to draw: sides by ABC's names ("AB"), angles by their corner ("B"). */
  marks: CongruenceMarks;
};
/** A fact's part as a mark: "AB = PQ" → "AB", "∠B = ∠Q" → "B". */
const part = (fact: string) => (fact.startsWith("∠") ? (fact[1] as string) : fact.slice(0, 2));

/**
 * Facts about triangles ABC and PQR (A ↔ P, B ↔ Q, C ↔ R) showing a rule: level 1 SSS or SAS,
 * 2 ASA or RHS, 3 not enough (two sides and an angle not between them, or three angles).
 */
export function congruenceFacts(random: Random, level: number): Congruence {
  const corners = ["A", "B", "C"];
  const at = random.pick(corners);
  const [u, v] = corners.filter((c) => c !== at) as [string, string];
  const listed = (parts: string[]) =>
    say("factsList", { a: parts[0] as string, b: parts[1] as string, c: parts[2] as string });
  const shuffled = <T>(items: T[]) => shuffle(random, [...items]);
  const first = random.next() < 0.5;
  if (level === 1) {
    if (random.next() < 0.5) {
      const parts = shuffled(SIDES.map(([a, b]) => side(a, b)));
      return {
        facts: listed(parts),
        rule: 0,
        reason: say("reasonSSS"),
        marks: { parts: parts.map(part), kind: "SSS" },
      };
    }
    const [s1, s2] = first ? [sideName(u, at), sideName(at, v)] : [sideName(v, at), sideName(at, u)];
    return {
      facts: listed([s1, angle(at), s2]),
      rule: 1,
      reason: say("reasonSASAt", { angle: `∠${at}` }),
      marks: { parts: [s1, angle(at), s2].map(part), kind: "SAS" },
    };
  }
  if (level === 2) {
    if (random.next() < 0.5) {
      const [a1, a2] = first ? [u, v] : [v, u];
      const between = sideName(u, v);
      return {
        facts: listed([angle(a1), between, angle(a2)]),
        rule: 2,
        reason: say("reasonASAOn", { side: between.slice(0, 2) }),
        marks: { parts: [angle(a1), between, angle(a2)].map(part), kind: "ASA" },
      };
    }
    // The right angle at one corner, the hypotenuse opposite it, and one of the other two sides.
    const leg = first ? sideName(at, u) : sideName(at, v);
    return {
      facts: say("factsRight", { angle: `∠${at} = ∠${PARTNER[at]}`, hypotenuse: sideName(u, v), leg }),
      rule: 3,
      reason: say("reasonRHS"),
      marks: { parts: [sideName(u, v), leg].map(part), right: at, kind: "RHS" },
    };
  }
  if (random.next() < 0.5) {
    // Two sides meeting at one corner, and the angle at another corner: not between them.
    const other = first ? u : v;
    const [s1, s2] = [sideName(u, at), sideName(at, v)];
    return {
      facts: listed([s1, s2, angle(other)]),
      rule: 4,
      reason: say("reasonSSAAt", { angle: `∠${other}`, first: s1.slice(0, 2), second: s2.slice(0, 2) }),
      tempting: 1,
      why: "angleNotBetween",
      marks: { parts: [s1, s2, angle(other)].map(part), kind: "SSA" },
    };
  }
  const corners3 = shuffled(["A", "B", "C"].map(angle));
  return {
    facts: listed(corners3),
    marks: { parts: corners3.map(part), kind: "AAA" },
    rule: 4,
    reason: say("reasonAAA"),
    tempting: 2,
    why: "anglesEnough",
  };
}
