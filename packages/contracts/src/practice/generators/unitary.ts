import { defineGenerator, say } from "./define.ts";

/** The unitary method: the cost of some things from the cost of others. */
const THINGS = ["pens", "mangoes", "notebooks", "bananas", "pencils"];

export const unitary = defineGenerator({
  id: "unitary",
  version: 1,
  name: { en: "Unitary method", hi: "ऐकिक नियम" },
  bounds: { min: 2, max: 50, defaultMin: 2, defaultMax: 12, span: 1 },
  classes: [5, 6, 7],
  skills: ["unitary-method"],
  families: ["Math Aptitude Exam", "Math Projects"],
  texts: {
    en: {
      prompt: "{have} {thing} cost ₹{cost}. How many rupees do {want} {thing} cost?",
      hint: "Find the cost of one first.",
      solution: "One costs ₹{cost} ÷ {have} = ₹{price}; {want} cost {want} × ₹{price} = ₹{answer}.",
      costOfOne: "Found the cost of one but did not multiply",
      addedDifference: "Added the difference in number to the cost instead of finding the cost of one",
      pens: "pens",
      mangoes: "mangoes",
      notebooks: "notebooks",
      bananas: "bananas",
      pencils: "pencils",
    },
    hi: {
      prompt: "{have} {thing} का दाम ₹{cost} है। {want} {thing} का दाम कितने रुपये होगा?",
      hint: "पहले एक का दाम पता करो।",
      solution: "एक का दाम ₹{cost} ÷ {have} = ₹{price}; {want} का दाम {want} × ₹{price} = ₹{answer}।",
      costOfOne: "एक का दाम निकाला, पर गुणा नहीं किया",
      addedDifference: "एक का दाम निकालने की जगह संख्याओं का अंतर दाम में जोड़ दिया",
      pens: "पेन",
      mangoes: "आमों",
      notebooks: "कॉपियों",
      bananas: "केलों",
      pencils: "पेंसिलों",
    },
  },
  generate(random, min, max) {
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
});
