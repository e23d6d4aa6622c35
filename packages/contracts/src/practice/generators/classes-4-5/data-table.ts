import { defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { DATA_TEXTS, SETS } from "./data-sets.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Reading counts from a table written in words (no picture, so a chapter's questions stay light).
 * Steps: 1 two rows added (counts up to 20), 2 how many more one row has than another (up to 50),
 * 3 the total of all four rows (up to 99). Named mistakes: took away instead of adding, gave one
 * row only, added instead of taking away, gave the bigger row, left a row out, added two rows only.
 */
const MOST: Record<number, number> = { 1: 20, 2: 50, 3: 99 };

export const dataTable = defineGenerator(
  about("dataTable", 1, DATA_TEXTS),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    const set = random.pick(SETS);
    const picks = new Set<number>();
    while (picks.size < 4) picks.add(random.int(2, MOST[step] as number));
    const counts = [...picks];
    const names = set.things.map((thing) => say(thing));
    const rows = counts
      .map((count, i) => say("row", { thing: names[i] as Text, count }))
      .reduce((a, b) => say("and", { a, b }));
    const table = say("table", { things: say(`${set.key}Things`), rows });
    const order = [0, 1, 2, 3].sort((x, y) => (counts[y] as number) - (counts[x] as number));
    const at = random.int(0, 2);
    const [ia, ib] = [order[at] as number, order[random.int(at + 1, 3)] as number];
    const [va, vb] = [counts[ia] as number, counts[ib] as number];
    const pair = { a: names[ia] as Text, b: names[ib] as Text, va, vb };
    const base = { kind: "numeric" as const, hint: say("hint") };
    if (step === 1) {
      const answer = va + vb;
      return {
        values: [step],
        item: {
          ...base,
          prompt: say("twoPrompt", { table, ...pair }),
          answer: String(answer),
          solution: say("twoSolution", { ...pair, answer }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: va - vb, misconception: say("tookAway") },
            { answer: va, misconception: say("oneRowOnly") },
          ]),
        },
      };
    }
    if (step === 2) {
      const answer = va - vb;
      return {
        values: [step],
        item: {
          ...base,
          prompt: say("morePrompt", { table, ...pair }),
          answer: String(answer),
          solution: say("moreSolution", { ...pair, answer }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: va + vb, misconception: say("addedInstead") },
            { answer: va, misconception: say("gaveBigger") },
          ]),
        },
      };
    }
    const answer = counts.reduce((s, c) => s + c, 0);
    return {
      values: [step],
      item: {
        ...base,
        prompt: say("allPrompt", { table, things: say(`${set.key}Things`) }),
        answer: String(answer),
        solution: say("allSolution", { sum: counts.join(" + "), answer }),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: answer - (counts[3] as number), misconception: say("leftOutRow") },
          { answer: (counts[0] as number) + (counts[1] as number), misconception: say("twoRowsOnly") },
        ]),
      },
    };
  },
);
