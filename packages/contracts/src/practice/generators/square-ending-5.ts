import { defineGenerator, say } from "./define.ts";

/** Vedic Math: the square of a number ending in 5 (the tens times the next number, then 25). */
export const squareEnding5 = defineGenerator({
  id: "squareEnding5",
  version: 2,
  oldestVersion: 1,
  name: { en: "Squares ending in 5", hi: "5 पर ख़त्म होने वाली संख्याओं के वर्ग" },
  bounds: { min: 5, max: 195, defaultMin: 15, defaultMax: 95, span: 10 },
  classes: [6, 7, 8],
  skills: ["square-ending-in-5"],
  families: ["Vedic Math", "Magic Math"],
  texts: {
    en: {
      prompt: "{a}² = ?",
      hint: "Multiply {head} by the next number, {next}, then write 25 after it.",
      solution: "{head} × {next} = {product}; write 25 after it: {a}² = {answer}.",
      headSquared: "Multiplied {head} by itself instead of by the next number",
      doubled: "Doubled the number instead of multiplying it by itself",
    },
    hi: {
      prompt: "{a}² = ?",
      hint: "{head} को उसकी अगली संख्या {next} से गुणा करो, फिर गुणनफल के आगे 25 लिखो।",
      solution: "{head} × {next} = {product}; इसके आगे 25 लिखो: {a}² = {answer}।",
      headSquared: "{head} को अगली संख्या की जगह उसी से गुणा किया",
      doubled: "संख्या का वर्ग करने की जगह उसे दोगुना किया",
    },
  },
  generate(random, min, max, version) {
    const first = Math.max(0, Math.ceil((min - 5) / 10));
    const last = Math.max(0, Math.floor((max - 5) / 10));
    // Version 1 could ask 5² (0 × 1 = 0, then 25): nothing of the method to practise.
    const lowest = version >= 2 && last >= 1 ? Math.max(1, first) : first;
    const head = random.int(lowest, last);
    const a = head * 10 + 5;
    const answer = a * a;
    const wrong = [
      { answer: head * head * 100 + 25, misconception: say("headSquared", { head }) },
      { answer: a * 2, misconception: say("doubled") },
    ].filter((w) => w.answer !== answer);
    return {
      values: [a],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a }),
        answer: String(answer),
        hint: say("hint", { head, next: head + 1 }),
        solution: say("solution", { head, next: head + 1, product: head * (head + 1), a, answer }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
});
