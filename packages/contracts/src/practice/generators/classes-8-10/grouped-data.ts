import type { Random } from "../../random.ts";
import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { isClean, stepQuestion, written } from "./shared.ts";

/**
 * Mean, mode and median of a frequency table. Bounds: 1 the mean of values with frequencies, 2 the
 * mean of grouped data by class marks (five classes), 3 the same with six wider classes; 4 the mode of
 * grouped data, 5 the median of grouped data (five classes), 6 the median with six classes. Tables
 * are redrawn until the answer ends in at most two decimals.
 */
const dash = "–";
const sum = (list: readonly number[]) => list.reduce((s, v) => s + v, 0);

function drawTable(random: Random, count: number) {
  const width = random.pick([5, 10, 20]);
  const start = width * random.int(0, 4);
  const lows = Array.from({ length: count }, (_, i) => start + i * width);
  const freqs = Array.from({ length: count }, () => random.int(2, 15));
  return { width, lows, freqs };
}
const classesText = (lows: readonly number[], width: number) =>
  lows.map((l) => `${l}${dash}${l + width}`).join(", ");

export const groupedData = defineGenerator(about("groupedData", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  for (;;) {
    if (step <= 3) {
      const count = step === 3 ? 6 : 5;
      const { width, lows, freqs } = drawTable(random, count);
      // Step 1: plain values (marks, shoe sizes) evenly spaced; otherwise the class marks.
      const [base, gap] = [random.int(1, 30), random.int(1, 6)];
      const xs = step === 1 ? lows.map((_, i) => base + i * gap) : lows.map((l) => l + width / 2);
      const n = sum(freqs);
      const total = sum(freqs.map((f, i) => f * (xs[i] as number)));
      const answer = total / n;
      if (!isClean(answer)) continue;
      const params = {
        values: xs.join(", "),
        classes: classesText(lows, width),
        freqs: freqs.join(", "),
        marks: xs.join(", "),
        freqSum: freqs.join(" + "),
        n,
        products: freqs.map((f, i) => `${f} × ${xs[i]}`).join(" + "),
        total,
        answer: written(answer),
      };
      const wrongs: [number, string][] = [
        [total / count, "dividedByClasses"],
        step === 1 ? [sum(xs) / count, "ignoredFrequencies"] : [answer - width / 2, "usedLowerLimits"],
      ];
      return stepQuestion(step, step === 1 ? "values" : "mean", params, answer, "meanHint", wrongs);
    }
    const count = step === 6 ? 6 : 5;
    const { width, lows, freqs } = drawTable(random, count);
    const top = Math.max(...freqs);
    const at = freqs.indexOf(top);
    if (step === 4) {
      if (at === 0 || at === count - 1 || freqs.filter((f) => f === top).length > 1) continue;
      const [f0, f1, f2] = [freqs[at - 1] as number, top, freqs[at + 1] as number];
      const l = lows[at] as number;
      const share = (f1 - f0) / (2 * f1 - f0 - f2);
      const answer = l + share * width;
      if (!isClean(answer)) continue;
      const params = {
        classes: classesText(lows, width),
        freqs: freqs.join(", "),
        modal: `${l}${dash}${l + width}`,
        l,
        h: width,
        f0,
        f1,
        f2,
        answer: written(answer),
      };
      return stepQuestion(step, "mode", params, answer, "modeHint", [
        [answer + width, "usedUpperLimit"],
        [l + share, "forgotWidth"],
      ]);
    }
    const n = sum(freqs);
    if (n % 2 !== 0) continue;
    const half = n / 2;
    const cumulative = freqs.map((_, i) => sum(freqs.slice(0, i + 1)));
    const k = cumulative.findIndex((c) => c > half);
    const cf = k === 0 ? 0 : (cumulative[k - 1] as number);
    const f = freqs[k] as number;
    const l = lows[k] as number;
    const answer = l + ((half - cf) / f) * width;
    if (!isClean(answer)) continue;
    const params = {
      classes: classesText(lows, width),
      freqs: freqs.join(", "),
      n,
      half,
      cumulative: cumulative.join(", "),
      median: `${l}${dash}${l + width}`,
      l,
      cf,
      f,
      h: width,
      answer: written(answer),
    };
    return stepQuestion(step, "median", params, answer, "medianHint", [
      [answer + width, "usedUpperLimit"],
      [l + ((n - cf) / f) * width, "usedN"],
    ]);
  }
});
