import type { PracticeItem } from "../../practice.ts";
import { shownOrder } from "../random.ts";
import { gradeTyped, typedText } from "./text.ts";
import type { StudentAnswer, Verdict } from "./types.ts";

export type { StudentAnswer, Verdict } from "./types.ts";

const isIndex = (value: unknown, n: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < n;

/** A list of distinct indices below n, or null. */
function indices(answer: unknown, n: number): number[] | null {
  if (!Array.isArray(answer) || answer.length > n) return null;
  if (!answer.every((value) => isIndex(value, n))) return null;
  return new Set(answer).size === answer.length ? (answer as number[]) : null;
}

function wholeNumber(value: unknown): number | null {
  const text = typedText(value, 12);
  if (text === null) return null;
  const plain = text.trim().replace(/[\u0966-\u096f]/g, (d) => String((d.codePointAt(0) ?? 0x966) - 0x966));
  return /^-?\d{1,9}$/.test(plain) ? Number(plain) : null;
}

/**
 * Grades one answer to one question. `seed` is the seed the question was shown with (it fixes the
 * order of a matching or ordering question). Null when the answer does not fit the question's kind
 * (the server answers 400). The same function runs on the phone and on the server.
 */
export function grade(item: PracticeItem, answer: unknown, seed: number): Verdict | null {
  switch (item.kind) {
    case "numeric": {
      const text = typedText(answer);
      return text === null ? null : gradeTyped(text, item, item.wrongAnswers);
    }
    case "blanks": {
      if (!Array.isArray(answer) || answer.length !== item.blanks.length) return null;
      const texts = answer.map((value) => typedText(value));
      if (texts.some((text) => text === null)) return null;
      return { correct: item.blanks.every((blank, i) => gradeTyped(texts[i] as string, blank).correct) };
    }
    case "single": {
      if (!isIndex(answer, item.options.length)) return null;
      const misconception = item.misconceptions?.[answer] ?? undefined;
      return answer === item.answer
        ? { correct: true }
        : { correct: false, ...(misconception ? { misconception } : {}) };
    }
    case "multiple": {
      const chosen = indices(answer, item.options.length);
      if (!chosen) return null;
      const right = new Set(item.answer);
      const correct = chosen.length === right.size && chosen.every((i) => right.has(i));
      const misconception = chosen
        .filter((i) => !right.has(i))
        .map((i) => item.misconceptions?.[i])
        .find(Boolean);
      return correct ? { correct } : { correct, ...(misconception ? { misconception } : {}) };
    }
    case "matching":
    case "ordering": {
      const n = item.kind === "matching" ? item.pairs.length : item.items.length;
      const chosen = indices(answer, n);
      if (!chosen || chosen.length !== n) return null;
      const order = shownOrder(n, seed);
      return { correct: chosen.every((shown, i) => order[shown] === i) };
    }
    case "fraction": {
      if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return null;
      const given = answer as { numerator?: unknown; denominator?: unknown };
      const numerator = wholeNumber(given.numerator);
      const denominator = wholeNumber(given.denominator);
      if (numerator === null || denominator === null) return null;
      const { numerator: n, denominator: d } = item.answer;
      const exact = numerator === n && denominator === d;
      const equal = denominator !== 0 && numerator * d === n * denominator;
      if (exact || (item.equivalents && equal)) return { correct: true };
      const text = `${numerator}/${denominator}`;
      const foreseen = item.wrongAnswers?.find(
        (wrong) => gradeTyped(text, { answer: wrong.answer, equivalents: true }).correct,
      );
      return foreseen ? { correct: false, misconception: foreseen.misconception } : { correct: false };
    }
  }
}

/** The right answer to a question as a student would send it (the tests and the demo answer with it). */
export function correctAnswer(item: PracticeItem, seed: number): StudentAnswer {
  switch (item.kind) {
    case "numeric":
      return item.answer;
    case "blanks":
      return item.blanks.map((blank) => blank.answer);
    case "single":
      return item.answer;
    case "multiple":
      return item.answer;
    case "matching":
    case "ordering": {
      const n = item.kind === "matching" ? item.pairs.length : item.items.length;
      const order = shownOrder(n, seed);
      // For original position i, the shown position holding it.
      return Array.from({ length: n }, (_, i) => order.indexOf(i));
    }
    case "fraction":
      return item.answer;
  }
}
