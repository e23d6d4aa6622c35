import { fracHtml, withFractionsHtml } from "../html.ts";
import type { Generate } from "./types.ts";

/** Fractions: adding two, and comparing two. The range is the denominators'. */

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export const addFractions: Generate = (random, min, max) => {
  const b = random.int(min, max);
  const d = random.int(min, max);
  const a = random.int(1, b - 1 || 1);
  const c = random.int(1, d - 1 || 1);
  const top = a * d + c * b;
  const bottom = b * d;
  const g = gcd(top, bottom);
  const prompt = `${a}/${b} + ${c}/${d} = ?`;
  const common = b === d ? b : (b * d) / gcd(b, d);
  const solution = `Make the denominators the same (${common}), add the numerators, then simplify: ${a}/${b} + ${c}/${d} = ${top / g}/${bottom / g}.`;
  return {
    values: [b, d],
    item: {
      kind: "fraction",
      prompt,
      answer: { numerator: top / g, denominator: bottom / g },
      equivalents: true,
      hint: "Only fractions with the same denominator can be added: make the denominators the same first.",
      solution,
      wrongAnswers: [
        { answer: `${a + c}/${b + d}`, misconception: "Added the numerators and added the denominators" },
      ],
    },
    html: { prompt: `${fracHtml(a, b)} + ${fracHtml(c, d)} = ?`, solution: withFractionsHtml(solution) },
  };
};

export const compareFractions: Generate = (random, min, max) => {
  const b = random.int(min, max);
  let d = random.int(min, max);
  if (d === b && max > min) d = d === max ? d - 1 : d + 1;
  const a = random.int(1, b);
  const c = random.int(1, d);
  const left = a * d;
  const right = c * b;
  const answer = left > right ? 0 : left < right ? 1 : 2;
  const sign = [">", "<", "="][answer];
  // The classic slip: the bigger denominator taken for the bigger fraction.
  const byDenominator = b > d ? 0 : b < d ? 1 : 2;
  const misconceptions: (string | null)[] = [null, null, null];
  if (byDenominator !== answer)
    misconceptions[byDenominator] = "Took the fraction with the bigger denominator as bigger";
  const solution = `Cross-multiply: ${a} × ${d} = ${left} and ${c} × ${b} = ${right}, so ${a}/${b} ${sign} ${c}/${d}.`;
  return {
    values: [b, d],
    item: {
      kind: "single",
      prompt: `Which sign goes between ${a}/${b} and ${c}/${d}?`,
      options: [">", "<", "="],
      answer,
      misconceptions,
      hint: "Give both fractions the same denominator, then compare the numerators.",
      solution,
    },
    html: {
      prompt: `Which sign goes between ${fracHtml(a, b)} and ${fracHtml(c, d)}?`,
      options: ["&gt;", "&lt;", "="],
      solution: withFractionsHtml(solution),
    },
  };
};
