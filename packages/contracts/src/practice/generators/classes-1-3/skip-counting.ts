import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Counting on and back in equal jumps. Steps of difficulty: 1 on in 2s, 5s or 10s from a multiple,
 * 2 back in 2s, 5s or 10s, 3 on or back in 10s or 100s from any 3-digit number (Class 3's "House of
 * Hundreds"). Four numbers are shown; the child writes the next.
 */
export const skipCounting = defineGenerator(
  { ...about("skipCounting", 2), oldestVersion: 1 },
  steps(3, 2),
  (random, min, max, version) => {
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
      item: numericItem(
        say(back ? "backPrompt" : "prompt", { terms: terms.join(", ") }),
        answer,
        say("hint"),
        say(back ? "backSolution" : "onSolution", {
          jump,
          first,
          second: terms[1] as number,
          last,
          answer,
        }),
        [
          { answer: last + way, misconception: say("countedOnes") },
          { answer: last - way * jump, misconception: say("wrongWay") },
          ...(step === 3 ? [{ answer: last + way * other, misconception: say("wrongPlace") }] : []),
        ],
      ),
    };
  },
);
