import { defineGenerator, say } from "./define.ts";

/**
 * Shading a fraction of a shape or a set (a touch answer: docs/adr/0651-touch-answers.md): the child
 * taps parts to shade them. Graded by value — 2 of 4 parts shaded is 1/2 — except where the question
 * asks for a number of parts ("shade 3 of the 6 parts"). Steps of difficulty: 1 halves, thirds and
 * quarters of a bar or a circle, 2 a fraction of a shape cut into more parts (1/2 of 4 parts), 3 a
 * fraction of a set of up to twelve things.
 */
const THINGS = ["ladoos", "marbles", "bindis", "buttons"] as const;
const SIMPLE = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
] as const;

export const shadeFraction = defineGenerator({
  id: "shadeFraction",
  version: 1,
  name: { en: "Shade a fraction of a shape or a set", hi: "आकृति या समूह का भिन्न भाग रंगना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [2, 3, 4, 5],
  skills: ["shade-halves-thirds-quarters", "shade-equal-fractions", "shade-fraction-of-a-set"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      shapePrompt: "Tap the parts to colour {fraction} of the {shape}.",
      partsPrompt: "Tap to colour exactly {count} of the {parts} parts of the {shape}.",
      setPrompt: "Tap the {things} to colour {fraction} of them.",
      bar: "strip",
      circle: "circle",
      ladoos: "ladoos",
      marbles: "marbles",
      bindis: "bindis",
      buttons: "buttons",
      hint: "Split the parts into {bottom} equal groups. Colour {top} of those groups.",
      partsHint: "Count the parts as you colour them.",
      solution:
        "{parts} parts in {bottom} equal groups: {size} in each group.\nColour {top} groups: {top} × {size} = {count} parts.",
      partsSolution: "Colour {count} parts: {count} of {parts}.",
      unshaded: "Coloured the parts that should stay plain",
      topAsParts: "Coloured as many parts as the top number, without looking at the bottom number",
    },
    hi: {
      shapePrompt: "भागों को छूकर {shape} का {fraction} भाग रंगो।",
      partsPrompt: "छूकर {shape} के {parts} भागों में से ठीक {count} भाग रंगो।",
      setPrompt: "{things} को छूकर उनका {fraction} भाग रंगो।",
      bar: "पट्टी",
      circle: "वृत्त",
      ladoos: "लड्डुओं",
      marbles: "कंचों",
      bindis: "बिंदियों",
      buttons: "बटनों",
      hint: "भागों को {bottom} बराबर समूहों में बाँटो। उनमें से {top} समूह रंगो।",
      partsHint: "रंगते हुए भागों को गिनो।",
      solution:
        "{parts} भाग, {bottom} बराबर समूहों में: हर समूह में {size}।\n{top} समूह रंगो: {top} × {size} = {count} भाग।",
      partsSolution: "{count} भाग रंगो: {parts} में से {count}।",
      unshaded: "जो भाग सादे रहने थे, वे रंग दिए",
      topAsParts: "नीचे की संख्या देखे बिना, ऊपर की संख्या जितने भाग रंग दिए",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const shape = step === 3 ? "set" : random.pick(["bar", "circle"] as const);
    let [top, bottom] = random.pick(SIMPLE) as readonly [number, number];
    let parts = bottom;
    let exact = false;
    if (step === 2) {
      // Half the time a bigger cut of the same fraction (1/2 of 4); else a count of parts asked for.
      exact = random.next() < 0.3;
      if (exact) {
        parts = random.int(5, 8);
        [top, bottom] = [random.int(1, parts - 1), parts];
      } else parts = bottom * random.int(2, bottom === 2 ? 4 : 2);
    }
    if (step === 3) {
      [top, bottom] = random.pick([
        [1, 2],
        [1, 3],
        [2, 3],
        [1, 4],
        [3, 4],
        [1, 6],
        [5, 6],
      ] as const);
      parts = bottom * random.int(2, Math.floor(12 / bottom));
    }
    const size = parts / bottom;
    const count = top * size;
    const fraction = `${top}/${bottom}`;
    const params = {
      fraction,
      top,
      bottom,
      parts,
      size,
      count,
      shape: say(shape === "set" ? "bar" : shape),
      things: say(random.pick(THINGS)),
    };
    const wrong = [
      ...(2 * count !== parts
        ? [{ answer: `${parts - count}/${parts}`, misconception: say("unshaded") }]
        : []),
      ...(!exact && size > 1 ? [{ answer: `${top}/${parts}`, misconception: say("topAsParts") }] : []),
    ];
    return {
      values: [step],
      item: {
        kind: "fraction",
        prompt: say(exact ? "partsPrompt" : shape === "set" ? "setPrompt" : "shapePrompt", params),
        answer: { numerator: top, denominator: bottom },
        ...(exact ? {} : { equivalents: true }),
        touch: { touch: "shade", shape, parts },
        hint: exact ? say("partsHint") : say("hint", params),
        solution: exact ? say("partsSolution", params) : say("solution", params),
        wrongAnswers: wrong,
      },
    };
  },
});
