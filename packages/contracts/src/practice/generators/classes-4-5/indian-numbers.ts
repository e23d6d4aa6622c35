import { defineGenerator, indian, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Writing a number given in words by its places, the Indian way (lakh, thousand, hundred). Steps:
 * 1 thousands (5 thousand 7 hundred 9), 2 tens of thousands (42 thousand 6 hundred 5), 3 lakhs
 * (3 lakh 4 thousand 25). A place is always left out, so a zero must be written. Named mistakes: the
 * parts written one after another with no zeros, the biggest part put one place too low.
 */
type Part = { count: number; place: "lakh" | "thousand" | "hundred" | "ones"; value: number };
const VALUES = { lakh: 100_000, thousand: 1000, hundred: 100, ones: 1 } as const;

export const indianNumbers = defineGenerator(about("indianNumbers", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  for (;;) {
    const parts: Part[] = [];
    const add = (count: number, place: Part["place"]) => {
      if (count > 0) parts.push({ count, place, value: count * VALUES[place] });
    };
    if (step === 3) add(random.int(1, 9), "lakh");
    add(step === 1 ? random.int(1, 9) : random.int(step === 2 ? 10 : 0, 99), "thousand");
    add(random.int(0, 9), "hundred");
    add(random.pick([0, random.int(1, 9), random.int(10, 99)]), "ones");
    const answer = parts.reduce((s, p) => s + p.value, 0);
    const joined = Number(parts.map((p) => p.count).join(""));
    // A place left out (a zero to write) and at least two parts shown.
    if (joined === answer || parts.length < 2) continue;
    const first = parts[0] as Part;
    const tooLow = answer - first.value + first.value / 10;
    const words = parts
      .map((p) => say(p.place, { count: p.count }))
      .reduce<Text | null>((a, b) => (a ? say("and", { a, b }) : b), null) as Text;
    return {
      values: [step],
      item: numericItem(
        say("prompt", { words }),
        answer,
        say("hint"),
        say("solution", {
          sum: parts.map((p) => indian(p.value)).join(" + "),
          answer: indian(answer),
        }),
        [
          { answer: joined, misconception: say("joinedParts") },
          { answer: tooLow, misconception: say("placeTooLow") },
        ],
      ),
    };
  }
});
