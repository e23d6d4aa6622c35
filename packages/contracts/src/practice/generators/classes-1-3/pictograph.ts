import { PICTOGRAPH_FRUITS, pictographSvg } from "../../figures/pictograph.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, shuffle } from "./shared.ts";

/**
 * Reading a pictograph of fruits sold at a stall: how many of one fruit, or how many more of one than
 * another. The author's range is the range of what one picture stands for: 1 for Class 1, 2 for
 * Class 2, 5 or 10 for Class 3 (the key is one of 1, 2, 5, 10 inside the range where there is one).
 */
const KEYS = [1, 2, 5, 10];

export const pictograph = defineGenerator(about("pictograph", 1), steps(10, 2), (random, min, max) => {
  const inRange = KEYS.filter((k) => k >= min && k <= max);
  const key = inRange.length > 0 ? random.pick(inRange) : random.int(min, max);
  const order = shuffle(random, [...PICTOGRAPH_FRUITS]).slice(0, 3);
  // Different counts in every row, so "how many more" always has a bigger row.
  const counts = shuffle(random, [1, 2, 3, 4, 5, 6]).slice(0, 3);
  const rows = order.map((fruit, i) => ({ fruit, pictures: counts[i] as number }));
  type Row = (typeof rows)[number];
  const [first, second] = shuffle(random, [0, 1, 2]).map((i) => rows[i]) as [Row, Row];
  const alt = say("alt", {
    rows: say(
      "rows",
      Object.fromEntries(
        rows.map((r, i) => ["abc"[i] as string, say("row", { fruit: say(r.fruit), count: r.pictures })]),
      ),
    ),
  });
  const figure = { svg: pictographSvg(rows), alt };
  const keyText = say(key === 1 ? "keyOne" : "keyMany", { key });
  if (random.next() < 0.5) {
    const answer = first.pictures * key;
    const params = { key, keyText, fruit: say(first.fruit), count: first.pictures, answer };
    return {
      values: [key],
      figure,
      item: numericItem(
        say("howMany", params),
        answer,
        say("hint", { key }),
        say("howManySolution", params),
        [
          { answer: first.pictures, misconception: say("forgotKey") },
          { answer: first.pictures + key, misconception: say("addedKey") },
        ],
      ),
    };
  }
  const [big, small] = first.pictures > second.pictures ? [first, second] : [second, first];
  const gap = big.pictures - small.pictures;
  const answer = gap * key;
  const params = {
    key,
    keyText,
    fruit: say(big.fruit),
    other: say(small.fruit),
    count: big.pictures,
    otherCount: small.pictures,
    gap,
    answer,
  };
  return {
    values: [key],
    figure,
    item: numericItem(
      say("howManyMore", params),
      answer,
      say("hint", { key }),
      say("howManyMoreSolution", params),
      [
        { answer: gap, misconception: say("forgotKey") },
        { answer: big.pictures * key, misconception: say("gaveBigger") },
      ],
    ),
  };
});
