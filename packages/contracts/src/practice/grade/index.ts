import type { PracticeItem } from "../../practice.ts";
import { answerText } from "../answer-text.ts";
import { parseNumber } from "../numbers.ts";
import { shownOrder } from "../random.ts";
import {
  fewestPieces,
  type NumericTouch,
  planePoint,
  planeText,
  pointValue,
  readTime,
  type ShadeSetup,
  shadeAnswer,
} from "../touch.ts";
import { gradeExpression } from "./expression.ts";
import { gradeSolution, solutionValues } from "./solution.ts";
import { gradeTyped, typedText } from "./text.ts";
import { gradeNumericTouch, gradeTime } from "./touch.ts";
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

/** One box of a fraction answer as a whole number (any script's digits, a sign), or null. */
function wholeNumber(value: unknown): bigint | null {
  const text = typedText(value, 12);
  if (text === null) return null;
  const plain = answerText(text);
  return plain !== null && /^-?\d{1,9}$/.test(plain) ? BigInt(plain) : null;
}

/**
 * A fraction answer (whole part, numerator, denominator boxes) as the text it stands for, so it is
 * graded as that text: `1 5/18`, `-1/4`. Null when a box is not a number. An empty or zero whole
 * part is no whole part; with one, the sign is the whole part's (`-1 1/2`), never the numerator's.
 */
function fractionText(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return null;
  const given = answer as { whole?: unknown; numerator?: unknown; denominator?: unknown };
  const numerator = wholeNumber(given.numerator);
  const denominator = wholeNumber(given.denominator);
  if (numerator === null || denominator === null) return null;
  const blank = given.whole === undefined || given.whole === null || given.whole === "";
  const whole = blank ? 0n : wholeNumber(given.whole);
  if (whole === null) return null;
  if (whole === 0n) return `${numerator}/${denominator}`;
  // A sign inside a mixed number's fraction is no mixed number: read as no number at all.
  return numerator < 0n ? "" : `${whole} ${numerator}/${denominator}`;
}

/**
 * Grades one answer to one question. `seed` is the seed the question was shown with (it fixes the
 * order of a matching or ordering question). Null when the answer does not fit the question's kind
 * (the server answers 400). The same function runs on the phone and on the server.
 */
export function grade(item: PracticeItem, answer: unknown, seed: number): Verdict | null {
  switch (item.kind) {
    case "numeric": {
      if (item.touch) return gradeNumericTouch(item.touch, answer, item, item.wrongAnswers);
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
      // Shaded parts are the fraction of the parts shaded (2 of 4: 2/4), graded as that fraction.
      const text = item.touch ? shadedText(answer, item.touch) : fractionText(answer);
      if (text === null) return null;
      const { numerator, denominator } = item.answer;
      return gradeTyped(
        text,
        {
          answer: `${numerator}/${denominator}`,
          ...(item.equivalents ? { equivalents: true } : {}),
          ...(item.form ? { form: item.form } : {}),
        },
        item.wrongAnswers,
      );
    }
    case "expression": {
      const text = typedText(answer);
      return text === null ? null : gradeExpression(text, item, item.wrongAnswers);
    }
    case "solution": {
      const text = typedText(answer);
      return text === null ? null : gradeSolution(text, item);
    }
    case "plot": {
      // A plotted point is the pair it names, on the plane's grid; graded as that pair typed is.
      const point = planePoint(answer, item.touch);
      if (!point) return null;
      const key = { solution: "pair" as const, values: solutionValues(item.answer) };
      return gradeSolution(planeText(point), key, item.wrongAnswers);
    }
    case "time":
      return gradeTime(answer, item.answer, item.wrongAnswers);
  }
}

function shadedText(answer: unknown, touch: ShadeSetup): string | null {
  const shaded = shadeAnswer(answer, touch);
  return shaded ? `${shaded.shaded.length}/${touch.parts}` : null;
}

/** The right answer to a question as a student would send it (the tests and the demo answer with it). */
export function correctAnswer(item: PracticeItem, seed: number): StudentAnswer {
  switch (item.kind) {
    case "numeric":
      return item.touch ? touchAnswer(item.touch, item.answer) : item.answer;
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
    case "fraction": {
      if (!item.touch) return item.form === "mixed" ? mixedParts(item.answer) : item.answer;
      const { numerator, denominator } = item.answer;
      const count = (numerator * item.touch.parts) / denominator;
      return { shaded: Array.from({ length: count }, (_, i) => i) };
    }
    case "expression":
      return item.answer;
    case "solution": {
      const [a = "", b = ""] = item.values;
      if (item.solution === "none") return "no solution";
      return item.solution === "value" ? a : item.solution === "pair" ? `(${a}, ${b})` : `${a}, ${b}`;
    }
    case "plot":
      return item.answer;
    case "time": {
      const time = readTime(item.answer) ?? { hour: 12, minute: 0 };
      return { hour: time.hour % 12 || 12, minute: time.minute };
    }
  }
}

/** A touch question's right answer as its widget sends it: the fewest pieces, the mark, the number. */
function touchAnswer(touch: NumericTouch, answer: string): StudentAnswer {
  const value = parseNumber(answer);
  if (touch.touch === "money") return { pieces: fewestPieces(Number(value?.n ?? 0), touch) };
  if (touch.touch === "point") {
    const tick = Array.from({ length: touch.gaps + 1 }, (_, i) => pointValue(touch, i)).findIndex(
      ({ n, d }) => !!value && BigInt(n) * value.d === value.n * BigInt(d),
    );
    return { tick: Math.max(0, tick) };
  }
  return answer;
}

/** A fraction as a mixed number's boxes (23/18: 1, 5, 18); a proper or whole one as it is. */
function mixedParts({ numerator, denominator }: { numerator: number; denominator: number }): StudentAnswer {
  const whole = Math.trunc(numerator / denominator);
  const rest = Math.abs(numerator % denominator);
  if (whole === 0 || rest === 0) return { numerator, denominator };
  return { whole, numerator: rest, denominator };
}
