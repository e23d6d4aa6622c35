import { defineGenerator, say, type Text } from "../define.ts";

import { about } from "./about.ts";

/**
 * Which sign goes between two numbers: >, < or =. The author's range is the numbers' range (1–9 for
 * Class 1, up to 100 for Class 2, up to 999 for Class 3). About one question in eight compares a
 * number with itself, so "=" is a real choice.
 */
const SIGNS = [">", "<", "="] as const;
const signOf = (a: number, b: number) => (a > b ? 0 : a < b ? 1 : 2);

export const compareNumbers = defineGenerator(
  about("compareNumbers", 1),
  { min: 1, max: 999, defaultMin: 1, defaultMax: 99, span: 5 },
  (random, min, max) => {
    const a = random.int(min, max);
    let b = random.int(min, max);
    if (random.next() < 0.125) b = a;
    else if (a === b) b = a === max ? a - 1 : a + 1;
    const key = signOf(a, b);
    const misconceptions: (Text | null)[] = [null, null, null];
    const name = (option: number, misconception: Text) => {
      if (option !== key && misconceptions[option] === null) misconceptions[option] = misconception;
    };
    if (key !== 2) name(1 - key, say("reversedSign"));
    name(signOf(a % 10, b % 10), say("onesFirst"));
    const [da, db] = [String(a), String(b)];
    if (da.length !== db.length) name(signOf(Number(da[0]), Number(db[0])), say("firstDigits"));
    const solution = key === 0 ? "bigger" : key === 1 ? "smaller" : "equal";
    return {
      values: [a, b],
      item: {
        kind: "single",
        prompt: say("prompt", { a, b }),
        options: [...SIGNS],
        answer: key,
        misconceptions,
        hint: say("hint"),
        solution: say(solution, { a, b, gap: Math.abs(a - b) }),
      },
    };
  },
);
