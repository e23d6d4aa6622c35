import { type Generate, indian } from "./types.ts";

/** Patterns and number tricks: the next term of a sequence, divisibility at a glance. */

export const sequences: Generate = (random, min, max) => {
  const start = random.int(min, max);
  const step = random.int(2, 12);
  const terms = Array.from({ length: 4 }, (_, i) => start + i * step);
  const next = start + 4 * step;
  return {
    values: [start],
    item: {
      kind: "numeric",
      prompt: `What comes next? ${terms.join(", ")}, …`,
      answer: String(next),
      hint: "How much does each number grow by?",
      solution: `Each number is ${step} more than the one before: ${terms[3]} + ${step} = ${next}.`,
    },
  };
};

const DIVISORS = [2, 3, 4, 5, 9, 10];
const RULES: Record<number, string> = {
  2: "2: the last digit is even",
  3: "3: the sum of the digits divides by 3",
  4: "4: the last two digits divide by 4",
  5: "5: the last digit is 0 or 5",
  9: "9: the sum of the digits divides by 9",
  10: "10: the last digit is 0",
};

export const divisibility: Generate = (random, min, max) => {
  let number = random.int(min, max);
  // At least one divisor divides it, so the question has an answer.
  if (!DIVISORS.some((d) => number % d === 0))
    number = number - (number % 3) + (number - (number % 3) >= min ? 0 : 3);
  const answer = DIVISORS.flatMap((d, i) => (number % d === 0 ? [i] : []));
  return {
    values: [number],
    item: {
      kind: "multiple",
      prompt: `Which of these divide ${indian(number)} exactly? Choose all that do.`,
      options: DIVISORS.map(String),
      answer,
      hint: "Use the tests: the last digit for 2, 5 and 10; the sum of the digits for 3 and 9.",
      solution: `${answer.map((i) => RULES[DIVISORS[i] as number]).join("; ")}.`,
    },
  };
};
