import type { Generate } from "./types.ts";

/** Vedic Math drills: × 11, squares of numbers ending in 5, multiplication near a base. */

export const times11: Generate = (random, min, max) => {
  const a = random.int(min, max);
  const tens = Math.floor(a / 10);
  const ones = a % 10;
  return {
    values: [a],
    item: {
      kind: "numeric",
      prompt: `${a} × 11 = ?`,
      answer: String(a * 11),
      hint: "Write the two digits apart and put their sum in the middle; carry if the sum is 10 or more.",
      solution: `${tens} _ ${ones}: ${tens} + ${ones} = ${tens + ones}, so ${a} × 11 = ${a * 11}.`,
      wrongAnswers: [
        { answer: String(tens * 100 + (tens + ones) * 10 + ones), misconception: "Forgot to carry the 1" },
      ],
    },
  };
};

export const squareEnding5: Generate = (random, min, max) => {
  const first = Math.ceil((min - 5) / 10);
  const last = Math.floor((max - 5) / 10);
  const head = random.int(Math.max(0, first), Math.max(0, last));
  const a = head * 10 + 5;
  return {
    values: [a],
    item: {
      kind: "numeric",
      prompt: `${a}² = ?`,
      answer: String(a * a),
      hint: `Multiply ${head} by the next number, ${head + 1}, then write 25 after it.`,
      solution: `${head} × ${head + 1} = ${head * (head + 1)}; write 25 after it: ${a}² = ${a * a}.`,
    },
  };
};

const nearBase =
  (base: number): Generate =>
  (random, min, max) => {
    const a = random.int(min, max);
    const b = random.int(min, max);
    const da = a - base;
    const db = b - base;
    const signed = (d: number) => (d >= 0 ? `+${d}` : `${d}`);
    return {
      values: [a, b],
      item: {
        kind: "numeric",
        prompt: `${a} × ${b} = ?`,
        answer: String(a * b),
        hint: `Both are near ${base}: ${a} is ${signed(da)}, ${b} is ${signed(db)}. Cross-add, then multiply the differences.`,
        solution: `${a} ${signed(db)} = ${a + db}; ${a + db} × ${base} = ${(a + db) * base}; (${signed(da)}) × (${signed(db)}) = ${da * db}; ${(a + db) * base} ${signed(da * db)} = ${a * b}.`,
      },
    };
  };
export const nearBase10 = nearBase(10);
export const nearBase100 = nearBase(100);
