import { normaliseAnswerText, parseNumber, sameValue } from "../numbers.ts";
import type { Verdict } from "./types.ts";

/**
 * Typed answers (numeric questions, blanks): the author's forms, written any way that is the same
 * text (Devanagari digits, spaces, digit grouping), and — only where the author allows equivalents —
 * any form of the same value (0.5, .5, 1/2).
 */
const sameText = (text: string) =>
  normaliseAnswerText(text)
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/ /g, "");

export type TypedKey = { answer: string; accept?: readonly string[]; equivalents?: boolean };

export function matchesTyped(given: string, key: TypedKey): boolean {
  const written = sameText(given);
  if (written.length === 0) return false;
  if ([key.answer, ...(key.accept ?? [])].some((form) => sameText(form) === written)) return true;
  if (!key.equivalents) return false;
  const value = parseNumber(given);
  const expected = parseNumber(key.answer);
  return value !== null && expected !== null && sameValue(value, expected);
}

export function gradeTyped(
  given: string,
  key: TypedKey,
  wrongAnswers?: readonly { answer: string; misconception: string }[],
): Verdict {
  if (matchesTyped(given, key)) return { correct: true };
  const foreseen = wrongAnswers?.find((wrong) =>
    matchesTyped(given, { answer: wrong.answer, equivalents: true }),
  );
  return foreseen ? { correct: false, misconception: foreseen.misconception } : { correct: false };
}

/** A typed answer as text (a keypad may send a number); null when it is neither. */
export function typedText(answer: unknown, max = 60): string | null {
  if (typeof answer === "number" && Number.isFinite(answer)) return String(answer);
  if (typeof answer === "string" && answer.length <= max) return answer;
  return null;
}
