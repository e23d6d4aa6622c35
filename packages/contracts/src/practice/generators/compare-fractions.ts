import { defineGenerator, say, type Text } from "./define.ts";

/** Which sign goes between two proper fractions; the range is the denominators'. */
const SIGNS = [">", "<", "="];
const signOf = (left: number, right: number) => (left > right ? 0 : left < right ? 1 : 2);

export const compareFractions = defineGenerator({
  id: "compareFractions",
  version: 2,
  oldestVersion: 1,
  name: { en: "Comparing fractions", hi: "भिन्नों की तुलना" },
  bounds: { min: 2, max: 12, defaultMin: 2, defaultMax: 10 },
  classes: [4, 5, 6],
  skills: ["compare-fractions"],
  families: ["Mathematics", "Interactive Math"],
  fractions: true,
  texts: {
    en: {
      prompt: "Which sign goes between {a}/{b} and {c}/{d}?",
      hint: "Give both fractions the same denominator, then compare the numerators.",
      solution: "Cross-multiply: {a} × {d} = {left} and {c} × {b} = {right}, so {a}/{b} {sign} {c}/{d}.",
      byDenominator: "Took the fraction with the bigger denominator as bigger",
      byNumerator: "Compared only the numerators",
    },
    hi: {
      prompt: "{a}/{b} और {c}/{d} के बीच कौन-सा चिह्न आएगा?",
      hint: "दोनों भिन्नों के हर समान बनाओ, फिर उनके अंशों की तुलना करो।",
      solution: "तिरछा गुणा करो: {a} × {d} = {left} और {c} × {b} = {right}, इसलिए {a}/{b} {sign} {c}/{d}।",
      byDenominator: "जिस भिन्न का हर बड़ा था, उसे बड़ा मान लिया",
      byNumerator: "केवल अंशों की तुलना की",
    },
  },
  generate(random, min, max, version) {
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
});
