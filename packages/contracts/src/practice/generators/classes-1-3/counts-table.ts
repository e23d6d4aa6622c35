import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, shuffle } from "./shared.ts";

/**
 * Reading a table of counts, as children record the toys in a box or the birds they saw: how many
 * more of one kind than another, or how many of two kinds together. The author's range is the
 * counts' range (up to 10 for Class 1, 30 for Class 2, 99 for Class 3).
 */
const KINDS = ["trucks", "tops", "blocks", "balloons", "rattles"] as const;

export const countsTable = defineGenerator(
  about("countsTable", 1),
  { min: 1, max: 99, defaultMin: 1, defaultMax: 10, span: 3 },
  (random, min, max) => {
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
      item: numericItem(
        say(more ? "more" : "together", { ...params, table }),
        answer,
        say("hint"),
        say(more ? "moreSolution" : "togetherSolution", { ...params, answer }),
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
    };
  },
);
