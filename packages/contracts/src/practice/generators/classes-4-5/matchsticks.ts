import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * A growing pattern of matchsticks: a row of triangles, squares, pentagons or hexagons, each new
 * shape sharing one stick with the one before. Steps: 1 up to 6 triangles or squares, 2 up to 15 of
 * any, 3 up to 60 of any. The worked solution counts the first shape whole and then the sticks each
 * new shape adds. Named mistakes: every shape counted whole (the shared sticks twice), the first
 * shape's shared stick left out.
 */
const SHAPES = [
  { key: "triangles", sides: 3 },
  { key: "squares", sides: 4 },
  { key: "pentagons", sides: 5 },
  { key: "hexagons", sides: 6 },
] as const;

export const matchsticks = defineGenerator({
  id: "matchsticks",
  version: 1,
  name: { en: "Matchstick patterns", hi: "तीलियों के पैटर्न" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["growing-patterns"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt:
        "{name} makes a row of {count} {shape} with matchsticks. Each new one shares a side with the one before it. How many matchsticks does {name} use?",
      hint: "The first shape needs {sides} sticks. How many more does each new shape need?",
      solution:
        "First shape: {sides} sticks. Each of the other {others} adds {adds}: {sides} + {others} × {adds} = {answer}.",
      triangles: "triangles",
      squares: "squares",
      pentagons: "pentagons",
      hexagons: "hexagons",
      arjun: "Arjun",
      harpreet: "Harpreet",
      tenzing: "Tenzing",
      noSharing: "Counted every shape's sides, counting the shared sticks twice",
      forgotFirstStick: "Counted {adds} sticks for every shape, the first one too",
    },
    hi: {
      prompt:
        "{name} तीलियों से {count} {shape} की एक पंक्ति बनाता है। हर नई आकृति पिछली आकृति के साथ एक भुजा बाँटती है। {name} कितनी तीलियाँ लगाता है?",
      hint: "पहली आकृति में {sides} तीलियाँ लगती हैं। हर नई आकृति में कितनी और लगती हैं?",
      solution:
        "पहली आकृति: {sides} तीलियाँ। बाकी {others} में से हर एक में {adds} और: {sides} + {others} × {adds} = {answer}।",
      triangles: "त्रिभुजों",
      squares: "वर्गों",
      pentagons: "पंचभुजों",
      hexagons: "षट्भुजों",
      arjun: "अर्जुन",
      harpreet: "हरप्रीत",
      tenzing: "तेनज़िंग",
      noSharing: "हर आकृति की सारी भुजाएँ गिनीं, बाँटी गई तीलियाँ दो बार गिन लीं",
      forgotFirstStick: "पहली आकृति के लिए भी केवल {adds} तीलियाँ गिनीं",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const shape = step === 1 ? random.pick(SHAPES.slice(0, 2)) : random.pick(SHAPES);
    const count = step === 1 ? random.int(2, 6) : step === 2 ? random.int(5, 15) : random.int(16, 60);
    const adds = shape.sides - 1;
    const answer = shape.sides + (count - 1) * adds;
    const params = {
      // Boys' names only: the Hindi sentence says बनाता.
      name: say(random.pick(["arjun", "harpreet", "tenzing"])),
      count,
      shape: say(shape.key),
      sides: shape.sides,
      others: count - 1,
      adds,
      answer,
    };
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("prompt", params),
        answer: String(answer),
        hint: say("hint", params),
        solution: say("solution", params),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: count * shape.sides, misconception: say("noSharing") },
          { answer: count * adds, misconception: say("forgotFirstStick", { adds }) },
        ]),
      },
    };
  },
});
