import type { Random } from "../../random.ts";
import type { PlaneSetup } from "../../touch.ts";
import { defineGenerator, say } from "../define.ts";
import { point } from "./coordinate-geometry.ts";

/**
 * Plotting a point on the coordinate plane (a touch answer: docs/adr/0715-plotting-a-point.md): the
 * child taps a crossing of the grid, or moves a cursor point with the arrow keys, and sends the pair
 * the point stands for, graded as a typed `(x, y)` is. Bounds: 1 a point in the first quadrant (the
 * plane from 0 to 6, as a line graph's), 2 a point in any quadrant with a negative coordinate, 3 the
 * point of a line y = ax + b at a given x. Each names the point its slip leads to: x and y swapped,
 * the minus signs left out, the grid counted from 1 at the origin, the line's constant forgotten.
 */
const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));
const pair = (x: number, y: number) => `(${x}, ${y})`;
const nonZero = (random: Random, most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
/** `2x − 1`, `−x + 3`, `3x`: the right-hand side of y = ax + b as a book writes it. */
const lineText = (a: number, b: number) => {
  const ax = a === 1 ? "x" : a === -1 ? "−x" : `${shown(a)}x`;
  return b === 0 ? ax : `${ax} ${b < 0 ? "−" : "+"} ${Math.abs(b)}`;
};

export const plotPoint = defineGenerator({
  id: "plotPoint",
  version: 1,
  name: { en: "Plot a point on the coordinate plane", hi: "निर्देशांक तल पर बिंदु अंकित करना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 3 },
  classes: [8, 9],
  skills: ["plot-a-point", "plot-a-point-of-a-line"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Plot the point P{p} on the coordinate plane.",
      linePrompt: "On the line y = {line}, plot the point P whose x-coordinate is {x}.",
      hint: "Start at O. Go along the x-axis by the first number (right if it is positive, left if negative), then up or down by the second.",
      lineHint: "Put x = {x} in y = {line} to find y; then plot the point (x, y).",
      solution:
        "The x-coordinate is {x}: from O go {across} units {side}, to 0 {xOp} {across} = {x} on the x-axis.\nThe y-coordinate is {y}: then go {upDown} units {way}, to 0 {yOp} {upDown} = {y}.\nP{p} is where those grid lines cross.",
      lineSolution:
        "y = {a} × {xb} {b} = {y}\nSo P is {p}: from O go {across} units {side}, then {upDown} units {way}.",
      right: "to the right",
      left: "to the left",
      up: "up",
      down: "down",
      swappedCoordinates: "Plotted the coordinates the other way round (y along the x-axis)",
      droppedMinusSigns: "Left out the minus signs and plotted the point in quadrant I",
      countedOriginAsOne: "Counted the grid line through O as 1",
      forgotConstant: "Multiplied x by a but forgot to add b",
    },
    hi: {
      prompt: "निर्देशांक तल पर बिंदु P{p} अंकित करो।",
      linePrompt: "रेखा y = {line} पर वह बिंदु P अंकित करो जिसका x-निर्देशांक {x} है।",
      hint: "O से शुरू करो। पहली संख्या जितना x-अक्ष पर चलो (धनात्मक हो तो दाएँ, ऋणात्मक हो तो बाएँ), फिर दूसरी संख्या जितना ऊपर या नीचे।",
      lineHint: "y = {line} में x = {x} रखकर y निकालो; फिर बिंदु (x, y) अंकित करो।",
      solution:
        "x-निर्देशांक {x} है: O से {across} इकाई {side} चलो, x-अक्ष पर 0 {xOp} {across} = {x} तक।\ny-निर्देशांक {y} है: फिर {upDown} इकाई {way} चलो, 0 {yOp} {upDown} = {y} तक।\nP{p} वहाँ है जहाँ ये ग्रिड रेखाएँ मिलती हैं।",
      lineSolution:
        "y = {a} × {xb} {b} = {y}\nइसलिए P, {p} है: O से {across} इकाई {side} चलो, फिर {upDown} इकाई {way}।",
      right: "दाएँ",
      left: "बाएँ",
      up: "ऊपर",
      down: "नीचे",
      swappedCoordinates: "निर्देशांक उलटे अंकित किए (y को x-अक्ष पर)",
      droppedMinusSigns: "ऋण चिह्न छोड़ दिए और बिंदु चतुर्थांश I में अंकित कर दिया",
      countedOriginAsOne: "O से होकर जाने वाली ग्रिड रेखा को 1 गिन लिया",
      forgotConstant: "x को a से गुणा किया पर b जोड़ना भूल गए",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    let x: number;
    let y: number;
    let plane: PlaneSetup = { touch: "plane", from: -5, to: 5 };
    const wrong: [number, number, string][] = [];
    let prompt: ReturnType<typeof say>;
    let hint = say("hint");
    let line: { a: number; b: number } | null = null;
    if (step === 1) {
      plane = { touch: "plane", from: 0, to: 6 };
      x = random.int(1, 5);
      y = random.int(1, 5);
      if (x === y) y = y === 5 ? 1 : y + 1;
      wrong.push([y, x, "swappedCoordinates"], [x - 1, y - 1, "countedOriginAsOne"]);
      prompt = say("prompt", { p: point(x, y) });
    } else if (step === 2) {
      x = nonZero(random, 4);
      y = nonZero(random, 4);
      if (x > 0 && y > 0) [x, y] = random.next() < 0.5 ? [-x, y] : [x, -y];
      if (x === y) y = -y;
      wrong.push([y, x, "swappedCoordinates"], [Math.abs(x), Math.abs(y), "droppedMinusSigns"]);
      prompt = say("prompt", { p: point(x, y) });
    } else {
      // y = ax + b with a point whose both coordinates are on the plane, none of them 0, x ≠ y.
      let a = 1;
      let b = 1;
      do {
        a = random.pick([-2, -1, 1, 2, 3]);
        b = nonZero(random, 4);
        x = nonZero(random, 3);
        y = a * x + b;
      } while (y === 0 || Math.abs(y) > 5 || y === x || Math.abs(a * x) > 5);
      line = { a, b };
      wrong.push([y, x, "swappedCoordinates"], [x, a * x, "forgotConstant"]);
      prompt = say("linePrompt", { line: lineText(a, b), x: shown(x) });
      hint = say("lineHint", { line: lineText(a, b), x: shown(x) });
    }
    const where = {
      p: point(x, y),
      x: shown(x),
      y: shown(y),
      across: Math.abs(x),
      side: say(x > 0 ? "right" : "left"),
      upDown: Math.abs(y),
      way: say(y > 0 ? "up" : "down"),
    };
    const solution = line
      ? say("lineSolution", {
          ...where,
          a: shown(line.a),
          xb: x < 0 ? `(${shown(x)})` : shown(x),
          b: `${line.b < 0 ? "−" : "+"} ${Math.abs(line.b)}`,
        })
      : say("solution", { ...where, xOp: x < 0 ? "−" : "+", yOp: y < 0 ? "−" : "+" });
    const seen = new Set([pair(x, y)]);
    const wrongAnswers = wrong.flatMap(([wx, wy, key]) => {
      const text = pair(wx, wy);
      if (seen.has(text)) return [];
      seen.add(text);
      return [{ answer: text, misconception: say(key) }];
    });
    return {
      values: [step],
      item: {
        kind: "plot",
        answer: pair(x, y),
        prompt,
        hint,
        solution,
        touch: plane,
        wrongAnswers,
      },
    };
  },
});
