import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Counting on and back in equal jumps. Steps of difficulty: 1 on in 2s, 5s or 10s from a multiple,
 * 2 back in 2s, 5s or 10s, 3 on or back in 10s or 100s from any 3-digit number (Class 3's "House of
 * Hundreds"). Four numbers are shown; the child writes the next.
 */
export const skipCounting = defineGenerator({
  id: "skipCounting",
  version: 2,
  oldestVersion: 1,
  name: { en: "Count on and back in 2s, 5s, 10s and 100s", hi: "2, 5, 10 और 100 की छलाँगों में आगे-पीछे गिनना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3],
  skills: ["skip-counting", "count-on-and-back-by-10-and-100"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Count on: what comes next? {terms}, …",
      backPrompt: "Count back: what comes next? {terms}, …",
      hint: "Find the jump from one number to the next, then make the same jump once more.",
      onSolution: "Each jump adds {jump}: {first} + {jump} = {second}.\nNext: {last} + {jump} = {answer}",
      backSolution:
        "Each jump takes away {jump}: {first} − {jump} = {second}.\nNext: {last} − {jump} = {answer}",
      countedOnes: "Counted on or back by 1 instead of the jump",
      wrongWay: "Jumped the wrong way",
      wrongPlace: "Changed the wrong place: jumped by 10 for 100, or by 100 for 10",
    },
    hi: {
      prompt: "आगे गिनो: अगली संख्या क्या होगी? {terms}, …",
      backPrompt: "पीछे गिनो: अगली संख्या क्या होगी? {terms}, …",
      hint: "एक संख्या से अगली तक की छलाँग पता करो, फिर वही छलाँग एक बार और लगाओ।",
      onSolution: "हर छलाँग में {jump} जुड़ता है: {first} + {jump} = {second}।\nअगली: {last} + {jump} = {answer}",
      backSolution: "हर छलाँग में {jump} घटता है: {first} − {jump} = {second}।\nअगली: {last} − {jump} = {answer}",
      countedOnes: "छलाँग की जगह 1-1 करके आगे या पीछे गिना",
      wrongWay: "उलटी दिशा में छलाँग लगाई",
      wrongPlace: "गलत स्थान बदला: 100 की जगह 10 की, या 10 की जगह 100 की छलाँग",
    },
  },
  generate(random, min, max, version) {
    const step = random.int(min, max);
    const jump = step === 3 ? random.pick([10, 100]) : random.pick([2, 5, 10]);
    const back = step === 2 || (step === 3 && random.next() < 0.5);
    let first: number;
    if (step === 3) first = back ? random.int(500, 999) : random.int(100, 499);
    // From version 2 counting back in 10s starts at 90 at most: Class 1 works with numbers to 99.
    else if (back) first = jump * random.int(6, version >= 2 && jump === 10 ? 9 : 10);
    else first = jump * random.int(0, 5);
    const way = back ? -1 : 1;
    const terms = Array.from({ length: 4 }, (_, i) => first + way * i * jump);
    const last = terms[3] as number;
    const answer = last + way * jump;
    const other = jump === 10 ? 100 : 10;
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say(back ? "backPrompt" : "prompt", { terms: terms.join(", ") }),
        answer: String(answer),
        hint: say("hint"),
        solution: say(back ? "backSolution" : "onSolution", {
          jump,
          first,
          second: terms[1] as number,
          last,
          answer,
        }),
        wrongAnswers: wrongAnswers(answer, [
          { answer: last + way, misconception: say("countedOnes") },
          { answer: last - way * jump, misconception: say("wrongWay") },
          ...(step === 3 ? [{ answer: last + way * other, misconception: say("wrongPlace") }] : []),
        ]),
      },
    };
  },
});
