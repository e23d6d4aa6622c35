import { defineGenerator, say } from "./define.ts";

/** Vedic Math: a two-digit number × 11, by writing the digits apart and their sum between them. */
export const times11 = defineGenerator({
  id: "times11",
  version: 1,
  name: { en: "× 11 (Vedic)", hi: "11 से गुणा (वैदिक)" },
  bounds: { min: 10, max: 99, defaultMin: 11, defaultMax: 99 },
  classes: [4, 5, 6],
  skills: ["multiply-by-11"],
  families: ["Vedic Math", "Magic Math"],
  texts: {
    en: {
      prompt: "{a} × 11 = ?",
      hint: "Write the two digits apart and put their sum between them. If the sum is 10 or more, write its ones digit between them and carry 1 to the left digit.",
      solution:
        "Write {tens} and {ones} apart: {tens} _ {ones}. Their sum is {tens} + {ones} = {sum}; write it between them: {a} × 11 = {answer}.",
      solutionCarry:
        "Write {tens} and {ones} apart: {tens} _ {ones}. Their sum is {tens} + {ones} = {sum}, which is 10 or more: write {sumOnes} between them and carry 1 to {tens}, which makes {tensCarried}. So {a} × 11 = {answer}.",
      forgotCarry: "Wrote the ones digit of the sum but forgot to carry the 1",
      wholeSum: "Wrote the whole two-digit sum between the digits",
      timesTen: "Multiplied by 10 instead of 11",
    },
    hi: {
      prompt: "{a} × 11 = ?",
      hint: "दोनों अंकों को अलग-अलग लिखो और उनके बीच में उनका योग लिखो। योग 10 या उससे अधिक हो, तो बीच में योग का इकाई का अंक लिखो और 1 हासिल बाईं ओर के अंक में जोड़ो।",
      solution:
        "{tens} और {ones} को अलग-अलग लिखो: {tens} _ {ones}। इनका योग {tens} + {ones} = {sum} है; इसे बीच में लिखो: {a} × 11 = {answer}।",
      solutionCarry:
        "{tens} और {ones} को अलग-अलग लिखो: {tens} _ {ones}। इनका योग {tens} + {ones} = {sum} है, जो 10 या उससे अधिक है: बीच में {sumOnes} लिखो और 1 हासिल {tens} में जोड़ो, तो {tensCarried} बनता है। इसलिए {a} × 11 = {answer}।",
      forgotCarry: "योग का इकाई का अंक लिखा, पर 1 हासिल जोड़ना भूल गए",
      wholeSum: "अंकों के बीच दो अंकों वाला पूरा योग लिख दिया",
      timesTen: "11 की जगह 10 से गुणा किया",
    },
  },
  generate(random, min, max) {
    const a = random.int(min, max);
    const tens = Math.floor(a / 10);
    const ones = a % 10;
    const sum = tens + ones;
    const answer = a * 11;
    const carry = sum >= 10;
    const params = { a, tens, ones, sum, answer, sumOnes: sum % 10, tensCarried: tens + 1 };
    const wrong = [
      // The carry is only missed when there is one: 59 × 11 written 5 4 9.
      ...(carry ? [{ answer: tens * 100 + (sum % 10) * 10 + ones, misconception: say("forgotCarry") }] : []),
      ...(carry ? [{ answer: Number(`${tens}${sum}${ones}`), misconception: say("wholeSum") }] : []),
      { answer: a * 10, misconception: say("timesTen") },
    ];
    return {
      values: [a],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a }),
        answer: String(answer),
        hint: say("hint"),
        solution: say(carry ? "solutionCarry" : "solution", params),
        wrongAnswers: wrong
          .filter((w) => w.answer !== answer)
          .map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
});
