import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Fractions as equal shares. Steps: 1 a unit fraction of a number (1/4 of 20), 2 any fraction of a
 * number (3/4 of 24), 3 the missing number of an equivalent fraction (2/3 = ?/12). Named mistakes:
 * multiplied by the bottom number instead of dividing, took the bottom number away, found one share
 * only, divided by the top number, added the same number to top and bottom, kept the top number.
 */
export const fractionOf = defineGenerator(
  { ...about("fractionOf", 1), fractions: true },
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 3) {
      const bottom = random.int(3, 10);
      const top = random.int(1, bottom - 1);
      const times = random.int(2, 6);
      const newBottom = bottom * times;
      const answer = top * times;
      return {
        values: [step],
        item: numericItem(
          say("equalPrompt", { top, bottom, newBottom }),
          answer,
          say("equalHint", { top, bottom, newBottom }),
          say("equalSolution", { top, bottom, newBottom, times, answer }),
          [
            { answer: top + newBottom - bottom, misconception: say("addedSame") },
            { answer: top, misconception: say("keptTop") },
          ],
        ),
      };
    }
    const bottom = step === 1 ? random.int(2, 5) : random.int(3, 10);
    const top = step === 1 ? 1 : random.int(2, bottom - 1);
    const share = random.int(2, step === 1 ? 10 : 12);
    const whole = bottom * share;
    const answer = top * share;
    const params = {
      name: say(random.pick(["meena", "arjun", "fatima", "tenzing"])),
      thing: say(random.pick(["rotis", "laddoos", "marbles", "bangles"])),
      whole,
      top,
      bottom,
      share,
      answer,
    };
    const wrong =
      step === 1
        ? [
            { answer: whole * bottom, misconception: say("multipliedByBottom") },
            { answer: whole - bottom, misconception: say("tookAwayBottom") },
          ]
        : [
            { answer: share, misconception: say("oneShareOnly") },
            ...(whole % top === 0 ? [{ answer: whole / top, misconception: say("dividedByTop") }] : []),
          ];
    return {
      values: [step],
      item: numericItem(
        say("ofPrompt", params),
        answer,
        say("ofHint", params),
        say(step === 1 ? "unitSolution" : "ofSolution", params),
        wrong,
      ),
    };
  },
);
