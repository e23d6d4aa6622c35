import { defineGenerator, say } from "./define.ts";

/** Adding or subtracting two numbers of the author's range (the bigger first when subtracting). */

/**
 * Column by column from the ones, as a child writes it: `column` gives each column's digit, and the
 * leftmost column is written whole (9 + 1 under the last column is written 10).
 */
function byColumns(a: number, b: number, column: (x: number, y: number) => number, leftmost = column) {
  let result = 0;
  for (let place = 1; place <= Math.max(a, b); place *= 10) {
    const x = Math.floor(a / place) % 10;
    const y = Math.floor(b / place) % 10;
    result += (place * 10 > Math.max(a, b) ? leftmost(x, y) : column(x, y)) * place;
  }
  return result;
}

export const addSubtract = defineGenerator({
  id: "addSubtract",
  version: 2,
  oldestVersion: 1,
  name: { en: "Adding and subtracting", hi: "जोड़ और घटाव" },
  bounds: { min: 1, max: 9999, defaultMin: 10, defaultMax: 99 },
  classes: [2, 3, 4, 5],
  skills: ["add-with-carrying", "subtract-with-borrowing"],
  families: ["Interactive Math", "Mathematics"],
  texts: {
    en: {
      add: "{a} + {b} = ?",
      subtract: "{a} − {b} = ?",
      addHint: "Add the ones first, then the tens; carry when a column makes 10 or more.",
      subtractHint: "Subtract the ones first; borrow a ten when the top digit is smaller.",
      addSolution: "{a} + {b} = {answer}",
      subtractSolution: "{a} − {b} = {answer}, because {answer} + {b} = {a}.",
      noCarry: "Did not carry: wrote only the ones digit of a column that made 10 or more",
      smallerFromBigger: "Took the smaller digit from the bigger in each column instead of borrowing",
    },
    hi: {
      add: "{a} + {b} = ?",
      subtract: "{a} − {b} = ?",
      addHint: "पहले इकाई के अंक जोड़ो, फिर दहाई के; किसी स्तंभ का योग 10 या उससे अधिक हो, तो हासिल आगे ले जाओ।",
      subtractHint: "पहले इकाई के अंक घटाओ; ऊपर का अंक छोटा हो, तो बगल से एक दहाई उधार लो।",
      addSolution: "{a} + {b} = {answer}",
      subtractSolution: "{a} − {b} = {answer}, क्योंकि {answer} + {b} = {a}।",
      noCarry: "हासिल नहीं लिया: जिस स्तंभ का योग 10 या अधिक था, उसका केवल इकाई का अंक लिखा",
      smallerFromBigger: "उधार लेने की जगह हर स्तंभ में बड़े अंक में से छोटा अंक घटा दिया",
    },
  },
  generate(random, min, max, version) {
    const a = random.int(min, max);
    let b = random.int(min, max);
    const add = random.next() < 0.5;
    // From version 2 a subtraction never takes a number from itself (the answer 0 teaches nothing).
    if (version >= 2 && !add && a === b && max > min) b = b === max ? b - 1 : b + 1;
    const [big, small] = a >= b ? [a, b] : [b, a];
    const answer = add ? a + b : big - small;
    const wrong = add
      ? {
          answer: byColumns(
            a,
            b,
            (x, y) => (x + y) % 10,
            (x, y) => x + y,
          ),
          misconception: say("noCarry"),
        }
      : { answer: byColumns(big, small, (x, y) => Math.abs(x - y)), misconception: say("smallerFromBigger") };
    return {
      values: add ? [a, b] : [big, small],
      item: {
        kind: "numeric",
        prompt: add ? say("add", { a, b }) : say("subtract", { a: big, b: small }),
        answer: String(answer),
        hint: say(add ? "addHint" : "subtractHint"),
        solution: add
          ? say("addSolution", { a, b, answer })
          : say("subtractSolution", { a: big, b: small, answer }),
        wrongAnswers:
          wrong.answer === answer
            ? []
            : [{ answer: String(wrong.answer), misconception: wrong.misconception }],
      },
    };
  },
});
