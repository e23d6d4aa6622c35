import { about } from "./about.ts";
import { defineGenerator, say } from "./define.ts";

/** The unitary method: the cost of some things from the cost of others. */
const THINGS = ["pens", "mangoes", "notebooks", "bananas", "pencils"];

export const unitary = defineGenerator(
  about("unitary", 1),
  { min: 2, max: 50, defaultMin: 2, defaultMax: 12, span: 1 },
  (random, min, max) => {
    const have = random.int(min, max);
    let want = random.int(min, max);
    if (want === have) want = have === max ? have - 1 : have + 1;
    const price = random.int(2, 20);
    const thing = random.pick(THINGS);
    const cost = have * price;
    const answer = want * price;
    const wrong = [
      { answer: price, misconception: say("costOfOne") },
      { answer: cost + (want - have), misconception: say("addedDifference") },
    ].filter((w) => w.answer !== answer && w.answer > 0);
    return {
      values: [have, want],
      item: {
        kind: "numeric",
        prompt: say("prompt", { have, want, thing: say(thing), cost }),
        answer: String(answer),
        accept: [`₹${answer}`],
        unit: "rupee",
        hint: say("hint"),
        solution: say("solution", { have, want, cost, price, answer }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
