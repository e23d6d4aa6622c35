import { defineGenerator, say } from "../define.ts";
import { shuffle, wrongAnswers } from "./shared.ts";

/**
 * Reading a table of counts, as children record the toys in a box or the birds they saw: how many
 * more of one kind than another, or how many of two kinds together. The author's range is the
 * counts' range (up to 10 for Class 1, 30 for Class 2, 99 for Class 3).
 */
const KINDS = ["trucks", "tops", "blocks", "balloons", "rattles"] as const;

export const countsTable = defineGenerator({
  id: "countsTable",
  version: 1,
  name: { en: "Read a table of counts", hi: "गिनती की तालिका पढ़ना" },
  bounds: { min: 1, max: 99, defaultMin: 1, defaultMax: 10, span: 3 },
  classes: [1, 2, 3],
  skills: ["read-a-table"],
  families: ["Mathematics"],
  texts: {
    en: {
      table: "Toys in a box: {a} {first}, {b} {second}, {c} {third}.",
      more: "{table} How many more {first} than {second} are there?",
      together: "{table} How many {first} and {third} are there together?",
      hint: "Find each number in the table first.",
      moreSolution: "{first}: {a}; {second}: {b}\nDifference: {a} − {b} = {answer}",
      togetherSolution: "{first}: {a}; {third}: {c}\nTogether: {a} + {c} = {answer}",
      addedForMore: "Added the two counts when the question asks how many more",
      gaveOneCount: "Gave one count from the table instead of working with both",
      addedAll: "Added every count in the table, not only the two asked",
      trucks: "trucks",
      tops: "tops",
      blocks: "blocks",
      balloons: "balloons",
      rattles: "rattles",
      trucksOf: "trucks",
      topsOf: "tops",
      blocksOf: "blocks",
      balloonsOf: "balloons",
      rattlesOf: "rattles",
    },
    hi: {
      table: "एक डिब्बे में खिलौने: {a} {first}, {b} {second}, {c} {third}।",
      more: "{table} {secondOf} से कितने ज़्यादा {first} हैं?",
      together: "{table} {first} और {third} मिलाकर कितने हैं?",
      hint: "पहले तालिका में हर संख्या ढूँढो।",
      moreSolution: "{first}: {a}; {second}: {b}\nअंतर: {a} − {b} = {answer}",
      togetherSolution: "{first}: {a}; {third}: {c}\nमिलाकर: {a} + {c} = {answer}",
      addedForMore: "कितने ज़्यादा पूछा था, पर दोनों संख्याएँ जोड़ दीं",
      gaveOneCount: "दोनों संख्याओं से हल करने की जगह तालिका की एक ही संख्या लिख दी",
      addedAll: "केवल पूछी गई दो नहीं, तालिका की सभी संख्याएँ जोड़ दीं",
      trucks: "ट्रक",
      tops: "लट्टू",
      blocks: "ब्लॉक",
      balloons: "गुब्बारे",
      rattles: "झुनझुने",
      trucksOf: "ट्रकों",
      topsOf: "लट्टुओं",
      blocksOf: "ब्लॉकों",
      balloonsOf: "गुब्बारों",
      rattlesOf: "झुनझुनों",
    },
  },
  generate(random, min, max) {
    const [one, two, three] = shuffle(random, [...KINDS]).slice(0, 3) as [string, string, string];
    const [first, second, third] = [say(one), say(two), say(three)];
    const secondOf = say(`${two}Of`);
    let a = random.int(min, max);
    let b = random.int(min, max);
    if (a === b) b = a === min ? a + 1 : a - 1;
    const c = random.int(min, max);
    const more = random.next() < 0.5;
    if (more && a < b) [a, b] = [b, a];
    const params = { a, b, c, first, second, third, secondOf };
    const table = say("table", params);
    const answer = more ? a - b : a + c;
    return {
      values: [a, b, c],
      item: {
        kind: "numeric",
        prompt: say(more ? "more" : "together", { ...params, table }),
        answer: String(answer),
        hint: say("hint"),
        solution: say(more ? "moreSolution" : "togetherSolution", { ...params, answer }),
        wrongAnswers: wrongAnswers(
          answer,
          more
            ? [
                { answer: a + b, misconception: say("addedForMore") },
                { answer: a, misconception: say("gaveOneCount") },
              ]
            : [
                { answer: a + b + c, misconception: say("addedAll") },
                { answer: a, misconception: say("gaveOneCount") },
              ],
        ),
      },
    };
  },
});
