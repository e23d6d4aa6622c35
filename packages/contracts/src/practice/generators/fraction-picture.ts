import { fractionPictureSvg } from "../figures/fraction-picture.ts";
import type { Random } from "../random.ts";
import { defineGenerator, say } from "./define.ts";

/**
 * The fraction a picture shows: the coloured part of a bar or a circle cut into equal parts, or of a
 * set of things. Steps of difficulty: 1 halves, thirds and quarters of a shape, 2 up to eighths of
 * a bar or a circle, 3 a set of up to twelve things. Equal fractions count (2/4 for 1/2).
 */
const THINGS = ["ladoos", "marbles", "bindis", "buttons"] as const;

function shuffledShading(random: Random, parts: number, shaded: number): boolean[] {
  const on = Array.from({ length: parts }, (_, i) => i < shaded);
  for (let i = parts - 1; i > 0; i--) {
    const j = random.int(0, i);
    [on[i], on[j]] = [on[j] as boolean, on[i] as boolean];
  }
  return on;
}

export const fractionPicture = defineGenerator({
  id: "fractionPicture",
  version: 1,
  name: { en: "The fraction a picture shows", hi: "चित्र में दिखाई गई भिन्न" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [2, 3, 4, 5],
  skills: ["halves-thirds-quarters", "fraction-of-a-shape", "fraction-of-a-set"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      shapePrompt: "What fraction of the {shape} is coloured?",
      setPrompt: "What fraction of the {things} are coloured?",
      bar: "strip",
      circle: "circle",
      ladoos: "ladoos",
      marbles: "marbles",
      bindis: "bindis",
      buttons: "buttons",
      hint: "Count all the equal parts: that is the bottom number. Count the coloured ones: that is the top number.",
      solution:
        "Coloured parts: {shaded}. Parts not coloured: {rest}.\nEqual parts in all: {shaded} + {rest} = {parts}\nThe fraction coloured is {shaded}/{parts}.",
      barAlt: "A strip cut into {parts} equal parts; {shaded} of them are coloured.",
      circleAlt: "A circle cut into {parts} equal slices; {shaded} of them are coloured.",
      setAlt: "{parts} round {things}; {shaded} of them are coloured.",
      overUnshaded: "Wrote the coloured parts over the parts not coloured",
      unshaded: "Wrote the fraction that is not coloured",
    },
    hi: {
      shapePrompt: "{shape} का कितना भाग रंगा हुआ है?",
      setPrompt: "{things} में से कितना भाग रंगा हुआ है?",
      bar: "पट्टी",
      circle: "वृत्त",
      ladoos: "लड्डुओं",
      marbles: "कंचों",
      bindis: "बिंदियों",
      buttons: "बटनों",
      hint: "सभी बराबर भाग गिनो: वह नीचे की संख्या है। रंगे हुए भाग गिनो: वह ऊपर की संख्या है।",
      solution:
        "रंगे हुए भाग: {shaded}। बिना रंगे भाग: {rest}।\nकुल बराबर भाग: {shaded} + {rest} = {parts}\nरंगा हुआ भाग {shaded}/{parts} है।",
      barAlt: "एक पट्टी {parts} बराबर भागों में बँटी है; उनमें से {shaded} भाग रंगे हैं।",
      circleAlt: "एक वृत्त {parts} बराबर टुकड़ों में बँटा है; उनमें से {shaded} टुकड़े रंगे हैं।",
      setAlt: "{parts} गोल चीज़ें; उनमें से {shaded} रंगी हुई हैं।",
      overUnshaded: "रंगे भागों को न रंगे भागों के ऊपर लिख दिया",
      unshaded: "न रंगे भाग की भिन्न लिख दी",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const shape = step === 3 ? "set" : random.pick(["bar", "circle"] as const);
    const parts = step === 1 ? random.int(2, 4) : step === 2 ? random.int(5, 8) : random.int(4, 12);
    const shaded = random.int(1, parts - 1);
    const things = say(random.pick(THINGS));
    const wrong = [
      { answer: `${shaded}/${parts - shaded}`, misconception: say("overUnshaded") },
      ...(2 * shaded !== parts
        ? [{ answer: `${parts - shaded}/${parts}`, misconception: say("unshaded") }]
        : []),
    ];
    const params = {
      parts,
      shaded,
      rest: parts - shaded,
      things,
      shape: say(shape === "set" ? "bar" : shape),
    };
    return {
      values: [step],
      figure: {
        svg: fractionPictureSvg({ shape, parts, shaded: shuffledShading(random, parts, shaded) }),
        alt: say(`${shape}Alt`, params),
      },
      item: {
        kind: "fraction",
        prompt: say(shape === "set" ? "setPrompt" : "shapePrompt", params),
        answer: { numerator: shaded, denominator: parts },
        equivalents: true,
        hint: say("hint"),
        solution: say("solution", params),
        wrongAnswers: wrong,
      },
    };
  },
});
