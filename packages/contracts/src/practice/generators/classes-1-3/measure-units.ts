import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Metres and centimetres, kilograms and grams, litres and millilitres. Steps of difficulty: 1 whole
 * metres, kilograms or litres in the small unit, 2 a half, a quarter or three quarters of one, 3 a
 * mixed measure such as 2 m 5 cm in the small unit, 4 a half, a quarter or three quarters of a metre
 * in centimetres, or the centimetres that make a ribbon a metre long (the numbers of Class 2, to 100).
 */
const UNITS = [
  { big: "metre", small: "cm", per: 100, wrongPer: 10 },
  { big: "kilogram", small: "g", per: 1000, wrongPer: 100 },
  { big: "litre", small: "mL", per: 1000, wrongPer: 100 },
] as const;
const PARTS = [
  { part: "half", top: 1, bottom: 2 },
  { part: "quarter", top: 1, bottom: 4 },
  { part: "threeQuarters", top: 3, bottom: 4 },
] as const;

export const measureUnits = defineGenerator(about("measureUnits", 1), steps(4, 2), (random, min, max) => {
  const step = random.int(min, max);
  // Step 4 is step 2 with metres only: a half, a quarter or three quarters of a metre (Class 2).
  const unit = step === 4 ? UNITS[0] : random.pick(UNITS);
  const names = {
    big: say(unit.big),
    bigMany: say(`${unit.big}Many`),
    bigShort: say(`${unit.big}Short`),
    small: say(unit.small),
    per: unit.per,
  };
  if (step === 1) {
    const n = random.int(2, 9);
    const answer = n * unit.per;
    return {
      values: [step],
      item: numericItem(
        say("wholePrompt", { ...names, n }),
        answer,
        say("hint", names),
        say("wholeSolution", { ...names, n, answer }),
        [{ answer: n * unit.wrongPer, misconception: say("tenPerUnit") }],
      ),
    };
  }
  if (step === 4 && random.next() < 0.5) {
    // The centimetres a ribbon lacks to be a metre: a take-away from 100 with a borrowed ten.
    let rest = random.int(11, 89);
    if (rest % 10 === 0) rest += random.int(1, 9);
    const answer = 100 - rest;
    return {
      values: [step],
      item: numericItem(
        say("toMetrePrompt", { rest }),
        answer,
        say("hint", names),
        say("toMetreSolution", { rest, answer }),
        [
          { answer: answer + 10, misconception: say("forgotBorrowedTen") },
          { answer: 100 - rest + (rest % 10), misconception: say("tensOnly", { rest }) },
        ],
      ),
    };
  }
  if (step === 2 || step === 4) {
    const { part, top, bottom } = random.pick(PARTS);
    const one = unit.per / bottom;
    const answer = top * one;
    // A half taken for a quarter and a quarter for a half; three quarters read as one quarter.
    const mixed = part === "half" ? unit.per / 4 : part === "quarter" ? unit.per / 2 : unit.per / 4;
    return {
      values: [step],
      item: numericItem(
        say("partPrompt", { ...names, part: say(part) }),
        answer,
        say("hint", names),
        say("partSolution", { ...names, part: say(part), top, bottom, one, answer }),
        [
          { answer: (top * unit.wrongPer) / bottom, misconception: say("tenPerUnit") },
          { answer: mixed, misconception: say("halfQuarterMixed") },
        ],
      ),
    };
  }
  const n = random.int(1, 9);
  // Half the time fewer than ten small units, where writing side by side loses a zero.
  const rest = random.next() < 0.5 ? random.int(1, 9) : random.int(10, unit.per - 1);
  const whole = n * unit.per;
  const answer = whole + rest;
  return {
    values: [step],
    item: numericItem(
      say("mixedPrompt", { ...names, n, rest }),
      answer,
      say("hint", names),
      say("mixedSolution", { ...names, n, rest, whole, answer }),
      [
        { answer: Number(`${n}${rest}`), misconception: say("sideBySide") },
        { answer: n + rest, misconception: say("addedNumbers") },
      ],
    ),
  };
});
