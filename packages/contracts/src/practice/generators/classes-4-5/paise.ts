import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, LINES_TEXT, lines, numericItem, pickName, wrongAnswers } from "./shared.ts";

/**
 * Money with paise (₹1 = 100 paise). Steps: 1 rupees and paise into paise, 2 the cost of two things
 * (the paise add up past a rupee), 3 the change from a note. Amounts are written ₹12.50 and answered
 * in rupees (20.25) or paise. Named mistakes: ₹1 taken as 10 paise, the paise forgotten, the
 * rupee made by the paise not carried, the paise copied instead of taken away, the rupee borrowed
 * for the paise not taken away.
 */
const THINGS = ["notebook", "pencilBox", "bottle", "kite", "bangles", "storybook"] as const;
const NOTES = [50, 100, 200, 500];
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const paise = defineGenerator(
  about("paise", 1, LINES_TEXT, CHILD_NAMES),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    const name = pickName(random);
    const first = say(random.pick(THINGS));
    if (step === 1) {
      const whole = random.int(1, 99);
      const part = random.pick([5, 10, 20, 25, 50, 75, random.int(1, 99)]);
      const answer = whole * 100 + part;
      return {
        values: [step],
        item: numericItem(
          say("toPaisePrompt", { amount: rupees(answer) }),
          answer,
          say("toPaiseHint"),
          say("toPaiseSolution", {
            whole,
            part,
            wholePaise: indian(whole * 100),
            answer: indian(answer),
          }),
          [
            { answer: whole * 10 + part, misconception: say("tenPaiseRupee") },
            { answer: whole * 100, misconception: say("forgotPaise") },
          ],
        ),
      };
    }
    if (step === 2) {
      const [ra, rb] = [random.int(5, 199), random.int(5, 199)];
      const pa = random.int(11, 19) * 5;
      const pb = random.int(Math.max(1, 21 - pa / 5), 19) * 5;
      const total = (ra + rb) * 100 + pa + pb;
      const answer = rupees(total);
      const second = say(random.pick(THINGS.filter((t) => t !== first.key)));
      const params = {
        name,
        first,
        second,
        a: rupees(ra * 100 + pa),
        b: rupees(rb * 100 + pb),
        pa,
        pb,
        ra,
        rb,
        paiseSum: pa + pb,
        carry: Math.floor((pa + pb) / 100),
        paiseLeft: (pa + pb) % 100,
        rupeeSum: Math.floor(total / 100),
        answer,
      };
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("addPrompt", params),
          answer,
          unit: "rupee",
          hint: say("addHint"),
          solution: lines([say("addPaise", params), say("addRupees", params), say("addTotal", params)]),
          wrongAnswers: wrongAnswers(answer, [
            { answer: rupees((ra + rb) * 100 + ((pa + pb) % 100)), misconception: say("noCarry") },
          ]),
        },
      };
    }
    const note = random.pick(NOTES);
    const pricePaise = random.int(5, note - 6) * 100 + random.int(1, 19) * 5;
    const [whole, part] = [Math.floor(pricePaise / 100), pricePaise % 100];
    const answer = rupees(note * 100 - pricePaise);
    const params = { name, first, note, price: rupees(pricePaise), answer };
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("changePrompt", params),
        answer,
        unit: "rupee",
        hint: say("changeHint"),
        solution: lines([say("changeSolution", params), say("changeCheck", params)]),
        wrongAnswers: wrongAnswers(answer, [
          { answer: rupees((note - whole) * 100 + part), misconception: say("copiedPaise") },
          { answer: rupees((note - whole) * 100 + (100 - part)), misconception: say("noBorrow") },
        ]),
      },
    };
  },
);
