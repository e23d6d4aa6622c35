import { about } from "./about.ts";
import { defineGenerator, indian, type Param, say, type Text } from "./define.ts";

/** Divisibility at a glance: which of 2, 3, 4, 5, 9 and 10 divide a number, by their tests. */
const DIVISORS = [2, 3, 4, 5, 9, 10];

/** "2", "2 and 3", "2, 3 and 4" in the question's language. */
const listOf = (numbers: number[]): Param =>
  numbers.length > 1
    ? say("list", { head: numbers.slice(0, -1).join(", "), last: numbers.at(-1) as number })
    : String(numbers[0] ?? "");

export const divisibility = defineGenerator(
  about("divisibility", 1),
  { min: 10, max: 99_999, defaultMin: 100, defaultMax: 9999, span: 3 },
  (random, min, max) => {
    let number = random.int(min, max);
    // At least one divisor divides it, so the question has an answer.
    if (!DIVISORS.some((d) => number % d === 0))
      number = number - (number % 3) + (number - (number % 3) >= min ? 0 : 3);
    const answer = DIVISORS.flatMap((d, i) => (number % d === 0 ? [i] : []));
    const digitSum = String(number)
      .split("")
      .reduce((sum, digit) => sum + Number(digit), 0);
    const lastDigit = number % 10;
    const misconceptions: (Text | null)[] = DIVISORS.map((d) => {
      if (number % d === 0) return null;
      if (d === 4 && number % 2 === 0) return say("evenNotFour");
      if (d === 9 && digitSum % 3 === 0) return say("threeNotNine");
      if (d === 10 && lastDigit === 5) return say("fiveNotTen");
      return null;
    });
    const yes = DIVISORS.filter((d) => number % d === 0);
    const no = DIVISORS.filter((d) => number % d !== 0);
    const params = {
      number: indian(number),
      lastDigit,
      lastTwo: number % 100,
      digitSum,
      yes: listOf(yes),
      divide: say(yes.length > 1 ? "divideMany" : "divideOne"),
      no: listOf(no),
      doNot: say(no.length > 1 ? "doNotMany" : "doNotOne"),
    };
    return {
      values: [number],
      item: {
        kind: "multiple",
        prompt: say("prompt", { number: indian(number) }),
        options: DIVISORS.map(String),
        answer,
        misconceptions,
        hint: say("hint"),
        solution: say(no.length > 0 ? "solutionWithNo" : "solution", params),
      },
    };
  },
);
