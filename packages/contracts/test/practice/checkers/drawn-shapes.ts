import type { Draft } from "@ganit/contracts/practice/index";
import {
  expectAbove,
  expectBelow,
  expectContains,
  expectDefined,
  expectEqual,
  expectSame,
} from "../../seed-loop-expect.ts";
import { type ReadShape, readShapeFigure } from "./read-shape-figure.ts";

/**
 * The drawn triangles and quadrilaterals read back (./read-shape-figure.ts): for each question, the
 * answer worked from the drawing alone, by the fact its marks show (a parallelogram's arrows, a
 * rhombus's ticks and right angle, mid-points' ticks, parallel arrows in a triangle, equal arcs), and,
 * when the drawing is to scale, measured off it. Each returns that answer; the generator's checker
 * expects it to be the key it worked from the words, and the words to say what the drawing writes.
 */
const ROUND = (v: number) => Math.round(v * 1000) / 1000;

/** Every number written on the drawing is one the words give (the marks say what the prompt says). */
function writtenInWords(figure: ReadShape, prompt: string, unit: string) {
  for (const [name, value] of figure.lengths)
    expectContains(prompt, `${value} ${unit}`, `${name} = ${value}`);
  for (const [name, value] of figure.angles) expectContains(prompt, `${value}°`, `∠${name}`);
}

/** One thing asked, and, to scale, its measure agreeing with the answer the marks give. */
function asked(figure: ReadShape, fromMarks: number, where: string) {
  const unknown = figure.asked;
  expectAbove(unknown.length, 0, where);
  for (const u of unknown) {
    expectSame(u.label, (unknown[0] as { label: string }).label, where);
    if (figure.toScale) expectBelow(Math.abs(u.measured - fromMarks), 0.05, `${where}: ${u.name} measured`);
  }
  return ROUND(fromMarks);
}

/** The `quadrilaterals` drawings: the key worked from the picture, or undefined when none is drawn. */
export function quadrilateralFromFigure(prompt: string, draft: Draft): number | undefined {
  const svg = draft.figure?.svg;
  if (!svg) return undefined;
  const f = readShapeFigure(svg);
  writtenInWords(f, prompt, "cm");
  const given = [...f.angles.values()];
  if (f.arrows.size === 4) {
    // Both pairs of opposite sides parallel: ∠A and ∠B are co-interior between AD ∥ BC.
    expectSame([...f.arrows.values()].sort().join(), "1,1,2,2", prompt);
    return asked(f, 180 - (given[0] as number), prompt);
  }
  if (given.length === 3) return asked(f, 360 - given.reduce((s, g) => s + g, 0), prompt);
  if (f.right.size === 1) {
    // A rhombus: four sides ticked equal, diagonals at right angles bisecting each other.
    expectSame(f.ticks.size, 4, prompt);
    const [d1, d2] = [f.lengths.get("AC") as number, f.lengths.get("BD") as number];
    expectBelow(Math.abs(f.distance("AO") - f.distance("OC")), 0.02, "O bisects AC");
    expectBelow(Math.abs(f.distance("BO") - f.distance("OD")), 0.02, "O bisects BD");
    return asked(f, Math.sqrt((d1 / 2) ** 2 + (d2 / 2) ** 2), prompt);
  }
  // Mid-points, each side's halves ticked equal (the reader measured them) and on the side.
  for (const [half, n] of f.ticks) expectAbove(n, 0, half);
  const onSide = (p: string, a: string, b: string) =>
    expectBelow(
      Math.abs(f.distance(`${a}${p}`) + f.distance(`${p}${b}`) - f.distance(`${a}${b}`)),
      0.02,
      `${p} on ${a}${b}`,
    );
  if (f.points.has("F")) {
    onSide("D", "B", "C");
    onSide("E", "C", "A");
    onSide("F", "A", "B");
    const sides = ["BC", "CA", "AB"].map((s) => f.lengths.get(s) as number);
    // Each side of the inner triangle is half the side it is parallel to.
    const key = sides.reduce((s, v) => s + v / 2, 0);
    if (f.toScale) {
      const perCm = f.distance("BC") / (sides[0] as number);
      expectBelow(
        Math.abs((f.distance("DE") + f.distance("EF") + f.distance("FD")) / perCm - key),
        0.02,
        prompt,
      );
    }
    return ROUND(key);
  }
  onSide("D", "A", "B");
  onSide("E", "A", "C");
  const written = f.lengths.get("BC");
  return asked(f, written === undefined ? 2 * (f.lengths.get("DE") as number) : written / 2, prompt);
}

/** The `similarTriangles` drawings (BPT and corresponding sides): the key from the picture. */
export function similarFromFigure(prompt: string, draft: Draft): number | undefined {
  const svg = draft.figure?.svg;
  if (!svg) return undefined;
  const f = readShapeFigure(svg);
  writtenInWords(f, prompt, "cm");
  const n = (name: string) => f.lengths.get(name) as number;
  if (f.arrows.size === 2) {
    // DE ∥ BC (the reader measured the arrows parallel), D on AB and E on AC.
    expectSame([...f.arrows.keys()].sort().join(), "BC,DE", prompt);
    for (const [p, a, b] of [
      ["D", "A", "B"],
      ["E", "A", "C"],
    ] as const)
      expectBelow(
        Math.abs(f.distance(`${a}${p}`) + f.distance(`${p}${b}`) - f.distance(`${a}${b}`)),
        0.02,
        p,
      );
    // Whatever the scale, D and E cut the sides in one ratio: that is what DE ∥ BC means.
    expectBelow(
      Math.abs(f.distance("AD") / f.distance("AB") - f.distance("AE") / f.distance("AC")),
      1e-3,
      prompt,
    );
    if (f.lengths.has("DB")) return asked(f, (n("AE") * n("DB")) / n("AD"), prompt);
    return asked(f, (n("AE") * n("AB")) / n("AD"), prompt);
  }
  // Two triangles whose angles are arced alike: each corner of ABC matched with the one of PQR
  // carrying as many arcs, and the sides matched through the corners.
  const partner = new Map<string, string>();
  for (const [name, count] of f.arcs)
    if ("ABC".includes(name[1] as string))
      for (const [other, n2] of f.arcs)
        if (n2 === count && "PQR".includes(other[1] as string))
          partner.set(name[1] as string, other[1] as string);
  expectSame(partner.size, 3, prompt);
  const back = new Map([...partner].map(([k, v]) => [v, k]));
  const unknown = f.asked[0]?.name as string;
  const givenOther = [...f.lengths.keys()].find((s) => "PQR".includes(s[0] as string)) as string;
  const corner = (letter: string) => back.get(letter) as string;
  const pairOf = (side: string) => [corner(side[0] as string), corner(side[1] as string)].sort().join("");
  const sorted = (s: string) => [...s].sort().join("");
  const ratio =
    n(givenOther) / n([...f.lengths.keys()].find((s) => sorted(s) === pairOf(givenOther)) as string);
  const match = [...f.lengths.keys()].find((s) => sorted(s) === pairOf(unknown)) as string;
  expectDefined(match, prompt);
  return asked(f, n(match) * ratio, prompt);
}

/**
 * A drawn triangle's angle asked (the third angle, an exterior angle, an isosceles triangle's base
 * angles), worked from the drawing: the angles written, where they are, and the ticks.
 */
export function triangleAngleFromFigure(prompt: string, draft: Draft): number | undefined {
  const svg = draft.figure?.svg;
  if (!svg) return undefined;
  const f = readShapeFigure(svg);
  writtenInWords(f, prompt, "cm");
  const given = [...f.angles];
  const sum = given.reduce((s, [, v]) => s + v, 0);
  if (f.points.has("D")) {
    // BC goes on through C to D: the angle ACD is outside the triangle, next to its angle at C.
    expectBelow(Math.abs(f.distance("BC") + f.distance("CD") - f.distance("BD")), 0.02, "D on BC extended");
    expectSame(
      given
        .map(([name]) => name[1])
        .sort()
        .join(""),
      "AB",
      prompt,
    );
    return asked(f, sum, prompt);
  }
  if (f.ticks.size === 2) {
    // Two sides ticked equal meet at the corner whose angle is written; the other two are asked.
    const [s1, s2] = [...f.ticks.keys()] as [string, string];
    const apex = [...s1].find((l) => s2.includes(l)) as string;
    expectSame((given[0] as [string, number])[0][1], apex, prompt);
    expectSame(f.asked.length, 2, prompt);
    return asked(f, (180 - sum) / 2, prompt);
  }
  expectSame(given.length, 2, prompt);
  return asked(f, 180 - sum, prompt);
}

/**
 * The rule two triangles' equal parts prove, named as the options name it: `sides` of ABC said equal
 * to their twins (by name, as "AB"), `corners` whose angles are (as "A"), `rhs` when a right angle and
 * the hypotenuse with a side are among them. SAS needs the angle between its sides, ASA the side
 * between its angles.
 */
export function congruenceRule(facts: { sides: string[]; corners: string[]; rhs: boolean }): string {
  const { sides, corners } = facts;
  if (facts.rhs) return "RHS";
  if (sides.length === 3) return "SSS";
  if (
    sides.length === 2 &&
    corners.length === 1 &&
    sides.every((side) => side.includes(corners[0] as string))
  )
    return "SAS";
  if (
    corners.length === 2 &&
    sides.length === 1 &&
    corners.every((corner) => (sides[0] as string).includes(corner))
  )
    return "ASA";
  return "Not enough to say";
}

/** The congruence rule two marked triangles show, read off their ticks, arcs and right angles. */
export function congruenceFromFigure(prompt: string, draft: Draft): string | undefined {
  const svg = draft.figure?.svg;
  if (!svg) return undefined;
  const f = readShapeFigure(svg);
  const partner = (name: string) => [...name].map((l) => ({ A: "P", B: "Q", C: "R" })[l] ?? l).join("");
  const sorted = (s: string) => [...s].sort().join("");
  // Each mark on ABC has its twin on PQR (A ↔ P, B ↔ Q, C ↔ R), with as many ticks or arcs.
  const sides = [...f.ticks].filter(([name]) => /^[ABC]+$/.test(name));
  const angles = [...f.arcs].filter(([name]) => /^[ABC]+$/.test(name));
  for (const [name, n] of sides) expectSame(f.ticks.get(partner(name)), n, `${name}'s twin`);
  for (const [name, n] of angles) expectSame(f.arcs.get(partner(name)), n, `${name}'s twin`);
  expectSame(f.ticks.size, 2 * sides.length, prompt);
  expectSame(f.arcs.size, 2 * angles.length, prompt);
  const right = [...f.right].filter((name) => /^[ABC]+$/.test(name)).map((name) => name[1] as string);
  for (const corner of right)
    expectContains(
      [...f.right].map((n) => n[1]),
      partner(corner),
      "right-angle twin",
    );
  // The words list the same facts as the marks.
  const said = {
    sides: [...prompt.matchAll(/\b([ABC]{2}) = [PQR]{2}/g)].map((m) => sorted(m[1] as string)).sort(),
    angles: [...prompt.matchAll(/∠([ABC]) = ∠[PQR]/g)].map((m) => m[1] as string).sort(),
  };
  expectEqual(said.sides, sides.map(([name]) => sorted(name)).sort(), prompt);
  expectEqual(said.angles, [...angles.map(([name]) => name[1] as string), ...right].sort(), prompt);
  const sideNames = sides.map(([name]) => name);
  const corners = angles.map(([name]) => name[1] as string);
  const rule = congruenceRule({
    sides: sideNames,
    corners,
    rhs:
      right.length === 1 && sideNames.length === 2 && sideNames.some((s) => !s.includes(right[0] as string)),
  });
  // A rule's triangles are drawn congruent: every side of ABC as long as its twin.
  if (rule !== "Not enough to say")
    for (const side of ["AB", "BC", "CA"])
      expectBelow(
        Math.abs(f.distance(side) - f.distance(partner(side))),
        0.02,
        `${side} drawn as long as its twin`,
      );
  return rule;
}

/**
 * Two congruent triangles, ABC with its sides written and the other named in the order the words
 * give: the side asked measured at the written sides' scale, and each pair of the other's corners
 * as far apart as the pair of ABC's in the same places of the names.
 */
export function matchFromFigure(prompt: string, draft: Draft): number | undefined {
  const svg = draft.figure?.svg;
  if (!svg) return undefined;
  const f = readShapeFigure(svg);
  writtenInWords(f, prompt, "cm");
  const other = /Triangle ABC ≅ triangle ([PQR]{3})/.exec(prompt)?.[1] as string;
  for (const [i, j] of [
    [0, 1],
    [1, 2],
    [2, 0],
  ] as const)
    expectBelow(
      Math.abs(f.distance(`${other[i]}${other[j]}`) - f.distance(`${"ABC"[i]}${"ABC"[j]}`)),
      0.02,
      `${other[i]}${other[j]} drawn as ${"ABC"[i]}${"ABC"[j]}`,
    );
  expectSame(f.toScale && f.asked.length === 1, true, prompt);
  // Measured from corners drawn to a hundredth of a pixel: good to a hundredth of a centimetre.
  return Math.round((f.asked[0] as { measured: number }).measured * 100) / 100;
}
