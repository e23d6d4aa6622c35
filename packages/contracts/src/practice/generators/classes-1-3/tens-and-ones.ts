import { defineGenerator, say, type Text } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

/**
 * Making a number from bundles: tens and ones (10–99), and hundreds, tens and ones (100–999). The
 * author's range is the number's range. The parts are sometimes named ones first, as a child hears
 * "4 ones and 3 tens", so writing the digits in the order heard is a mistake the question can show.
 */
export const tensAndOnes = defineGenerator(
  about("tensAndOnes", 1),
  { min: 10, max: 999, defaultMin: 10, defaultMax: 99 },
  (random, min, max) => {
    const number = random.int(min, max);
    const [h, t, o] = [Math.floor(number / 100), Math.floor(number / 10) % 10, number % 10];
    const onesFirst = random.next() < 0.4;
    const part = (n: number, one: string, many: string) => say(n === 1 ? one : many, { n });
    const tensPart = part(t, "ten", "tens");
    const onesPart = part(o, "one", "ones");
    const parts = h > 0 ? [part(h, "hundred", "hundreds"), tensPart, onesPart] : [tensPart, onesPart];
    const digits = h > 0 ? [h, t, o] : [t, o];
    if (onesFirst) {
      parts.reverse();
      digits.reverse();
    }
    const heard = Number(digits.join(""));
    const named = [
      { answer: h + t + o, misconception: say("addedParts") },
      ...(onesFirst ? [{ answer: heard, misconception: say("orderHeard") }] : []),
      ...(h > 0 && t === 0 ? [{ answer: h * 10 + o, misconception: say("skippedZero") }] : []),
    ];
    const [first, second, third] = parts as [Text, Text, Text];
    const params = { h, t, o, hundredsValue: h * 100, tensValue: t * 10, answer: number };
    return {
      values: [number],
      item: numericItem(
        h > 0 ? say("three", { first, second, third }) : say("two", { first, second }),
        number,
        say("hint"),
        say(h > 0 ? "solutionThree" : "solutionTwo", params),
        named,
      ),
    };
  },
);
