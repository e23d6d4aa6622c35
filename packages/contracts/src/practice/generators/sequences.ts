import { defineGenerator, say } from "./define.ts";

/** The next term of a sequence that grows by the same step. */
export const sequences = defineGenerator({
  id: "sequences",
  version: 1,
  name: { en: "Number patterns", hi: "संख्या पैटर्न" },
  bounds: { min: 1, max: 500, defaultMin: 1, defaultMax: 50 },
  classes: [2, 3, 4, 5],
  skills: ["continue-a-number-pattern"],
  families: ["Puzzles & Riddles", "Math Games"],
  texts: {
    en: {
      prompt: "What comes next? {terms}, …",
      hint: "How much does each number grow by?",
      solution: "Each number is {step} more than the one before: {last} + {step} = {next}.",
      addedOne: "Added 1 instead of the step",
      skipped: "Added the step twice, skipping a number",
    },
    hi: {
      prompt: "आगे कौन-सी संख्या आएगी? {terms}, …",
      hint: "हर संख्या पिछली संख्या से कितनी बढ़ती है?",
      solution: "हर संख्या पिछली संख्या से {step} अधिक है: {last} + {step} = {next}।",
      addedOne: "पैटर्न के अंतर की जगह 1 जोड़ा",
      skipped: "अंतर को दो बार जोड़ दिया, एक संख्या छूट गई",
    },
  },
  generate(random, min, max) {
    const start = random.int(min, max);
    const step = random.int(2, 12);
    const terms = Array.from({ length: 4 }, (_, i) => start + i * step);
    const last = start + 3 * step;
    const next = last + step;
    return {
      values: [start],
      item: {
        kind: "numeric",
        prompt: say("prompt", { terms: terms.join(", ") }),
        answer: String(next),
        hint: say("hint"),
        solution: say("solution", { step, last, next }),
        wrongAnswers: [
          { answer: String(last + 1), misconception: say("addedOne") },
          { answer: String(last + 2 * step), misconception: say("skipped") },
        ],
      },
    };
  },
});
