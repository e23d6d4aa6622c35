import type { Random } from "../../random.ts";
import { defineGenerator, say } from "../define.ts";
import { isClean, numericItem, written } from "./shared.ts";

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

export const groupedData = defineGenerator({
  id: "groupedData",
  version: 1,
  name: { en: "Mean, median and mode of grouped data", hi: "वर्गीकृत आँकड़ों का माध्य, माध्यक और बहुलक" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["mean-of-grouped-data", "median-and-mode-of-grouped-data"],
  families: ["Mathematics"],
  texts: {
    en: {
      valuesPrompt: "Find the mean of the data: values {values} with frequencies {freqs}.",
      meanPrompt: "Find the mean of the grouped data: classes {classes} with frequencies {freqs}.",
      modePrompt: "Find the mode of the grouped data: classes {classes} with frequencies {freqs}.",
      medianPrompt: "Find the median of the grouped data: classes {classes} with frequencies {freqs}.",
      meanHint:
        "Mean = Σfx ÷ Σf, where x is each value (for classes, the class mark: the middle of the class).",
      modeHint: "Mode = l + (f₁ − f₀) ÷ (2f₁ − f₀ − f₂) × h, for the class with the highest frequency.",
      medianHint:
        "Median = l + (n/2 − cf) ÷ f × h, for the class where the cumulative frequency first passes n/2.",
      valuesSolution: "Σf: {freqSum} = {n}\nΣfx: {products} = {total}\nMean: {total} ÷ {n} = {answer}",
      meanSolution:
        "Class marks: {marks}\nΣf: {freqSum} = {n}\nΣfx: {products} = {total}\nMean: {total} ÷ {n} = {answer}",
      modeSolution:
        "The modal class is {modal} (highest frequency {f1}); l is {l}, h is {h}, f₀ is {f0}, f₂ is {f2}.\nMode: {l} + ({f1} − {f0}) ÷ (2 × {f1} − {f0} − {f2}) × {h} = {answer}",
      medianSolution:
        "n is {n}, so n/2 is {half}. Cumulative frequencies: {cumulative}\nThe median class is {median}; l is {l}, cf is {cf}, f is {f}, h is {h}.\nMedian: {l} + ({half} − {cf}) ÷ {f} × {h} = {answer}",
      dividedByClasses: "Divided by the number of classes instead of the total frequency",
      ignoredFrequencies: "Took the plain average of the values, ignoring the frequencies",
      usedLowerLimits: "Used the lower limits of the classes instead of the class marks",
      usedUpperLimit: "Used the upper limit of the class as l",
      forgotWidth: "Forgot to multiply by the class width h",
      usedN: "Used n instead of n/2",
    },
    hi: {
      valuesPrompt: "आँकड़ों का माध्य ज्ञात करो: मान {values}, बारंबारताएँ {freqs}।",
      meanPrompt: "वर्गीकृत आँकड़ों का माध्य ज्ञात करो: वर्ग {classes}, बारंबारताएँ {freqs}।",
      modePrompt: "वर्गीकृत आँकड़ों का बहुलक ज्ञात करो: वर्ग {classes}, बारंबारताएँ {freqs}।",
      medianPrompt: "वर्गीकृत आँकड़ों का माध्यक ज्ञात करो: वर्ग {classes}, बारंबारताएँ {freqs}।",
      meanHint: "माध्य = Σfx ÷ Σf, जहाँ x हर मान है (वर्गों के लिए वर्ग चिह्न: वर्ग का बीच वाला मान)।",
      modeHint: "बहुलक = l + (f₁ − f₀) ÷ (2f₁ − f₀ − f₂) × h, सबसे अधिक बारंबारता वाले वर्ग के लिए।",
      medianHint: "माध्यक = l + (n/2 − cf) ÷ f × h, उस वर्ग के लिए जहाँ संचयी बारंबारता पहली बार n/2 से आगे जाती है।",
      valuesSolution: "Σf: {freqSum} = {n}\nΣfx: {products} = {total}\nमाध्य: {total} ÷ {n} = {answer}",
      meanSolution:
        "वर्ग चिह्न: {marks}\nΣf: {freqSum} = {n}\nΣfx: {products} = {total}\nमाध्य: {total} ÷ {n} = {answer}",
      modeSolution:
        "बहुलक वर्ग {modal} है (सबसे अधिक बारंबारता {f1}); l यानी {l}, h यानी {h}, f₀ यानी {f0}, f₂ यानी {f2}।\nबहुलक: {l} + ({f1} − {f0}) ÷ (2 × {f1} − {f0} − {f2}) × {h} = {answer}",
      medianSolution:
        "n यानी {n}, इसलिए n/2 यानी {half}। संचयी बारंबारताएँ: {cumulative}\nमाध्यक वर्ग {median} है; l यानी {l}, cf यानी {cf}, f यानी {f}, h यानी {h}।\nमाध्यक: {l} + ({half} − {cf}) ÷ {f} × {h} = {answer}",
      dividedByClasses: "कुल बारंबारता की जगह वर्गों की संख्या से भाग दिया",
      ignoredFrequencies: "बारंबारताओं को छोड़कर मानों का सीधा औसत लिया",
      usedLowerLimits: "वर्ग चिह्नों की जगह वर्गों की निचली सीमाएँ लीं",
      usedUpperLimit: "l के लिए वर्ग की ऊपरी सीमा ली",
      forgotWidth: "वर्ग की चौड़ाई h से गुणा करना भूल गए",
      usedN: "n/2 की जगह n लिया",
    },
  },
  generate(random, min, max) {
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
        return {
          values: [step],
          item: numericItem(
            say(step === 1 ? "valuesPrompt" : "meanPrompt", params),
            answer,
            say("meanHint"),
            say(step === 1 ? "valuesSolution" : "meanSolution", params),
            wrongs,
          ),
        };
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
        return {
          values: [step],
          item: numericItem(say("modePrompt", params), answer, say("modeHint"), say("modeSolution", params), [
            [answer + width, "usedUpperLimit"],
            [l + share, "forgotWidth"],
          ]),
        };
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
      return {
        values: [step],
        item: numericItem(
          say("medianPrompt", params),
          answer,
          say("medianHint"),
          say("medianSolution", params),
          [
            [answer + width, "usedUpperLimit"],
            [l + ((n - cf) / f) * width, "usedN"],
          ],
        ),
      };
    }
  },
});
