import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * The mean as a balance point. Bounds: 1 the total from the mean and the count, 2 the missing value
 * that makes a given mean, 3 the new mean after one more value joins.
 */
export const meanBalance = defineGenerator(about("meanBalance", 1), steps(3), (random, min, max) => {
  const step = random.int(min, max);
  const mean = random.int(10, 60);
  if (step === 1) {
    const count = random.int(4, 12);
    const params = { count, mean, answer: mean * count };
    return stepQuestion(step, "total", params, mean * count, "hint", [
      [mean + count, "addedMeanAndCount"],
      [mean, "gaveMean"],
    ]);
  }
  if (step === 2) {
    // The known values sit round the mean; redraw until the missing one is a positive number.
    let known: number[] = [];
    let answer = 0;
    do {
      known = Array.from({ length: random.int(3, 5) }, () => mean + random.int(-9, 9));
      answer = mean * (known.length + 1) - known.reduce((s, v) => s + v, 0);
    } while (answer <= 0);
    const count = known.length + 1;
    const total = mean * count;
    const params = { values: known.join(", "), count, mean, total, sum: known.join(" + "), answer };
    return stepQuestion(step, "missing", params, answer, "hint", [[mean, "gaveMean"]]);
  }
  const count = random.int(4, 9);
  let extra = random.int(Math.max(0, mean - 20), mean + 30);
  // The new mean is whole: move the new mark to the next value that keeps the total divisible.
  while ((mean * count + extra) % (count + 1) !== 0) extra++;
  const total = mean * count;
  const answer = (total + extra) / (count + 1);
  const params = { count, mean, extra, total, newCount: count + 1, answer };
  return stepQuestion(step, "join", params, answer, "hint", [
    [(mean + extra) / 2, "averagedTwo"],
    [(total + extra) / count, "keptOldCount"],
  ]);
});
