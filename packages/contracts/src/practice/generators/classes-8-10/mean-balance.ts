import { defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * The mean as a balance point. Bounds: 1 the total from the mean and the count, 2 the missing value
 * that makes a given mean, 3 the new mean after one more value joins.
 */
export const meanBalance = defineGenerator({
  id: "meanBalance",
  version: 1,
  name: { en: "The mean as a balance point", hi: "संतुलन बिंदु के रूप में माध्य" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 3 },
  classes: [8],
  skills: ["mean-as-balance-point"],
  families: ["Mathematics"],
  texts: {
    en: {
      totalPrompt: "The mean of {count} numbers is {mean}. What is their total?",
      missingPrompt: "The mean of {values} and one more number is {mean}. What is the missing number?",
      joinPrompt:
        "The mean of {count} children's marks is {mean}. A new child scores {extra}. What is the new mean?",
      hint: "Total = mean × how many. The values above the mean balance those below it.",
      totalSolution: "Total: {mean} × {count} = {answer}",
      missingSolution:
        "Total needed: {mean} × {count} = {total}\nMissing number: {total} − ({sum}) = {answer}",
      joinSolution:
        "Old total: {mean} × {count} = {total}\nNew mean: ({total} + {extra}) ÷ {newCount} = {answer}",
      addedMeanAndCount: "Added the mean and the count instead of multiplying",
      gaveMean: "Gave the mean itself",
      averagedTwo: "Averaged the old mean and the new value only",
      keptOldCount: "Divided by the old number of children",
    },
    hi: {
      totalPrompt: "{count} संख्याओं का माध्य {mean} है। उनका योग क्या है?",
      missingPrompt: "{values} और एक और संख्या का माध्य {mean} है। छूटी हुई संख्या क्या है?",
      joinPrompt: "{count} बच्चों के अंकों का माध्य {mean} है। एक नए बच्चे ने {extra} अंक पाए। नया माध्य क्या है?",
      hint: "योग = माध्य × गिनती। माध्य से ऊपर के मान नीचे वालों को संतुलित करते हैं।",
      totalSolution: "योग: {mean} × {count} = {answer}",
      missingSolution: "चाहिए योग: {mean} × {count} = {total}\nछूटी संख्या: {total} − ({sum}) = {answer}",
      joinSolution:
        "पुराना योग: {mean} × {count} = {total}\nनया माध्य: ({total} + {extra}) ÷ {newCount} = {answer}",
      addedMeanAndCount: "माध्य और गिनती को गुणा करने की जगह जोड़ दिया",
      gaveMean: "माध्य ही दे दिया",
      averagedTwo: "केवल पुराने माध्य और नए मान का औसत लिया",
      keptOldCount: "पुराने बच्चों की गिनती से भाग दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const mean = random.int(10, 60);
    if (step === 1) {
      const count = random.int(4, 12);
      const params = { count, mean, answer: mean * count };
      return {
        values: [step],
        item: numericItem(
          say("totalPrompt", params),
          mean * count,
          say("hint"),
          say("totalSolution", params),
          [
            [mean + count, "addedMeanAndCount"],
            [mean, "gaveMean"],
          ],
        ),
      };
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
      return {
        values: [step],
        item: numericItem(say("missingPrompt", params), answer, say("hint"), say("missingSolution", params), [
          [mean, "gaveMean"],
        ]),
      };
    }
    const count = random.int(4, 9);
    let extra = random.int(Math.max(0, mean - 20), mean + 30);
    // The new mean is whole: move the new mark to the next value that keeps the total divisible.
    while ((mean * count + extra) % (count + 1) !== 0) extra++;
    const total = mean * count;
    const answer = (total + extra) / (count + 1);
    const params = { count, mean, extra, total, newCount: count + 1, answer };
    return {
      values: [step],
      item: numericItem(say("joinPrompt", params), answer, say("hint"), say("joinSolution", params), [
        [(mean + extra) / 2, "averagedTwo"],
        [(total + extra) / count, "keptOldCount"],
      ]),
    };
  },
});
