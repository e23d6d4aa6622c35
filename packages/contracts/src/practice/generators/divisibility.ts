import { defineGenerator, indian, type Param, say, type Text } from "./define.ts";

/** Divisibility at a glance: which of 2, 3, 4, 5, 9 and 10 divide a number, by their tests. */
const DIVISORS = [2, 3, 4, 5, 9, 10];

/** "2", "2 and 3", "2, 3 and 4" in the question's language. */
const listOf = (numbers: number[]): Param =>
  numbers.length > 1
    ? say("list", { head: numbers.slice(0, -1).join(", "), last: numbers.at(-1) as number })
    : String(numbers[0] ?? "");

export const divisibility = defineGenerator({
  id: "divisibility",
  version: 1,
  name: { en: "Divisibility tests", hi: "विभाज्यता की जाँच" },
  bounds: { min: 10, max: 99_999, defaultMin: 100, defaultMax: 9999, span: 3 },
  classes: [4, 5, 6],
  skills: ["divisibility-tests"],
  families: ["Magic Math", "Puzzles & Riddles"],
  texts: {
    en: {
      prompt: "Which of these divide {number} exactly? Choose all that do.",
      hint: "Use the tests: the last digit for 2, 5 and 10; the number made by the last two digits for 4; the sum of the digits for 3 and 9.",
      solution:
        "The last digit is {lastDigit}, the last two digits make {lastTwo}, and the digits add up to {digitSum}. So {yes} {divide} {number} exactly.",
      solutionWithNo:
        "The last digit is {lastDigit}, the last two digits make {lastTwo}, and the digits add up to {digitSum}. So {yes} {divide} {number} exactly, but {no} {doNot}.",
      evenNotFour: "Took every even number as divisible by 4, without testing the last two digits",
      threeNotNine: "Took a digit sum divisible by 3 as divisible by 9",
      fiveNotTen: "Took a number ending in 5 as divisible by 10",
      list: "{head} and {last}",
      divideOne: "divides",
      divideMany: "divide",
      doNotOne: "does not",
      doNotMany: "do not",
    },
    hi: {
      prompt: "इनमें से कौन-कौन सी संख्याएँ {number} को पूरा-पूरा विभाजित करती हैं? सभी सही विकल्प चुनो।",
      hint: "विभाज्यता की जाँच करो: 2, 5 और 10 के लिए अंतिम अंक देखो; 4 के लिए अंतिम दो अंकों से बनी संख्या; 3 और 9 के लिए अंकों का योग।",
      solution:
        "अंतिम अंक {lastDigit} है, अंतिम दो अंकों से {lastTwo} बनती है और अंकों का योग {digitSum} है। इसलिए {number} को {yes} पूरा-पूरा विभाजित {divide}।",
      solutionWithNo:
        "अंतिम अंक {lastDigit} है, अंतिम दो अंकों से {lastTwo} बनती है और अंकों का योग {digitSum} है। इसलिए {number} को {yes} पूरा-पूरा विभाजित {divide}, पर {no} {doNot}।",
      evenNotFour: "अंतिम दो अंकों की जाँच किए बिना हर सम संख्या को 4 से विभाज्य मान लिया",
      threeNotNine: "अंकों का योग 3 से विभाज्य था, तो संख्या को 9 से भी विभाज्य मान लिया",
      fiveNotTen: "5 पर ख़त्म होने वाली संख्या को 10 से विभाज्य मान लिया",
      list: "{head} और {last}",
      divideOne: "करता है",
      divideMany: "करते हैं",
      doNotOne: "नहीं करता",
      doNotMany: "नहीं करते",
    },
  },
  generate(random, min, max) {
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
});
