import { defineGenerator, indian, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Number play with digit sums: the remainder on dividing by 9 (or 3) is the remainder of the digit
 * sum. Bounds: 1 a 3-digit number by 9, 2 a 4- or 5-digit number by 9, 3 a 5- or 6-digit number by 3.
 */
export const digitRemainder = defineGenerator({
  id: "digitRemainder",
  version: 1,
  name: { en: "Remainders from digit sums", hi: "अंकों के योग से शेषफल" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 3 },
  classes: [8],
  skills: ["remainder-by-digit-sum"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "What remainder does {n} leave when divided by {d}?",
      hint: "By 9 or 3, a number and its digit sum leave the same remainder.",
      solution: "Digit sum: {digits} = {sum}\nRemainder: {sum} − {d} × {q} = {answer}",
      gaveDigitSum: "Gave the digit sum without dividing it",
      lastDigit: "Used the last digit, as for division by 10",
    },
    hi: {
      prompt: "{n} को {d} से भाग देने पर शेषफल क्या है?",
      hint: "9 या 3 से भाग पर संख्या और उसके अंकों का योग एक ही शेषफल देते हैं।",
      solution: "अंकों का योग: {digits} = {sum}\nशेषफल: {sum} − {d} × {q} = {answer}",
      gaveDigitSum: "अंकों का योग दे दिया, उसे भाग नहीं दिया",
      lastDigit: "10 से भाग की तरह आखिरी अंक ले लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const d = step === 3 ? 3 : 9;
    const n =
      step === 1 ? random.int(100, 999) : step === 2 ? random.int(1000, 99_999) : random.int(10_000, 999_999);
    const digits = String(n).split("").map(Number);
    const sum = digits.reduce((s, x) => s + x, 0);
    const answer = n % d;
    const params = { n: indian(n), d, digits: digits.join(" + "), sum, q: Math.floor(sum / d), answer };
    return {
      values: [step],
      item: numericItem(say("prompt", params), answer, say("hint"), say("solution", params), [
        [sum, "gaveDigitSum"],
        [n % 10, "lastDigit"],
      ]),
    };
  },
});
