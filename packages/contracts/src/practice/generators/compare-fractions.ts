import { about } from "./about.ts";
import { defineGenerator, say, type Text } from "./define.ts";

/** Which sign goes between two proper fractions; the range is the denominators'. */
const SIGNS = [">", "<", "="];
const signOf = (left: number, right: number) => (left > right ? 0 : left < right ? 1 : 2);

export const compareFractions = defineGenerator(
  { ...about("compareFractions", 2), oldestVersion: 1, fractions: true },
  { min: 2, max: 12, defaultMin: 2, defaultMax: 10 },
  (random, min, max, version) => {
    const b = random.int(min, max);
    let d = random.int(min, max);
    if (d === b && max > min) d = d === max ? d - 1 : d + 1;
    // Version 1 drew improper ones too (4/4); the drill is about fractions less than one.
    const top = (bottom: number) => (version >= 2 ? bottom - 1 : bottom);
    const a = random.int(1, top(b));
    const c = random.int(1, top(d));
    const left = a * d;
    const right = c * b;
    const answer = signOf(left, right);
    const misconceptions: (Text | null)[] = [null, null, null];
    // Each slip names the option it leads to, unless that option is right or already named.
    const slips: [number, Text][] = [
      [signOf(b, d), say("byDenominator")],
      [signOf(a, c), say("byNumerator")],
    ];
    for (const [option, misconception] of slips)
      if (option !== answer && misconceptions[option] === null) misconceptions[option] = misconception;
    return {
      values: [b, d],
      item: {
        kind: "single",
        prompt: say("prompt", { a, b, c, d }),
        options: SIGNS,
        answer,
        misconceptions,
        hint: say("hint"),
        solution: say("solution", { a, b, c, d, left, right, sign: SIGNS[answer] as string }),
      },
    };
  },
);
