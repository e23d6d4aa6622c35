import { defineGenerator, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Place value in other bases and old number systems. Bounds: 1 a base-2 numeral's value, 2 base 5,
 * 3 base 8; 4 a number written in base 2, 5 in base 5, 6 in base 8 (the answer typed as its digits);
 * 7 a Roman numeral's value up to 50, 8 up to 500, 9 up to 3,000.
 */
const BASE_OF = { 1: 2, 2: 5, 3: 8, 4: 2, 5: 5, 6: 8 } as Record<number, number>;
const ROMAN: [number, string][] = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];
const LETTER_VALUE: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
export function roman(value: number) {
  let rest = value;
  let text = "";
  for (const [v, letters] of ROMAN)
    while (rest >= v) {
      text += letters;
      rest -= v;
    }
  return text;
}

export const bases = defineGenerator(about("bases", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  if (step <= 6) {
    const base = BASE_OF[step] as number;
    const value = random.int(base + 1, base === 2 ? 60 : base === 5 ? 300 : 900);
    const digits: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / base)) digits.unshift(rest % base);
    const numeral = digits.join("");
    if (step <= 3) {
      const places = digits.map((d, i) => `${d} × ${base ** (digits.length - 1 - i)}`);
      const params = { numeral, base, places: places.join(", "), sum: places.join(" + "), answer: value };
      return stepQuestion(step, "toDecimal", params, value, "baseHint", [
        [Number(numeral), "readAsBaseTen"],
        [digits.reduce((s, d) => s + d, 0), "addedDigits"],
      ]);
    }
    const divisions: string[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / base))
      divisions.push(`${rest} ÷ ${base}: ${Math.floor(rest / base)} r ${rest % base}`);
    const reversed = Number([...digits].reverse().join(""));
    const params = { value, base, steps: divisions.join("; "), answer: numeral };
    return stepQuestion(step, "toBase", params, Number(numeral), "baseHint", [
      [reversed, "readRemaindersDown"],
    ]);
  }
  const value = random.int(step === 7 ? 4 : step === 8 ? 40 : 400, step === 7 ? 50 : step === 8 ? 500 : 3000);
  const numeral = roman(value);
  const letters = numeral.split("").map((l) => LETTER_VALUE[l] as number);
  const signed = letters.map((v, i) => (v < (letters[i + 1] ?? 0) ? -v : v));
  const sum = signed
    .map((v, i) => (i === 0 ? (v < 0 ? `−${-v}` : `${v}`) : v < 0 ? `− ${-v}` : `+ ${v}`))
    .join(" ");
  const params = {
    numeral,
    parts: numeral
      .split("")
      .map((l) => `${l} ${LETTER_VALUE[l]}`)
      .join(", "),
    sum,
    answer: value,
  };
  return stepQuestion(step, "roman", params, value, "romanHint", [
    [letters.reduce((s, v) => s + v, 0), "addedAllLetters"],
  ]);
});
