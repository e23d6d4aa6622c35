import type { Random } from "../../random.ts";
import { defineGenerator, indian, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { LINES_TEXT, lines, wrongAnswers } from "./shared.ts";

/**
 * Long division by a 1-digit number, always exact. Steps: 1 a 2-digit number, 2 a 3-digit number,
 * 3 a 4-digit number; in steps 2 and 3 half the quotients have a 0 inside or at the end, where a
 * part brought down is smaller than the divisor. The worked solution writes each step of the long
 * division. Named mistakes: the zero left out of the quotient, each digit divided on its own. The
 * question is laid out in columns (a touch answer, docs/adr/0651-touch-answers.md): the quotient
 * filled digit by digit from the left above the dividend, or typed whole.
 */

/** A quotient with a 0 among its digits after the first (205, 1,080), of the given length. */
function quotientWithZero(random: Random, digits: number): number {
  for (;;) {
    const q = random.int(10 ** (digits - 1), 10 ** digits - 1);
    if (String(q).slice(1).includes("0")) return q;
  }
}

function drawDivision(random: Random, step: number): { dividend: number; divisor: number } {
  for (;;) {
    const divisor = random.int(2, 9);
    const low = step === 1 ? 10 : step === 2 ? 100 : 1000;
    const zero = step > 1 && random.next() < 0.5;
    const length = String(Math.ceil(low / divisor)).length;
    const quotient = zero
      ? quotientWithZero(random, length)
      : random.int(Math.max(10, Math.ceil(low / divisor)), Math.floor((low * 10 - 1) / divisor));
    const dividend = quotient * divisor;
    // A quotient of at least two digits, so the division takes more than one step.
    if (dividend >= low && dividend < low * 10 && quotient >= 10) return { dividend, divisor };
  }
}

export const longDivision = defineGenerator(
  about("longDivision", 1, LINES_TEXT),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    const { dividend, divisor } = drawDivision(random, step);
    const answer = dividend / divisor;
    // The long division written out: each part taken, the quotient digit, what is left.
    const steps: Text[] = [];
    let rest = 0;
    let started = false;
    for (const digit of String(dividend)) {
      const part = rest * 10 + Number(digit);
      const q = Math.floor(part / divisor);
      if (!started && q === 0) {
        rest = part;
        continue;
      }
      if (started && q === 0) steps.push(say("small", { part, divisor }));
      else
        steps.push(say("first", { part, divisor, digit: q, product: q * divisor, rest: part - q * divisor }));
      started = true;
      rest = part - q * divisor;
    }
    steps.push(say("check", { answer: indian(answer), divisor, dividend: indian(dividend) }));
    const eachDigit = Number(
      String(dividend)
        .split("")
        .map((d) => String(Math.floor(Number(d) / divisor)))
        .join(""),
    );
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("prompt", { dividend: indian(dividend), divisor }),
        answer: String(answer),
        // Laid out as long division: the quotient's digits filled from the left above the dividend's.
        touch: { touch: "columns", op: "÷", top: dividend, bottom: divisor },
        hint: say("hint", { divisor }),
        solution: lines(steps),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: Number(String(answer).replace(/0/g, "") || "0"), misconception: say("forgotZero") },
          ...(eachDigit > 0 ? [{ answer: eachDigit, misconception: say("dividedEachDigit") }] : []),
        ]),
      },
    };
  },
);
