import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, pickName } from "./shared.ts";

/**
 * Distances on a map. Steps: 1 a school map where 1 cm stands for 10, 20, 50 or 100 m, 2 a state
 * map where 1 cm stands for 2 to 25 km, 3 the other way: how many cm on the map for a real
 * distance. Named mistakes: the scale added instead of multiplied, the map's number given as it is,
 * multiplied instead of divided, the scale taken away.
 */
const PLACES = ["well", "temple", "library", "busStop", "pond"] as const;
const TOWNS = [
  ["jaipur", "ajmer"],
  ["pune", "nashik"],
  ["madurai", "trichy"],
  ["patna", "gaya"],
  ["guwahati", "shillong"],
] as const;

export const mapScale = defineGenerator(
  about("mapScale", 1, CHILD_NAMES),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    const [from, to] = random.pick(TOWNS).map((town) => say(town));
    if (step === 3) {
      const scale = random.int(2, 25);
      const answer = random.int(2, 20);
      const real = scale * answer;
      return {
        values: [step],
        item: numericItem(
          say("backPrompt", { scale, real, from: from as never, to: to as never }),
          answer,
          say("hint", { scale, unit: say("km") }),
          say("backSolution", { scale, real, answer }),
          [
            { answer: real * scale, misconception: say("multipliedInstead") },
            { answer: real - scale, misconception: say("subtractedScale") },
          ],
          { unit: "cm" },
        ),
      };
    }
    const scale = step === 1 ? random.pick([10, 20, 50, 100]) : random.int(2, 25);
    const map = random.int(2, step === 1 ? 12 : 20);
    const answer = map * scale;
    const unit = say(step === 1 ? "m" : "km");
    const params = {
      name: pickName(random),
      place: say(random.pick(PLACES)),
      scale,
      map,
      unit,
      answer: indian(answer),
    };
    return {
      values: [step],
      item: numericItem(
        step === 1
          ? say("schoolPrompt", params)
          : say("townPrompt", { scale, map, from: from as never, to: to as never }),
        answer,
        say("hint", { scale, unit }),
        say("solution", params),
        [
          { answer: map + scale, misconception: say("addedScale") },
          { answer: map, misconception: say("mapNumberOnly") },
        ],
        { unit: step === 1 ? "m" : "km" },
      ),
    };
  },
);
