import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, twoNames } from "./shared.ts";

/**
 * Equal groups and fair sharing, the start of multiplying and dividing: "4 plates with 3 ladoos on
 * each" and "12 bananas shared equally by 3 children". The author's range is the range of the
 * number of groups and of the size of each group (2–5 for Class 1, up to 10 for Class 3).
 */
const THINGS = ["ladoos", "bananas", "flowers", "guavas"] as const;
const HOLDERS = ["plates", "baskets", "vases", "boxes"] as const;

export const equalGroups = defineGenerator(
  about("equalGroups", 1, CHILD_NAMES),
  { min: 2, max: 10, defaultMin: 2, defaultMax: 5 },
  (random, min, max) => {
    const groups = random.int(min, max);
    const size = random.int(min, max);
    const total = groups * size;
    const things = say(random.pick(THINGS));
    const [name] = twoNames(random);
    const repeated = (value: number, times: number) => Array.from({ length: times }, () => value).join(" + ");
    if (random.next() < 0.5) {
      const holders = say(random.pick(HOLDERS));
      const params = { groups, size, things, holders, answer: total, sum: repeated(size, groups) };
      return {
        values: [groups, size],
        item: numericItem(
          say("groups", params),
          total,
          say("groupsHint", params),
          say("groupsSolution", params),
          [
            { answer: groups + size, misconception: say("addedNumbers") },
            { answer: (groups - 1) * size, misconception: say("oneGroupShort") },
          ],
        ),
      };
    }
    const params = { name, groups, total, things, answer: size, rounds: repeated(groups, size) };
    return {
      values: [groups, size],
      item: numericItem(say("share", params), size, say("shareHint"), say("shareSolution", params), [
        { answer: total - groups, misconception: say("subtracted") },
        { answer: groups, misconception: say("gaveSharers") },
      ]),
    };
  },
);
