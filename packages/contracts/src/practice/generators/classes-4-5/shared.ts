import type { UnitId } from "../../answer-forms.ts";
import type { Random } from "../../random.ts";
import { keptWrongAnswers, say, type Text } from "../define.ts";
import { INDIAN_NAMES } from "../names.ts";

/**
 * What the Classes 4–5 generators share: a worked solution written line by line, the named wrong
 * answers kept only where they differ from the key (and from each other), and children's names from
 * across India in English and Hindi.
 */

/** Lines of a worked solution, one message each; every generator using it has the `lines` text. */
export const lines = (texts: readonly Text[]): Text =>
  texts.slice(0, -1).reduceRight<Text>((rest, first) => say("lines", { first, rest }), texts.at(-1) as Text);

export const LINES_TEXT = { en: { lines: "{first}\n{rest}" }, hi: { lines: "{first}\n{rest}" } } as const;

/** Named wrong answers that are neither the key nor another's answer, nor below zero. */
export const wrongAnswers = (
  key: string,
  wrong: readonly { answer: string | number; misconception: Text }[],
) =>
  // Below zero and not a number (NaN) are both refused: neither is at least zero.
  keptWrongAnswers(key, wrong, (answer) => Number(answer) >= 0);

/**
 * A question with a number for its answer (in a unit, where it is measured): its key, and the named
 * wrong answers that are neither it nor each other.
 */
export function numericItem(
  prompt: Text,
  answer: number,
  hint: Text,
  solution: Text,
  wrong: readonly { answer: string | number; misconception: Text }[],
  measured: { unit?: UnitId } = {},
) {
  const key = String(answer);
  return {
    kind: "numeric" as const,
    prompt,
    answer: key,
    ...measured,
    hint,
    solution,
    wrongAnswers: wrongAnswers(key, wrong),
  };
}

export const CHILD_NAMES = {
  en: { meena: "Meena", ...INDIAN_NAMES.en, bhavna: "Bhavna" },
  hi: { meena: "मीना", ...INDIAN_NAMES.hi, bhavna: "भावना" },
} as const;

export const pickName = (random: Random): Text =>
  say(random.pick(Object.keys(CHILD_NAMES.en) as (keyof typeof CHILD_NAMES.en)[]));

/** The step of difficulty the author's range allows (1 to 3). */
export const stepOf = (random: Random, min: number, max: number) => random.int(min, max);
