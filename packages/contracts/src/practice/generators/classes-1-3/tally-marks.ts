import { tallyMarksSvg } from "../../figures/tally-marks.ts";
import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, twoNames } from "./shared.ts";

/**
 * Reading tally marks: bundles of five (four lines crossed by a fifth) and single lines. The author's
 * range is the count's range (up to 10 for Class 1, 20 for Class 2, 50 for Class 3). The marks are
 * drawn from the seed; the text alternative tells the bundles and single lines, not the total.
 */
const THINGS = ["birds", "children", "scooters", "trucks"] as const;

export const tallyMarks = defineGenerator(
  about("tallyMarks", 1, CHILD_NAMES),
  { min: 1, max: 60, defaultMin: 1, defaultMax: 20 },
  (random, min, max) => {
    const count = random.int(min, max);
    const bundles = Math.floor(count / 5);
    const singles = count % 5;
    const [name] = twoNames(random);
    const fives = bundles === 0 ? "0" : Array.from({ length: bundles }, () => "5").join(" + ");
    const params = {
      name,
      things: say(random.pick(THINGS)),
      bundles,
      singles,
      fives,
      bundled: bundles * 5,
      answer: count,
    };
    return {
      values: [count],
      figure: { svg: tallyMarksSvg(count), alt: say("alt", params) },
      item: numericItem(say("prompt", params), count, say("hint"), say("solution", params), [
        { answer: bundles + singles, misconception: say("bundlesAsOnes") },
        { answer: bundles * 4 + singles, misconception: say("bundlesAsFour") },
      ]),
    };
  },
);
