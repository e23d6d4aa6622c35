import type { Draft } from "@ganit/contracts/practice/index";
import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { match, num } from "./classes-8-10-tools.ts";
import { pointsWritten, readCoordinatePlane } from "./read-coordinate-plane.ts";

/**
 * The checkers of the generators written for the rationalised Class 9 book's Coordinate Geometry and
 * Euclid chapters: quadrants from the point's angle about the origin, lengths and areas from the
 * distance formula and the shoelace formula, and Euclid's own list of common notions and postulates
 * with the statement each step uses, written out here.
 */

/** The option keys of a drawn choice question, in the order shown. */
const optionKeys = (draft: Draft) =>
  ((draft.item as { options?: ({ key: string } | string)[] }).options ?? []).map((o) =>
    typeof o === "string" ? o : o.key,
  );

/** Euclid's common notions (axioms) and the postulates used here, by their English wording. */
const EUCLID: Record<string, { key: string; axiom: boolean }> = {
  "Things which are equal to the same thing are equal to one another.": { key: "sameThing", axiom: true },
  "If equals are added to equals, the wholes are equal.": { key: "addEquals", axiom: true },
  "If equals are subtracted from equals, the remainders are equal.": { key: "subtractEquals", axiom: true },
  "The whole is greater than the part.": { key: "wholeGreater", axiom: true },
  "Things which are halves of the same things are equal to one another.": { key: "halves", axiom: true },
  "A straight line may be drawn from any one point to any other point.": {
    key: "lineThroughTwo",
    axiom: false,
  },
  "A circle can be drawn with any centre and any radius.": { key: "circleAnyRadius", axiom: false },
  "All right angles are equal to one another.": { key: "rightAngles", axiom: false },
};
const AXIOMS = new Set(Object.values(EUCLID).flatMap((e) => (e.axiom ? [e.key] : [])));

/** The rule each step of an argument uses, by the step's English wording. */
const STEP_USES: Record<string, string> = {
  "AB = PQ and PQ = XY, so AB = XY.": "sameThing",
  "∠1 = ∠3 and ∠2 = ∠3, so ∠1 = ∠2.": "sameThing",
  "x = y, so x + 7 = y + 7.": "addEquals",
  "AC = BD, so AC − BC = BD − BC.": "subtractEquals",
  "C lies between A and B, so AB is longer than AC.": "wholeGreater",
  "AC is half of AB and BD is half of AB, so AC = BD.": "halves",
  "Join the points P and Q to make the line segment PQ.": "lineThroughTwo",
  "With centre O and radius 3 cm, draw a circle.": "circleAnyRadius",
  "∠ABC and ∠PQR are both right angles, so ∠ABC = ∠PQR.": "rightAngles",
};

/**
 * A which-rule question's answer: the option naming `rule`, and its misconceptions, each named at the
 * first option showing it.
 */
function ruleAnswer(draft: Draft, rule: string): Checked {
  const options = optionKeys(draft);
  const rules: Record<string, number> = {};
  const name = (slip: string, at: number) => {
    if (!(slip in rules)) rules[slip] = at;
  };
  options.forEach((option, at) => {
    if (option === rule) return;
    const both = new Set([rule, option]);
    if (both.has("addEquals") && both.has("subtractEquals")) name("mixedAddSubtract", at);
    else if (both.has("sameThing") && both.has("halves")) name("mixedSameAndHalves", at);
    else if (AXIOMS.has(rule) && !AXIOMS.has(option)) name("chosePostulateForEquals", at);
    else if (!AXIOMS.has(rule) && AXIOMS.has(option)) name("choseEqualsForFigures", at);
  });
  return { key: [options.indexOf(rule)], rules };
}

const readPoint = (text: string): [number, number] => {
  const [x, y] = match(/\((−?\d+), (−?\d+)\)/, text);
  return [num(x as string), num(y as string)];
};
const pointsIn = (text: string) =>
  [...text.matchAll(/\((−?\d+), (−?\d+)\)/g)].map((m) => [num(m[1] as string), num(m[2] as string)]) as [
    number,
    number,
  ][];

/** The place of a point by its angle about the origin: quadrants I–IV, or an axis. */
function placeByAngle(x: number, y: number): string {
  if (y === 0) return "xAxis";
  if (x === 0) return "yAxis";
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  if (degrees > 0 && degrees < 90) return "first";
  if (degrees > 90) return "second";
  if (degrees < -90) return "third";
  return "fourth";
}

export const CHECKERS_CLASS_9_RM = {
  euclidGeometry(prompt: string, draft: Draft): Checked {
    const kind = /^Is this one of Euclid's axioms or one of his postulates\? “(.+)”$/.exec(prompt);
    if (kind) {
      const entry = EUCLID[kind[1] as string];
      if (!entry) throw new Error(`not one of Euclid's: ${kind[1]}`);
      return { key: [entry.axiom ? 0 : 1], rules: { calledGeometryAnAxiom: 0, calledAxiomAPostulate: 1 } };
    }
    if (prompt.startsWith("Which of Euclid's axioms or postulates")) {
      const [step] = match(/“(.+)”/, prompt) as [string];
      const rule = STEP_USES[step];
      if (!rule) throw new Error(`no rule for ${step}`);
      return ruleAnswer(draft, rule);
    }
    if (prompt.startsWith("AC = BD =")) {
      const [whole, part, rest] = match(
        /= (\d+) cm, and .+BC = (\d+) cm\. So AB = CD = (\d+) cm/,
        prompt,
      ).map(Number) as [number, number, number];
      if (rest + part !== whole) throw new Error(`the lengths do not add up: ${prompt}`);
      return ruleAnswer(draft, "subtractEquals");
    }
    if (prompt.startsWith("A, B, C and D lie on a line")) {
      const [part, middle, sum] = match(
        /AB = CD = (\d+) cm and BC = (\d+) cm\. So AC = BD = (\d+) cm/,
        prompt,
      ).map(Number) as [number, number, number];
      if (part + middle !== sum) throw new Error(`the lengths do not add up: ${prompt}`);
      return ruleAnswer(draft, "addEquals");
    }
    if (prompt.includes("mid-point")) {
      const ab = num(match(/AB = (\d+) cm/, prompt)[0] as string);
      return { key: ab / 2, rules: { gaveWhole: ab, doubledInstead: ab * 2 } };
    }
    if (prompt.startsWith("The points A, B, C and D")) {
      const [whole, part] = match(/AC = BD = (\d+) cm and BC = (\d+) cm/, prompt).map(Number) as [
        number,
        number,
      ];
      // On a line A, B, C, D: put A at 0; then C at AC, B at AC − BC, D at B + BD.
      const b = whole - part;
      const d = b + whole;
      return { key: d - whole, rules: { gavePart: part, gaveWhole: whole, addedParts: whole + part } };
    }
    const n = num(match(/through (\d+) points/, prompt)[0] as string);
    let lines = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) lines++;
    return { key: lines, rules: { countedEachTwice: lines * 2, onePerPoint: n } };
  },
  cartesianPlane(prompt: string, draft: Draft): Checked {
    if (draft.figure) {
      const { points } = readCoordinatePlane(draft.figure.svg);
      const read = /^Read the point P on the graph\. What is its (x|y)-coordinate\?$/.exec(prompt);
      if (read) {
        const [x, y] = points.get("P") as [number, number];
        const [asked, other] = read[1] === "x" ? [x, y] : [y, x];
        return { key: asked, rules: { swappedCoordinates: other, droppedSign: Math.abs(asked) } };
      }
      // Every point the question writes is drawn where it says, and nothing else is.
      const written = pointsWritten(prompt);
      expectSame(JSON.stringify([...points]), JSON.stringify([...written]));
    }
    if (/^(In which quadrant|Where) does the point/.test(prompt)) {
      const [x, y] = readPoint(prompt);
      const options = optionKeys(draft);
      const place = placeByAngle(x, y);
      const rules: Record<string, number> = {};
      if (place === "xAxis") rules.axisForQuadrant = options.indexOf("yAxis");
      else if (place === "yAxis") rules.axisForQuadrant = options.indexOf("xAxis");
      else {
        rules.swappedCoordinates = options.indexOf(placeByAngle(y, x));
        rules.ignoredMinusSigns = options.indexOf(placeByAngle(Math.abs(x), Math.abs(y)));
      }
      return { key: [options.indexOf(place)], rules };
    }
    const from = /^How far is the point P(\(.+\)) from the (x|y)-axis/.exec(prompt);
    if (from) {
      const [x, y] = readPoint(from[1] as string);
      // The foot of the perpendicular on the axis, and the distance to it.
      const [fx, fy] = from[2] === "x" ? [x, 0] : [0, y];
      const d = Math.hypot(x - fx, y - fy);
      const other = from[2] === "x" ? x : y;
      const own = from[2] === "x" ? y : x;
      return { key: d, rules: { usedOtherCoordinate: Math.abs(other), keptTheSign: own } };
    }
    const move =
      /^Start at P(\(.+\))\. Move (\d+) units to the (right|left) and then (\d+) units (up|down)\. What is the (x|y)-coordinate/.exec(
        prompt,
      );
    if (move) {
      let [x, y] = readPoint(move[1] as string);
      const [x0, y0] = [x, y];
      const [across, upDown] = [Number(move[2]), Number(move[4])];
      for (let i = 0; i < across; i++) x += move[3] === "right" ? 1 : -1;
      for (let i = 0; i < upDown; i++) y += move[5] === "up" ? 1 : -1;
      const askX = move[6] === "x";
      const wrongWay = askX ? 2 * x0 - x : 2 * y0 - y;
      return {
        key: askX ? x : y,
        rules: { movedWrongWay: wrongWay, changedOtherCoordinate: askX ? y0 : x0 },
      };
    }
    const points = pointsIn(prompt);
    if (prompt.startsWith("Find the length")) {
      const [[ax, ay], [bx, by]] = points as [[number, number], [number, number]];
      const [a, b] = ax === bx ? [ay, by] : [ax, bx];
      return {
        key: Math.hypot(bx - ax, by - ay),
        rules: { ignoredSign: Math.abs(Math.abs(b) - Math.abs(a)), addedCoordinates: a + b },
      };
    }
    // The shoelace formula over the four corners in order.
    let twice = 0;
    points.forEach(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length] as [number, number];
      twice += x * ny - nx * y;
    });
    const sides = points.map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length] as [number, number];
      return Math.hypot(nx - x, ny - y);
    });
    const [[x1, y1], , [x2, y2]] = points as [[number, number], unknown, [number, number]];
    return {
      key: Math.abs(twice) / 2,
      rules: {
        gavePerimeter: sides.reduce((s, v) => s + v, 0),
        ignoredSignsInArea: Math.abs(Math.abs(x2) - Math.abs(x1)) * Math.abs(Math.abs(y2) - Math.abs(y1)),
      },
    };
  },
};
