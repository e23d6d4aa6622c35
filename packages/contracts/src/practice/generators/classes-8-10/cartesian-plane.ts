import { coordinatePlaneSvg, type PlanePoint } from "../../figures/coordinate-plane.ts";
import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, type Text } from "../define.ts";
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

export const cartesianPlane = defineGenerator({
  id: "cartesianPlane",
  version: 2,
  oldestVersion: 1,
  name: { en: "Points on the Cartesian plane", hi: "कार्तीय तल पर बिंदु" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9],
  skills: ["quadrants-and-axes", "moving-on-the-plane"],
  families: ["Mathematics"],
  texts: {
    en: {
      readPrompt: "Read the point P on the graph. What is its {axis}-coordinate?",
      readAlt:
        "A coordinate plane numbered along both axes. The point P is {across} units {side} the y-axis and {upDown} units {way} the x-axis.",
      pointAlt: "A coordinate plane with the point P{p} plotted.",
      segmentAlt:
        "A coordinate plane with the points A{a} and B{b} joined, and the line through them drawn dashed.",
      rectangleAlt: "A coordinate plane with the rectangle ABCD drawn: A{a}, B{b}, C{c} and D{d}.",
      rightOf: "to the right of",
      leftOf: "to the left of",
      above: "above",
      below: "below",
      readHint:
        "From P go straight to the x-axis to read x, and straight across to the y-axis to read y; left of O and below O the numbers are negative.",
      readSolution:
        "P is {across} units {side} the y-axis: its x-coordinate is {x}.\nP is {upDown} units {way} the x-axis: its y-coordinate is {y}.\nSo the {axis}-coordinate is {answer}.",
      droppedSign: "Read the distance from the axis and left out the minus sign",
      placePrompt: "In which quadrant does the point P{p} lie?",
      placeOrAxisPrompt: "Where does the point P{p} lie?",
      fromXPrompt: "How far is the point P{p} from the x-axis, in units?",
      fromYPrompt: "How far is the point P{p} from the y-axis, in units?",
      movePrompt:
        "Start at P{p}. Move {across} units to the {side} and then {upDown} units {way}. What is the {axis}-coordinate of the point you reach?",
      lengthPrompt: "Find the length of the line segment joining A{a} and B{b}, in units.",
      areaPrompt: "A rectangle has its corners at A{a}, B{b}, C{c} and D{d}. Find its area in square units.",
      right: "right",
      left: "left",
      up: "up",
      down: "down",
      first: "Quadrant I",
      second: "Quadrant II",
      third: "Quadrant III",
      fourth: "Quadrant IV",
      xAxis: "On the x-axis",
      yAxis: "On the y-axis",
      placeHint:
        "Read the signs: (+, +) is quadrant I, (−, +) is II, (−, −) is III and (+, −) is IV; a coordinate 0 puts the point on an axis.",
      distanceHint:
        "The distance from the x-axis is the size of the y-coordinate; from the y-axis, the size of the x-coordinate.",
      moveHint: "Moving right adds to x and left takes away from x; up adds to y and down takes away from y.",
      lengthHint:
        "On a line parallel to an axis, the length is the difference of the coordinates that change.",
      areaHint: "Find the length and the breadth from the differences of the coordinates, then multiply.",
      placeSolution:
        "x = {x}: the point is {xSide}.\ny = {y}: it is {ySide}.\nThe signs are ({sx}, {sy}), so the point lies in {place}.",
      rightOfY: "to the right of the y-axis",
      leftOfY: "to the left of the y-axis",
      aboveX: "above the x-axis",
      belowX: "below the x-axis",
      axisSolution: "{zero} is 0, so the point lies on an axis: {place}.",
      distanceSolution:
        "The distance is the size of the {axis}-coordinate, {c}, without its sign: {calc} units.",
      moveSolution:
        "Moving {dir} {by} units changes only the {axis}-coordinate.\n{start} {op} {by} = {end}\nSo the {axis}-coordinate is {end}.",
      lengthSolution:
        "A and B have the same {same}-coordinate, so AB lies along a line parallel to the {along}-axis.\nAB = {big} − {small} = {length}\nThe length is {length} units.",
      areaSolution: "Length {x2} − {x1} = {l}, breadth {y2} − {y1} = {w}, area {l} × {w} = {area}.",
      yZero: "The y-coordinate",
      xZero: "The x-coordinate",
      swappedCoordinates: "Read the coordinates the other way round (y first)",
      ignoredMinusSigns: "Ignored the minus signs and put the point in quadrant I",
      axisForQuadrant: "Put a point with a 0 coordinate in a quadrant, or named the wrong axis",
      usedOtherCoordinate: "Used the other coordinate",
      keptTheSign: "Gave a distance with a minus sign",
      movedWrongWay: "Moved the wrong way (added for left or down, took away for right or up)",
      changedOtherCoordinate: "Gave the coordinate that did not change",
      ignoredSign: "Took the smaller number from the bigger without their signs",
      addedCoordinates: "Added the coordinates instead of taking one from the other",
      gavePerimeter: "Found the perimeter instead of the area",
      ignoredSignsInArea: "Took the sides from the coordinates without their signs",
    },
    hi: {
      readPrompt: "ग्राफ़ पर बिंदु P पढ़ो। उसका {axis}-निर्देशांक क्या है?",
      readAlt:
        "दोनों अक्षों पर संख्याओं वाला एक निर्देशांक तल। बिंदु P, y-अक्ष से {across} इकाई {side} और x-अक्ष से {upDown} इकाई {way} है।",
      pointAlt: "एक निर्देशांक तल जिस पर बिंदु P{p} अंकित है।",
      segmentAlt: "एक निर्देशांक तल जिस पर बिंदु A{a} और B{b} मिलाए गए हैं, और उनसे होकर जाने वाली रेखा बिंदुदार खींची है।",
      rectangleAlt: "एक निर्देशांक तल जिस पर आयत ABCD बना है: A{a}, B{b}, C{c} और D{d}।",
      rightOf: "दाईं ओर",
      leftOf: "बाईं ओर",
      above: "ऊपर",
      below: "नीचे",
      readHint:
        "P से सीधे x-अक्ष तक जाकर x पढ़ो, और सीधे y-अक्ष तक जाकर y पढ़ो; O के बाईं ओर और नीचे संख्याएँ ऋणात्मक होती हैं।",
      readSolution:
        "P, y-अक्ष से {across} इकाई {side} है: उसका x-निर्देशांक {x} है।\nP, x-अक्ष से {upDown} इकाई {way} है: उसका y-निर्देशांक {y} है।\nइसलिए {axis}-निर्देशांक {answer} है।",
      droppedSign: "अक्ष से दूरी पढ़ी और ऋण चिह्न छोड़ दिया",
      placePrompt: "बिंदु P{p} किस चतुर्थांश में है?",
      placeOrAxisPrompt: "बिंदु P{p} कहाँ स्थित है?",
      fromXPrompt: "बिंदु P{p}, x-अक्ष से कितनी इकाई दूर है?",
      fromYPrompt: "बिंदु P{p}, y-अक्ष से कितनी इकाई दूर है?",
      movePrompt:
        "P{p} से शुरू करो। {across} इकाई {side} और फिर {upDown} इकाई {way} चलो। जहाँ पहुँचे, उस बिंदु का {axis}-निर्देशांक क्या है?",
      lengthPrompt: "A{a} और B{b} को मिलाने वाले रेखाखंड की लंबाई इकाइयों में ज्ञात करो।",
      areaPrompt: "एक आयत के कोने A{a}, B{b}, C{c} और D{d} पर हैं। उसका क्षेत्रफल वर्ग इकाइयों में ज्ञात करो।",
      right: "दाएँ",
      left: "बाएँ",
      up: "ऊपर",
      down: "नीचे",
      first: "चतुर्थांश I",
      second: "चतुर्थांश II",
      third: "चतुर्थांश III",
      fourth: "चतुर्थांश IV",
      xAxis: "x-अक्ष पर",
      yAxis: "y-अक्ष पर",
      placeHint:
        "चिह्न पढ़ो: (+, +) चतुर्थांश I है, (−, +) II, (−, −) III और (+, −) IV; कोई निर्देशांक 0 हो तो बिंदु अक्ष पर होता है।",
      distanceHint: "x-अक्ष से दूरी y-निर्देशांक का आकार है; y-अक्ष से दूरी x-निर्देशांक का आकार।",
      moveHint: "दाएँ चलने पर x में जुड़ता है और बाएँ चलने पर घटता है; ऊपर चलने पर y में जुड़ता है और नीचे चलने पर घटता है।",
      lengthHint: "किसी अक्ष के समांतर रेखा पर लंबाई, बदलने वाले निर्देशांकों का अंतर होती है।",
      areaHint: "निर्देशांकों के अंतर से लंबाई और चौड़ाई निकालो, फिर गुणा करो।",
      placeSolution:
        "x = {x}: बिंदु {xSide} है।\ny = {y}: वह {ySide} है।\nचिह्न ({sx}, {sy}) हैं, इसलिए बिंदु {place} में है।",
      rightOfY: "y-अक्ष के दाईं ओर",
      leftOfY: "y-अक्ष के बाईं ओर",
      aboveX: "x-अक्ष के ऊपर",
      belowX: "x-अक्ष के नीचे",
      axisSolution: "{zero} 0 है, इसलिए बिंदु अक्ष पर है: {place}।",
      distanceSolution: "दूरी {axis}-निर्देशांक {c} का चिह्न छोड़कर आकार है: {calc} इकाई।",
      moveSolution:
        "{by} इकाई {dir} चलने से केवल {axis}-निर्देशांक बदलता है।\n{start} {op} {by} = {end}\nइसलिए {axis}-निर्देशांक {end} है।",
      lengthSolution:
        "A और B का {same}-निर्देशांक एक ही है, इसलिए AB, {along}-अक्ष के समांतर रेखा पर है।\nAB = {big} − {small} = {length}\nलंबाई {length} इकाई है।",
      areaSolution: "लंबाई {x2} − {x1} = {l}, चौड़ाई {y2} − {y1} = {w}, क्षेत्रफल {l} × {w} = {area}।",
      yZero: "y-निर्देशांक",
      xZero: "x-निर्देशांक",
      swappedCoordinates: "निर्देशांक उलटे पढ़े (पहले y)",
      ignoredMinusSigns: "ऋण चिह्न छोड़ दिए और बिंदु को चतुर्थांश I में रख दिया",
      axisForQuadrant: "0 निर्देशांक वाले बिंदु को किसी चतुर्थांश में रखा, या गलत अक्ष बताया",
      usedOtherCoordinate: "दूसरा निर्देशांक ले लिया",
      keptTheSign: "दूरी ऋण चिह्न के साथ बताई",
      movedWrongWay: "उलटी दिशा में चले (बाएँ या नीचे के लिए जोड़ा, दाएँ या ऊपर के लिए घटाया)",
      changedOtherCoordinate: "वह निर्देशांक बताया जो बदला ही नहीं",
      ignoredSign: "चिह्नों को छोड़कर बड़ी संख्या में से छोटी घटा दी",
      addedCoordinates: "एक निर्देशांक को दूसरे में से घटाने की जगह जोड़ दिया",
      gavePerimeter: "क्षेत्रफल की जगह परिमाप निकाला",
      ignoredSignsInArea: "भुजाएँ निर्देशांकों के चिह्न छोड़कर निकालीं",
    },
  },
  generate(random, min, max, version) {
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
        [...options],
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
      return { values: [step], item: { ...item, options: options.map((o) => say(o)) } };
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
});

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
