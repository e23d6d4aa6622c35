import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { LINES_TEXT, lines, numericItem } from "./shared.ts";

/**
 * Column multiplication. Steps: 1 a 2-digit number × a 1-digit number, 2 a 3-digit number × a
 * 1-digit number, 3 a 2- or 3-digit number × a 2-digit number. The worked solution splits the
 * number by its places (347 × 6 = 300 × 6 + 40 × 6 + 7 × 6), and by the multiplier's tens and ones
 * in step 3, so the zero of the tens row shows. Named mistakes: the carry forgotten, the carry added
 * before multiplying, the tens row written without its zero, the tens row left out.
 */

/** Each column's product with only its ones digit kept (the leftmost keeps all): no carries. */
function withoutCarry(a: number, b: number): number {
  const digits = String(a).split("").map(Number);
  return Number(digits.map((d, i) => (i === 0 ? String(d * b) : String((d * b) % 10))).join(""));
}

/** The carry added to the next digit before it is multiplied: (4 + 2) × 3 instead of 4 × 3 + 2. */
function carryFirst(a: number, b: number): number {
  const digits = String(a).split("").map(Number).reverse();
  let carry = 0;
  let out = "";
  digits.forEach((d, i) => {
    const product = (d + carry) * b;
    if (i === digits.length - 1) out = String(product) + out;
    else {
      out = String(product % 10) + out;
      carry = Math.floor(product / 10);
    }
  });
  return Number(out);
}

const byPlaces = (a: number) =>
  String(a)
    .split("")
    .map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i))
    .filter((part) => part > 0);

export const columnMultiply = defineGenerator(
  about("columnMultiply", 1, LINES_TEXT),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step < 3) {
      const a = step === 1 ? random.int(12, 99) : random.int(102, 999);
      const b = random.int(3, 9);
      const answer = a * b;
      const places = byPlaces(a);
      return {
        values: [step],
        item: numericItem(
          say("prompt", { a, b }),
          answer,
          say("hintOne"),
          lines([
            say("split", { a, b, split: places.map((p) => `${p} × ${b}`).join(" + ") }),
            say("parts", { parts: places.map((p) => indian(p * b)).join(" + ") }),
            say("total", { answer: indian(answer) }),
          ]),
          [
            { answer: withoutCarry(a, b), misconception: say("forgotCarry") },
            { answer: carryFirst(a, b), misconception: say("carryAddedFirst") },
          ],
        ),
      };
    }
    const a = random.next() < 0.5 ? random.int(23, 99) : random.int(102, 499);
    const tens = random.int(1, 9);
    const ones = random.int(2, 9);
    const b = tens * 10 + ones;
    const onesRow = a * ones;
    const tensRow = a * tens * 10;
    const answer = onesRow + tensRow;
    const params = {
      a,
      ones,
      tens: tens * 10,
      onesRow: indian(onesRow),
      tensRow: indian(tensRow),
      answer: indian(answer),
    };
    return {
      values: [step],
      item: numericItem(
        say("prompt", { a, b }),
        answer,
        say("hintTwo"),
        lines([say("rowOnes", params), say("rowTens", params), say("sum", params)]),
        [
          { answer: onesRow + a * tens, misconception: say("forgotPlaceholderZero") },
          { answer: onesRow, misconception: say("onlyOnesRow") },
        ],
      ),
    };
  },
);
