import { fractionPictureSvg } from "../figures/fraction-picture.ts";
import { type Random, shuffle } from "../random.ts";
import { about } from "./about.ts";
import { defineGenerator, say, steps } from "./define.ts";

/**
 * The fraction a picture shows: the coloured part of a bar or a circle cut into equal parts, or of a
 * set of things. Steps of difficulty: 1 halves, thirds and quarters of a shape, 2 up to eighths of
 * a bar or a circle, 3 a set of up to twelve things. Equal fractions count (2/4 for 1/2).
 */
const THINGS = ["ladoos", "marbles", "bindis", "buttons"] as const;

const shuffledShading = (random: Random, parts: number, shaded: number): boolean[] =>
  shuffle(
    random,
    Array.from({ length: parts }, (_, i) => i < shaded),
  );

export const fractionPicture = defineGenerator(
  { ...about("fractionPicture", 1), fractions: true },
  steps(3, 2),
  (random, min, max) => {
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
);
