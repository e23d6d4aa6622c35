import { type Generate, indian } from "./types.ts";

/** Number sense: tables, adding and subtracting, place value, ordering numbers. */

export const tables: Generate = (random, min, max) => {
  const table = random.int(min, max);
  const times = random.int(1, 10);
  return {
    values: [table],
    item: {
      kind: "numeric",
      prompt: `${table} × ${times} = ?`,
      answer: String(table * times),
      hint: `Count in ${table}s: ${times} times.`,
      solution: `${Array.from({ length: times }, () => table).join(" + ")} = ${table * times}`,
    },
  };
};

export const addSubtract: Generate = (random, min, max) => {
  const a = random.int(min, max);
  const b = random.int(min, max);
  const add = random.next() < 0.5;
  const [big, small] = a >= b ? [a, b] : [b, a];
  const answer = add ? a + b : big - small;
  return {
    values: add ? [a, b] : [big, small],
    item: {
      kind: "numeric",
      prompt: add ? `${a} + ${b} = ?` : `${big} − ${small} = ?`,
      answer: String(answer),
      hint: add
        ? "Add the ones first, then the tens; carry when a column makes 10 or more."
        : "Subtract the ones first; borrow a ten when the top digit is smaller.",
      solution: add
        ? `${a} + ${b} = ${answer}`
        : `${big} − ${small} = ${answer}, because ${answer} + ${small} = ${big}.`,
    },
  };
};

const PLACES = [
  "ones",
  "tens",
  "hundreds",
  "thousands",
  "ten thousands",
  "lakhs",
  "ten lakhs",
  "crores",
  "ten crores",
];

export const placeValue: Generate = (random, min, max) => {
  const number = random.int(min, max);
  const digits = String(number).split("").reverse();
  // A digit that appears once, so "the digit d" names one place.
  const unique = digits
    .map((d, place) => ({ d, place }))
    .filter(({ d }) => digits.filter((x) => x === d).length === 1 && d !== "0");
  const { d, place } =
    unique.length > 0
      ? random.pick(unique)
      : { d: digits[digits.length - 1] ?? "1", place: digits.length - 1 };
  const value = Number(d) * 10 ** place;
  return {
    values: [number],
    item: {
      kind: "numeric",
      prompt: `What is the place value of ${d} in ${indian(number)}?`,
      answer: String(value),
      accept: [indian(value)],
      hint: `Find the place of ${d}: ones, tens, hundreds, …`,
      solution: `${d} is in the ${PLACES[place]} place, so its value is ${d} × ${indian(10 ** place)} = ${indian(value)}.`,
      wrongAnswers: [{ answer: d, misconception: "Gave the face value, not the place value" }],
    },
  };
};

export const orderNumbers: Generate = (random, min, max) => {
  const numbers = new Set<number>();
  while (numbers.size < Math.min(4, max - min + 1)) numbers.add(random.int(min, max));
  const sorted = [...numbers].sort((a, b) => a - b);
  return {
    values: sorted,
    item: {
      kind: "ordering",
      prompt: "Put these numbers in order, smallest first.",
      items: sorted.map(indian),
      hint: "Compare the number of digits first, then the digits from the left.",
      solution: sorted.map(indian).join(" < "),
    },
  };
};
