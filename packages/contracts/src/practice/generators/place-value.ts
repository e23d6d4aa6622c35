import { INDIAN_PLACES } from "../numbers.ts";
import { about } from "./about.ts";
import { defineGenerator, indian, say } from "./define.ts";

/**
 * The place value of one digit of a number. "The place value of 7 in 7,766" has two answers, so
 * from version 2 the digit asked about appears once in the number (a few numbers are drawn again
 * to find one); a number with no such digit (5,555) is asked about by its place instead.
 */
const REDRAWS = 20;

export const placeValue = defineGenerator(
  { ...about("placeValue", 2), oldestVersion: 1 },
  { min: 10, max: 999_999_999, defaultMin: 100, defaultMax: 99_999 },
  (random, min, max, version) => {
    const digitsOf = (n: number) => String(n).split("").reverse();
    /** The places whose digit is not 0 and appears nowhere else in the number. */
    const uniquePlaces = (n: number) => {
      const digits = digitsOf(n);
      return digits.flatMap((d, place) =>
        d !== "0" && digits.indexOf(d) === digits.lastIndexOf(d) ? [place] : [],
      );
    };
    let number = random.int(min, max);
    if (version >= 2)
      for (let tries = 0; tries < REDRAWS && uniquePlaces(number).length === 0; tries++)
        number = random.int(min, max);
    const digits = digitsOf(number);
    const unique = uniquePlaces(number);
    const place = unique.length > 0 ? random.pick(unique) : digits.length - 1;
    const digit = Number(digits[place]);
    const value = digit * 10 ** place;
    const placeName = say(INDIAN_PLACES[place] ?? "ones");
    const wrong = [
      { answer: digit, misconception: say("faceValue") },
      ...(place >= 1 ? [{ answer: digit * 10 ** (place - 1), misconception: say("placeShort") }] : []),
    ].filter((w) => w.answer !== value);
    const named = version >= 2 && unique.length === 0;
    return {
      values: [number],
      item: {
        kind: "numeric",
        prompt: named
          ? say("promptByPlace", { number: indian(number), digit, place: placeName })
          : say("prompt", { number: indian(number), digit }),
        answer: String(value),
        accept: [indian(value)],
        hint: say("hint", { digit }),
        solution: say("solution", {
          digit,
          place: placeName,
          unit: indian(10 ** place),
          value: indian(value),
        }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
);
