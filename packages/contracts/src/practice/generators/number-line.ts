import { numberLineSvg } from "../figures/number-line.ts";
import { type Random, shuffle } from "../random.ts";
import { about } from "./about.ts";
import { defineGenerator, gcd, type Label, say, steps, type Text } from "./define.ts";

/** A value `n/d` as a child writes it: 2, 3/4 or 1 1/2. */
export function mixed(n: number, d: number): string {
  const g = gcd(n, d);
  const [num, den] = [n / g, d / g];
  const whole = Math.floor(num / den);
  const rest = num % den;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/${den}` : `${whole} ${rest}/${den}`;
}

function wholeLine(random: Random, step: number) {
  const scale = step === 1 ? 1 : random.pick([2, 5, 10]);
  const start = scale * random.int(0, step === 1 ? 10 : 5);
  const labels = Array.from({ length: 11 }, (_, i) => (i % 5 === 0 ? String(start + i * scale) : null));
  const mark = random.pick([1, 2, 3, 4, 6, 7, 8, 9]);
  const key = start + mark * scale;
  const nearest = start + 5 * Math.round(mark / 5) * scale;
  const wrong = [
    { answer: String(key + scale), misconception: say("countedFirstMark") },
    { answer: String(nearest), misconception: say("nearestLabel") },
    ...(scale > 1 ? [{ answer: String(start + mark), misconception: say("countedOnes") }] : []),
  ].filter((w, i, all) => w.answer !== String(key) && all.findIndex((o) => o.answer === w.answer) === i);
  const params = { start, scale, mark, answer: key, product: mark * scale };
  return {
    line: { gaps: 10, labels, point: mark },
    alt: say("wholeAlt", { first: start, middle: start + 5 * scale, last: start + 10 * scale, mark }),
    item: {
      kind: "numeric" as const,
      prompt: say("wholePrompt"),
      answer: String(key),
      hint: say("wholeHint"),
      solution: say("wholeSolution", params),
      wrongAnswers: wrong,
    },
  };
}

function fractionLine(random: Random) {
  const parts = random.pick([2, 4]);
  const wholes = random.int(2, 4);
  const whole = random.int(0, wholes - 1);
  const part = parts === 2 ? 1 : random.pick([1, 3]);
  const labels = Array.from({ length: wholes * parts + 1 }, (_, i) =>
    i % parts === 0 ? String(i / parts) : null,
  );
  const mark = whole * parts + part;
  const key = mixed(mark, parts);
  const named: { text: string; misconception: Text }[] = [
    { text: mixed(mark + 1, parts), misconception: say("countedFirstMark") },
    ...(whole > 0 ? [{ text: mixed(part, parts), misconception: say("forgotWhole") }] : []),
    ...(parts > 2
      ? [{ text: mixed(whole * (parts - 1) + part, parts - 1), misconception: say("marksAsParts") }]
      : []),
  ];
  const options: { text: string; misconception: Text | null }[] = [{ text: key, misconception: null }];
  for (const wrong of named) if (!options.some((o) => o.text === wrong.text)) options.push(wrong);
  for (let other = 1; options.length < 4; other++) {
    const text = mixed(mark + parts * other, parts);
    if (!options.some((o) => o.text === text)) options.push({ text, misconception: null });
  }
  const shown = shuffle(random, options);
  return {
    line: { gaps: wholes * parts, labels, point: mark },
    alt: say(parts === 2 ? "halvesAlt" : "quartersAlt", { last: wholes, mark, whole, next: whole + 1 }),
    item: {
      kind: "single" as const,
      prompt: say("fractionPrompt"),
      options: shown.map((o) => o.text as Label),
      answer: shown.findIndex((o) => o.text === key),
      misconceptions: shown.map((o) => o.misconception),
      hint: say("fractionHint", { parts }),
      solution: say("fractionSolution", { parts, whole, part, next: whole + 1, answer: key }),
    },
  };
}

/**
 * Reading the number a point marks on a number line. Steps of difficulty: 1 counting by ones, 2
 * counting by 2s, 5s or 10s, 3 halves and quarters between whole numbers (chosen from four).
 */
export const numberLine = defineGenerator(
  { ...about("numberLine", 1), fractions: true },
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    const drawn = step === 3 ? fractionLine(random) : wholeLine(random, step);
    return {
      values: [step],
      figure: { svg: numberLineSvg(drawn.line), alt: drawn.alt },
      item: drawn.item,
    };
  },
);
