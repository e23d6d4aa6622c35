import { tallyMarksSvg } from "../../figures/tally-marks.ts";
import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";

/**
 * Reading tally marks: bundles of five (four lines crossed by a fifth) and single lines. The author's
 * range is the count's range (up to 10 for Class 1, 20 for Class 2, 50 for Class 3). The marks are
 * drawn from the seed; the text alternative tells the bundles and single lines, not the total.
 */
const THINGS = ["birds", "children", "scooters", "trucks"] as const;

export const tallyMarks = defineGenerator({
  id: "tallyMarks",
  version: 1,
  name: { en: "Read tally marks", hi: "मिलान चिह्न (टैली) पढ़ना" },
  bounds: { min: 1, max: 60, defaultMin: 1, defaultMax: 20 },
  classes: [1, 2, 3],
  skills: ["read-tally-marks"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      prompt: "{name} made a tally mark for each of the {things} going by. How many {things} went by?",
      hint: "Each bundle with a line across it is 5. Count the bundles in 5s, then count on the single lines.",
      solution:
        "Bundles of 5: {fives} = {bundled}\nSingle lines: {singles}\nAltogether: {bundled} + {singles} = {answer}",
      alt: "Tally marks: {bundles} bundles of standing lines with a line across each, and {singles} single standing lines.",
      bundlesAsOnes: "Counted each bundle as 1 instead of 5",
      bundlesAsFour: "Counted only the standing lines of each bundle, missing the line across",
      birds: "birds",
      children: "children",
      scooters: "scooters",
      trucks: "trucks",
    },
    hi: {
      ...CHILD_NAMES.hi,
      prompt: "{name} ने सामने से जाते हर एक के लिए एक मिलान चिह्न बनाया। कितने {things} गए?",
      hint: "जिस गुच्छे के ऊपर से आड़ी रेखा है, वह 5 है। गुच्छों को 5-5 करके गिनो, फिर अकेली रेखाएँ आगे गिनो।",
      solution: "5 के गुच्छे: {fives} = {bundled}\nअकेली रेखाएँ: {singles}\nकुल: {bundled} + {singles} = {answer}",
      alt: "मिलान चिह्न: खड़ी रेखाओं के {bundles} गुच्छे, हर एक पर एक आड़ी रेखा, और {singles} अकेली खड़ी रेखाएँ।",
      bundlesAsOnes: "हर गुच्छे को 5 की जगह 1 गिना",
      bundlesAsFour: "हर गुच्छे की केवल खड़ी रेखाएँ गिनीं, आड़ी रेखा छोड़ दी",
      birds: "पक्षी",
      children: "बच्चे",
      scooters: "स्कूटर",
      trucks: "ट्रक",
    },
  },
  generate(random, min, max) {
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
      item: {
        kind: "numeric",
        prompt: say("prompt", params),
        answer: String(count),
        hint: say("hint"),
        solution: say("solution", params),
        wrongAnswers: wrongAnswers(count, [
          { answer: bundles + singles, misconception: say("bundlesAsOnes") },
          { answer: bundles * 4 + singles, misconception: say("bundlesAsFour") },
        ]),
      },
    };
  },
});
