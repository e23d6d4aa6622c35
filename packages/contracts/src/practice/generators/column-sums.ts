import type { ColumnsSetup } from "../touch.ts";
import { defineGenerator, say } from "./define.ts";

/**
 * A sum laid out in columns, the answer filled digit by digit from the ones (or typed whole): a
 * touch answer form (docs/adr/0651-touch-answers.md). Steps of difficulty: 1 adding with carrying,
 * 2 subtracting with borrowing, 3 multiplying by a one-digit number with carrying.
 */
const digits = (n: number) => String(n).split("").map(Number);

/** Each column's own result, no carrying or borrowing between columns (the named slip). */
function columnWise(top: number, bottom: number, each: (a: number, b: number) => number): number {
  const width = Math.max(String(top).length, String(bottom).length);
  const a = String(top).padStart(width, "0").split("").map(Number);
  const b = String(bottom).padStart(width, "0").split("").map(Number);
  return Number(a.map((x, i) => String(each(x, b[i] as number))).join(""));
}

export const columnSums = defineGenerator({
  id: "columnSums",
  version: 1,
  name: { en: "Add, subtract and multiply in columns", hi: "खानों में जोड़, घटाव और गुणा" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [2, 3, 4],
  skills: ["add-in-columns", "subtract-in-columns", "multiply-in-columns"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Work it out in columns: {top} {op} {bottom}",
      addHint: "Add the ones first. Write the ones digit and carry the ten to the tens column.",
      subtractHint: "Start with the ones. If the top digit is smaller, borrow a ten from the next column.",
      multiplyHint: "Multiply the ones first. Write the ones digit and carry the tens to the next column.",
      solution: "{top} {op} {bottom} = {answer}",
      noCarry: "Wrote each column's total without carrying",
      smallerFromLarger: "Took the smaller digit from the larger in each column instead of borrowing",
    },
    hi: {
      prompt: "खानों में हल करो: {top} {op} {bottom}",
      addHint: "पहले इकाई जोड़ो। इकाई का अंक लिखो और दहाई को दहाई के खाने में हासिल ले जाओ।",
      subtractHint: "इकाई से शुरू करो। अगर ऊपर का अंक छोटा हो, तो अगले खाने से एक दहाई उधार लो।",
      multiplyHint: "पहले इकाई का गुणा करो। इकाई का अंक लिखो और दहाई को अगले खाने में हासिल ले जाओ।",
      solution: "{top} {op} {bottom} = {answer}",
      noCarry: "हर खाने का जोड़ बिना हासिल के लिख दिया",
      smallerFromLarger: "उधार लेने के बजाय हर खाने में बड़े अंक से छोटा घटा दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    let setup: ColumnsSetup;
    let wrong: { answer: string; misconception: ReturnType<typeof say> }[] = [];
    let hint = say("addHint");
    if (step === 1) {
      const top = random.int(15, 899);
      const bottom = random.int(15, 99);
      setup = { touch: "columns", op: "+", top, bottom };
      wrong = [{ answer: String(columnWise(top, bottom, (a, b) => a + b)), misconception: say("noCarry") }];
    } else if (step === 2) {
      const top = random.int(100, 999);
      const bottom = random.int(11, top - 1);
      setup = { touch: "columns", op: "−", top, bottom };
      wrong = [
        {
          answer: String(columnWise(top, bottom, (a, b) => Math.abs(a - b))),
          misconception: say("smallerFromLarger"),
        },
      ];
      hint = say("subtractHint");
    } else {
      const top = random.int(12, 499);
      const bottom = random.int(2, 9);
      setup = { touch: "columns", op: "×", top, bottom };
      // Each digit's product with its tens left out, as if nothing carried.
      const noCarry = Number(
        digits(top)
          .map((d) => String((d * bottom) % 10))
          .join(""),
      );
      wrong = [{ answer: String(noCarry), misconception: say("noCarry") }];
      hint = say("multiplyHint");
    }
    const answer =
      setup.op === "+"
        ? setup.top + setup.bottom
        : setup.op === "−"
          ? setup.top - setup.bottom
          : setup.top * setup.bottom;
    const params = { top: setup.top, bottom: setup.bottom, op: setup.op, answer };
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("prompt", params),
        answer: String(answer),
        touch: setup,
        hint,
        solution: say("solution", params),
        wrongAnswers: wrong.filter((w) => w.answer !== String(answer)),
      },
    };
  },
});
