import type { Param, Text } from "../define.ts";
import { gcd, keptWrongAnswers, say } from "../define.ts";
import { INDIAN_NAMES } from "../names.ts";

/**
 * Small helpers the Classes 8–10 generators share: a numeric or fraction item with its foreseen wrong
 * answers (each kept once, never equal to the key, only when it is a number a child could write),
 * and the arithmetic of whole numbers and fractions they all need.
 */

/** A foreseen wrong answer: the number it leads to and the message key naming the misconception. */
export type Wrong = readonly [value: number, misconception: string];

/** The lengths a question gives, by the names its texts read them under (`{ b, h }`). */
export type Lengths = Record<string, number>;

/** True for a number with at most two decimal places (what a child writes for a key). */
export const isClean = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-7;

/** A number written as a key: whole, or with at most two decimal places, never floating noise. */
export const written = (value: number) => String(Math.round(value * 100) / 100);

export function numericItem(
  prompt: Text,
  answer: number,
  hint: Text,
  solution: Text,
  wrongs: readonly Wrong[],
) {
  const key = written(answer);
  const wrongAnswers = keptWrongAnswers(
    key,
    wrongs.map(([value, misconception]) => ({ answer: value, misconception: say(misconception) })),
    isClean,
    written,
  );
  return { kind: "numeric" as const, prompt, answer: key, equivalents: true, hint, solution, wrongAnswers };
}

/**
 * A numeric question drawn at one step of difficulty, its texts named from one stem: `<stem>Prompt`
 * asks it with `params`, `<stem>Solution` works it (with the prompt's numbers unless it is given its
 * own), `hint` is the hint's key and `wrongs` the foreseen wrong answers.
 */
export function stepQuestion(
  step: number,
  stem: string,
  params: Record<string, Param>,
  answer: number,
  hint: string,
  wrongs: readonly Wrong[],
  solution: Record<string, Param> = params,
) {
  return {
    values: [step],
    item: numericItem(
      say(`${stem}Prompt`, params),
      answer,
      say(hint),
      say(`${stem}Solution`, solution),
      wrongs,
    ),
  };
}

/** A fraction in lowest terms with a positive denominator, as "n/d". */
export function fractionText(numerator: number, denominator: number) {
  const g = gcd(numerator, denominator) || 1;
  const sign = denominator < 0 ? -1 : 1;
  return `${(sign * numerator) / g}/${(sign * denominator) / g}`;
}

/** A fraction item: the key in lowest terms, equal forms accepted, wrong answers kept once. */
export function fractionItem(
  prompt: Text,
  [numerator, denominator]: readonly [number, number],
  hint: Text,
  solution: Text,
  wrongs: readonly (readonly [readonly [number, number], string])[],
) {
  const key = fractionText(numerator, denominator);
  const value = numerator / denominator;
  const seen = new Set([key]);
  const wrongAnswers: { answer: string; misconception: Text }[] = [];
  for (const [[n, d], misconception] of wrongs) {
    if (d === 0 || Math.abs(n / d - value) < 1e-12) continue;
    const text = fractionText(n, d);
    if (seen.has(text)) continue;
    seen.add(text);
    wrongAnswers.push({ answer: text, misconception: say(misconception) });
  }
  const [n, d] = key.split("/").map(Number) as [number, number];
  return {
    kind: "fraction" as const,
    prompt,
    answer: { numerator: n, denominator: d },
    equivalents: true,
    hint,
    solution,
    wrongAnswers,
  };
}

/**
 * A single-choice item whose options are message keys ("true", "both"), written in the reader's
 * language: each misconception names the option it leads to, unless that option is right.
 */
export function choiceItem(
  prompt: Text,
  options: readonly string[],
  answer: number,
  hint: Text,
  solution: Text,
  slips: readonly (readonly [option: number, misconception: string])[],
) {
  const misconceptions: (Text | null)[] = options.map(() => null);
  for (const [option, misconception] of slips)
    if (option !== answer && option >= 0 && misconceptions[option] === null)
      misconceptions[option] = say(misconception);
  const worded = options.map((option) => say(option));
  return { kind: "single" as const, prompt, options: worded, answer, hint, solution, misconceptions };
}

/** Names from across India for word problems, the same in both languages' keys. */
export const NAMES_EN = { priya: "Priya", ...INDIAN_NAMES.en, meera: "Meera" };
export const NAMES_HI: Record<keyof typeof NAMES_EN, string> = {
  priya: "प्रिया",
  ...INDIAN_NAMES.hi,
  meera: "मीरा",
};
export const NAME_KEYS = Object.keys(NAMES_EN) as (keyof typeof NAMES_EN)[];

/**
 * Right triangles with whole sides, for the generators that draw one. The order is part of each
 * draw (`random.pick`), so a generator's list is only ever extended by its own last triple.
 */
export const PRIMITIVE_TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;
/** Small triples and their multiples, for lengths on a grid of coordinates. */
export const GRID_TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
] as const;
