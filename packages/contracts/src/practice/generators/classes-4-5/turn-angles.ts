import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Angles as turns. Steps: 1 quarter, half, three-quarter and full turns in degrees; 2 the turn of a
 * clock's minute hand from 12 to a number; 3 from any number to any other, clockwise, sometimes past
 * 12. Named mistakes: a quarter turn taken as 100°, the right angles counted instead of the degrees,
 * each number taken as 6° (the minute marks), the turn measured the other way round.
 */
const TURNS = ["quarter", "half", "threeQuarter", "full"] as const;

export const turnAngles = defineGenerator(about("turnAngles", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  if (step === 1) {
    const quarters = random.int(1, 4);
    const answer = quarters * 90;
    const turn = say(TURNS[quarters - 1] as string);
    return {
      values: [step],
      item: numericItem(
        say("turnPrompt", {
          name: say(random.pick(["meena", "fatima", "lakshmi", "bhavna"])),
          turn,
        }),
        answer,
        say("turnHint"),
        say("turnSolution", { turn, quarters, answer }),
        [
          { answer: quarters * 100, misconception: say("hundredPerQuarter") },
          { answer: quarters, misconception: say("countedRightAngles") },
        ],
        { unit: "degree" },
      ),
    };
  }
  const from = step === 2 ? 12 : random.int(1, 12);
  const hours = random.int(1, 11);
  const to = ((from + hours - 1) % 12) + 1;
  const answer = hours * 30;
  return {
    values: [step],
    item: numericItem(
      say("handPrompt", { from, to }),
      answer,
      say("handHint"),
      say("handSolution", { steps: hours, answer }),
      [
        { answer: hours * 6, misconception: say("minuteMarks") },
        { answer: 360 - answer, misconception: say("otherWay") },
      ],
      { unit: "degree" },
    ),
  };
});
