import { coordinatePlaneSvg, type PlanePoint } from "../../figures/coordinate-plane.ts";
import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { point } from "./coordinate-geometry.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * The Cartesian plane: bounds 1 the quadrant of a point, 2 the quadrant or the axis a point lies on,
 * 3 a point's distance from an axis; 4 where a point lands after moving across and up or down, 5 the
 * length between two points on a line parallel to an axis, 6 the area of a rectangle drawn from its
 * corners' coordinates. From version 2, half of bound 1 asks a coordinate read from a point drawn on
 * the plane; bounds 3 to 6 draw their points on the plane too (figures/coordinate-plane.ts).
 */
export const PLACES = ["first", "second", "third", "fourth", "xAxis", "yAxis"] as const;
const nonZero = (random: Random, most: number) => {
  const size = random.int(1, most);
  return random.next() < 0.5 ? -size : size;
};
const placeOf = (x: number, y: number) =>
  y === 0 ? 4 : x === 0 ? 5 : x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2;
/** The quadrant a point would be in with its coordinates swapped, or its signs read as the other axis's. */
const swappedPlace = (x: number, y: number) => placeOf(y, x);
const signed = (n: number) => (n < 0 ? `(−${-n})` : String(n));
const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));
const plane = (
  points: PlanePoint[],
  alt: Text,
  more: { segments?: string[]; line?: string; shape?: string } = {},
): Draft["figure"] => ({ svg: coordinatePlaneSvg({ points, ...more }), alt });

export const cartesianPlane = defineGenerator(
  { ...about("cartesianPlane", 2), oldestVersion: 1 },
  steps(6),
  (random, min, max, version) => {
    const step = random.int(min, max);
    if (step === 1 && version >= 2 && random.next() < 0.5) return readPoint(random);
    if (step <= 2) {
      let [x, y] = [nonZero(random, 9), nonZero(random, 9)];
      if (step === 2 && random.next() < 0.4) {
        if (random.next() < 0.5) x = 0;
        else y = 0;
      }
      const place = placeOf(x, y);
      const options = step === 1 ? PLACES.slice(0, 4) : [...PLACES];
      const onAxis = place >= 4;
      const item = choiceItem(
        say(step === 1 ? "placePrompt" : "placeOrAxisPrompt", { p: point(x, y) }),
        options,
        place,
        say("placeHint"),
        onAxis
          ? say("axisSolution", {
              zero: say(x === 0 ? "xZero" : "yZero"),
              place: say(PLACES[place] as string),
            })
          : say("placeSolution", {
              x: shown(x),
              y: shown(y),
              xSide: say(x > 0 ? "rightOfY" : "leftOfY"),
              ySide: say(y > 0 ? "aboveX" : "belowX"),
              sx: x > 0 ? "+" : "−",
              sy: y > 0 ? "+" : "−",
              place: say(PLACES[place] as string),
            }),
        onAxis
          ? [[place === 4 ? 5 : 4, "axisForQuadrant"]]
          : [
              [swappedPlace(x, y), "swappedCoordinates"],
              [placeOf(Math.abs(x), Math.abs(y)), "ignoredMinusSigns"],
            ],
      );
      return { values: [step], item };
    }
    if (step === 3) {
      const [x, y] = [nonZero(random, 12), nonZero(random, 12)];
      const fromX = random.next() < 0.5;
      const c = fromX ? y : x;
      const d = Math.abs(c);
      return {
        values: [step],
        figure: plane([{ name: "P", x, y }], say("pointAlt", { p: point(x, y) })),
        item: numericItem(
          say(fromX ? "fromXPrompt" : "fromYPrompt", { p: point(x, y) }),
          d,
          say("distanceHint"),
          say("distanceSolution", {
            axis: fromX ? "y" : "x",
            c: shown(c),
            calc: c < 0 ? `0 − (${shown(c)}) = ${d}` : `${c} − 0 = ${d}`,
          }),
          [
            [Math.abs(fromX ? x : y), "usedOtherCoordinate"],
            [c, "keptTheSign"],
          ],
        ),
      };
    }
    if (step === 4) {
      const [x, y] = [nonZero(random, 8), nonZero(random, 8)];
      const across = random.int(1, 9);
      const upDown = random.int(1, 9);
      const right = random.next() < 0.5;
      const up = random.next() < 0.5;
      const askX = random.next() < 0.5;
      const [start, by, forward] = askX ? [x, across, right] : [y, upDown, up];
      const end = forward ? start + by : start - by;
      const wrongWay = forward ? start - by : start + by;
      return {
        values: [step],
        figure: plane([{ name: "P", x, y }], say("pointAlt", { p: point(x, y) })),
        item: numericItem(
          say("movePrompt", {
            p: point(x, y),
            across,
            upDown,
            side: say(right ? "right" : "left"),
            way: say(up ? "up" : "down"),
            axis: askX ? "x" : "y",
          }),
          end,
          say("moveHint"),
          say("moveSolution", {
            start: shown(start),
            op: forward ? "+" : "−",
            by,
            end: shown(end),
            axis: askX ? "x" : "y",
            dir: say(askX ? (right ? "right" : "left") : up ? "up" : "down"),
          }),
          [
            [wrongWay, "movedWrongWay"],
            [askX ? y : x, "changedOtherCoordinate"],
          ],
        ),
      };
    }
    if (step === 5) {
      const fixed = nonZero(random, 9);
      const small = random.int(-9, 4);
      const big = random.int(small + 2, 10);
      const alongX = random.next() < 0.5;
      const [a, b] = alongX
        ? [point(small, fixed), point(big, fixed)]
        : [point(fixed, small), point(fixed, big)];
      const length = big - small;
      const ends: PlanePoint[] = alongX
        ? [
            { name: "A", x: small, y: fixed },
            { name: "B", x: big, y: fixed },
          ]
        : [
            { name: "A", x: fixed, y: small },
            { name: "B", x: fixed, y: big },
          ];
      return {
        values: [step],
        figure: plane(ends, say("segmentAlt", { a, b }), { segments: ["AB"], line: "AB" }),
        item: numericItem(
          say("lengthPrompt", { a, b }),
          length,
          say("lengthHint"),
          say("lengthSolution", {
            big: shown(big),
            small: signed(small),
            length,
            same: alongX ? "y" : "x",
            along: alongX ? "x" : "y",
          }),
          [
            [Math.abs(Math.abs(big) - Math.abs(small)), "ignoredSign"],
            [big + small, "addedCoordinates"],
          ],
        ),
      };
    }
    const x1 = random.int(-8, 3);
    const x2 = random.int(x1 + 2, 9);
    const y1 = random.int(-8, 3);
    const y2 = random.int(y1 + 2, 9);
    const [l, w] = [x2 - x1, y2 - y1];
    const unsigned = Math.abs(Math.abs(x2) - Math.abs(x1)) * Math.abs(Math.abs(y2) - Math.abs(y1));
    const corners = { a: point(x1, y1), b: point(x2, y1), c: point(x2, y2), d: point(x1, y2) };
    return {
      values: [step],
      figure: plane(
        [
          { name: "A", x: x1, y: y1 },
          { name: "B", x: x2, y: y1 },
          { name: "C", x: x2, y: y2 },
          { name: "D", x: x1, y: y2 },
        ],
        say("rectangleAlt", corners),
        { shape: "ABCD" },
      ),
      item: numericItem(
        say("areaPrompt", corners),
        l * w,
        say("areaHint"),
        say("areaSolution", {
          x1: signed(x1),
          x2: shown(x2),
          y1: signed(y1),
          y2: shown(y2),
          l,
          w,
          area: l * w,
        }),
        [
          [2 * (l + w), "gavePerimeter"],
          // Only a rectangle that crosses an axis gives a different, non-zero area this way.
          ...(unsigned > 0 ? [[unsigned, "ignoredSignsInArea"] as const] : []),
        ],
      ),
    };
  },
);

/** A point plotted on the plane, one of its coordinates read back from the drawing (version 2). */
function readPoint(random: Random): Draft {
  const [x, y] = [nonZero(random, 6), nonZero(random, 6)];
  const askX = random.next() < 0.5;
  const [asked, other] = askX ? [x, y] : [y, x];
  const where = {
    across: Math.abs(x),
    side: say(x > 0 ? "rightOf" : "leftOf"),
    upDown: Math.abs(y),
    way: say(y > 0 ? "above" : "below"),
  };
  return {
    values: [1],
    figure: plane([{ name: "P", x, y }], say("readAlt", where)),
    item: numericItem(
      say("readPrompt", { axis: askX ? "x" : "y" }),
      asked,
      say("readHint"),
      say("readSolution", {
        ...where,
        x: shown(x),
        y: shown(y),
        axis: askX ? "x" : "y",
        answer: shown(asked),
      }),
      [
        [other, "swappedCoordinates"],
        [Math.abs(asked), "droppedSign"],
      ],
    ),
  };
}
