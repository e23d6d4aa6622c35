import { type Generate, indian } from "./types.ts";

/** Percentages, the mean of a few numbers, and the unitary method (aptitude and projects). */

const PERCENTS = [5, 10, 20, 25, 50, 75];

export const percentages: Generate = (random, min, max) => {
  const percent = random.pick(PERCENTS);
  // A whole answer: the number is a multiple of 100 / gcd(percent, 100).
  const step = percent % 25 === 0 ? 4 : percent % 10 === 0 ? 10 : 20;
  const first = Math.ceil(min / step);
  const last = Math.max(first, Math.floor(max / step));
  const number = random.int(first, last) * step;
  const answer = (number * percent) / 100;
  return {
    values: [number],
    item: {
      kind: "numeric",
      prompt: `What is ${percent}% of ${indian(number)}?`,
      answer: String(answer),
      hint: `${percent}% means ${percent} out of every 100.`,
      solution: `${percent}/100 × ${indian(number)} = ${indian(answer)}`,
    },
  };
};

export const mean: Generate = (random, min, max) => {
  const count = random.int(3, 5);
  const values = Array.from({ length: count }, () => random.int(min, max));
  // Adjust the last number (inside the range) so the mean is whole.
  const rest = values.slice(0, -1).reduce((sum, v) => sum + v, 0);
  const last = values[count - 1] as number;
  let fixed = last - ((rest + last) % count);
  if (fixed < min) fixed += count;
  if (fixed > max) fixed -= count;
  values[count - 1] = fixed;
  const total = rest + fixed;
  return {
    values,
    item: {
      kind: "numeric",
      prompt: `What is the mean (average) of ${values.join(", ")}?`,
      answer: String(total / count),
      equivalents: true,
      hint: "Add all the numbers, then divide by how many there are.",
      solution: `(${values.join(" + ")}) ÷ ${count} = ${total} ÷ ${count} = ${total / count}`,
      wrongAnswers: [{ answer: String(total), misconception: "Added the numbers but did not divide" }],
    },
  };
};

const THINGS = ["pens", "mangoes", "notebooks", "bananas", "pencils"];

export const unitary: Generate = (random, min, max) => {
  const have = random.int(min, max);
  let want = random.int(min, max);
  if (want === have) want = have === max ? have - 1 : have + 1;
  const price = random.int(2, 20);
  const thing = random.pick(THINGS);
  return {
    values: [have, want],
    item: {
      kind: "numeric",
      prompt: `${have} ${thing} cost ₹${have * price}. How many rupees do ${want} ${thing} cost?`,
      answer: String(want * price),
      accept: [`₹${want * price}`],
      unit: "rupee",
      hint: "Find the cost of one first.",
      solution: `One costs ₹${have * price} ÷ ${have} = ₹${price}; ${want} cost ${want} × ₹${price} = ₹${want * price}.`,
    },
  };
};
