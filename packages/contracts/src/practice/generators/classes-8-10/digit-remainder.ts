import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Number play with digit sums: the remainder on dividing by 9 (or 3) is the remainder of the digit
 * sum. Bounds: 1 a 3-digit number by 9, 2 a 4- or 5-digit number by 9, 3 a 5- or 6-digit number by 3.
 */
export const digitRemainder = defineGenerator(about("digitRemainder", 1), steps(3), (random, min, max) => {
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
});
