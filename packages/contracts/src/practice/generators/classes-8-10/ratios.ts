import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { NAME_KEYS, NAMES_EN, NAMES_HI, numericItem, stepQuestion } from "./shared.ts";

/**
 * Ratio and proportion. Bounds: 1 share money in a ratio of two, 2 of three, 3 a larger share of
 * three; 4 the missing term of a proportion, 5 a map scale, 6 a recipe scaled up; 7 inverse
 * proportion (workers and days), 8 speed and time, 9 a pie chart's angle for a part.
 */
export const ratios = defineGenerator(
  about("ratios", 1, { en: NAMES_EN, hi: NAMES_HI }),
  steps(9),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step <= 3) {
      const count = step === 1 ? 2 : 3;
      const parts = Array.from({ length: count }, () => random.int(1, 9));
      if (parts[0] === parts[1]) parts[1] = (parts[1] as number) + 1;
      const sumParts = parts.reduce((s, p) => s + p, 0);
      const one = random.int(step === 3 ? 50 : 5, step === 3 ? 500 : 60);
      const total = sumParts * one;
      const start = random.int(0, NAME_KEYS.length - count);
      const names = NAME_KEYS.slice(start, start + count);
      const nameList = names.map((n) => say(n));
      const joined = nameList.reduce<ReturnType<typeof say>>(
        (acc, n, i) => (i === 0 ? n : say("pair", { a: acc, b: n })),
        say(names[0] as string),
      );
      const mine = parts[0] as number;
      const params = {
        total: indian(total),
        names: joined,
        ratio: parts.join(" : "),
        first: say(names[0] as string),
        partsSum: parts.join(" + "),
        parts: sumParts,
        one,
        mine,
        answer: mine * one,
      };
      return stepQuestion(
        step,
        "share",
        params,
        mine * one,
        "hint",
        [
          [one, "gaveOnePart"],
          [(parts[1] as number) * one, "usedOtherShare"],
        ],
        { ...params, total },
      );
    }
    if (step <= 6) {
      const a = random.int(2, 9);
      const k = random.int(2, 12);
      const m = random.int(2, 9);
      const [b, c] = [a * k, a * m];
      const answer = c * k;
      const key = ["proportionPrompt", "mapPrompt", "recipePrompt"][step - 4] as string;
      const params = { a, b, c, answer };
      return {
        values: [step],
        item: numericItem(say(key, params), answer, say("hint"), say("directSolution", params), [
          [(a * b) / c, "usedInverse"],
          [(a * c) / b, "crossedWrong"],
        ]),
      };
    }
    if (step <= 8) {
      const c = random.int(2, 12);
      const m = random.int(2, 10);
      const a = random.int(2, 12);
      const b = c * m;
      const answer = (a * b) / c;
      const params = { a, b, c, answer };
      return {
        values: [step],
        item: numericItem(
          say(step === 7 ? "workersPrompt" : "speedPrompt", params),
          answer,
          say("hint"),
          say("inverseSolution", params),
          [[(c * b) / a, "usedDirect"]],
        ),
      };
    }
    const total = random.pick([20, 24, 30, 36, 40, 45, 60, 72, 90, 120]);
    let part = random.int(1, total - 1);
    while ((part * 360) % total !== 0) part++;
    const answer = (part * 360) / total;
    const params = { total, part, answer };
    return stepQuestion(step, "pie", params, answer, "hint", [[(part * 100) / total, "gavePercent"]]);
  },
);
