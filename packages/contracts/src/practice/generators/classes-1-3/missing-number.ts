import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";

/**
 * The missing part of a sum: making 10, making 20, making 100 ("7 + ? = 10"). The author's range is
 * the total's range. Some questions are told as a story ("how many more to have 10?").
 */
const THINGS = ["buttons", "marbles", "stickers", "pebbles"] as const;

export const missingNumber = defineGenerator({
  id: "missingNumber",
  version: 1,
  name: { en: "The missing number of a sum (making 10, 20, 100)", hi: "जोड़ की छूटी संख्या (10, 20, 100 बनाना)" },
  bounds: { min: 5, max: 100, defaultMin: 5, defaultMax: 10 },
  classes: [1, 2, 3],
  skills: ["making-ten", "missing-addend"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      first: "{part} + ? = {total}",
      second: "? + {part} = {total}",
      story: "{name} has {part} {things}. How many more {things} does {name} need to have {total}?",
      hint: "Count on from {part} until you reach {total}.",
      solution:
        "Count on from {part} to {total}: {total} − {part} = {answer}\nCheck: {part} + {answer} = {total}",
      addedInstead: "Added the two numbers instead of finding the missing part",
      countedStart: "Counted the starting number too when counting on",
      buttons: "buttons",
      marbles: "marbles",
      stickers: "stickers",
      pebbles: "pebbles",
    },
    hi: {
      ...CHILD_NAMES.hi,
      first: "{part} + ? = {total}",
      second: "? + {part} = {total}",
      story: "{name} के पास {part} {things} हैं। {total} पूरे करने के लिए {name} को और कितने {things} चाहिए?",
      hint: "{part} से आगे गिनते जाओ जब तक {total} न आ जाए।",
      solution: "{part} से {total} तक आगे गिनो: {total} − {part} = {answer}\nजाँचो: {part} + {answer} = {total}",
      addedInstead: "छूटी संख्या ढूँढने की जगह दोनों संख्याएँ जोड़ दीं",
      countedStart: "आगे गिनते समय शुरू वाली संख्या को भी गिन लिया",
      buttons: "बटन",
      marbles: "कंचे",
      stickers: "स्टिकर",
      pebbles: "कंकड़",
    },
  },
  generate(random, min, max) {
    const total = random.int(Math.max(min, 3), max);
    const part = random.int(1, total - 1);
    const answer = total - part;
    const form = random.int(0, 2);
    const [name] = twoNames(random);
    const prompt =
      form === 0
        ? say("first", { part, total })
        : form === 1
          ? say("second", { part, total })
          : say("story", { name, part, total, things: say(random.pick(THINGS)) });
    return {
      values: [total],
      item: {
        kind: "numeric",
        prompt,
        answer: String(answer),
        hint: say("hint", { part, total }),
        solution: say("solution", { part, total, answer }),
        wrongAnswers: wrongAnswers(answer, [
          { answer: part + total, misconception: say("addedInstead") },
          { answer: answer + 1, misconception: say("countedStart") },
        ]),
      },
    };
  },
});
