import type { AnswerForm, UnitId } from "../answer-forms.ts";
import { answerText } from "../answer-text.ts";
import { type Reading, readNumber, sameValue, type WrittenNumber } from "../numbers.ts";
import type { Verdict } from "./types.ts";
import { verdict, type WrongAnswers } from "./verdict.ts";

/**
 * Typed answers (numeric questions, blanks; fractions through their text). A number counts when it
 * is written as one of the author's forms (any digits' script, grouping, the unit or not), or as
 * its mixed-number twin (1 5/18 for 23/18, and the reverse); any other spelling of the same value
 * only where the author allows equivalents. A question that asks for a form (`form`) takes only
 * that form. A text that is no number (a word in a blank) counts only as the same words.
 */
export type TypedKey = {
  answer: string;
  accept?: readonly string[];
  equivalents?: boolean;
  form?: AnswerForm;
  unit?: UnitId;
};

const readingOf = (key: TypedKey): Reading => ({ unit: key.unit, percent: key.form === "percent" });

/** Whether a written number is in the form a question asks for. */
export function inForm(written: WrittenNumber, form: AnswerForm): boolean {
  switch (form) {
    case "decimal":
    case "percent":
      return written.shape === "whole" || written.shape === "decimal";
    case "fraction":
      return written.shape === "fraction" && written.lowestTerms;
    case "mixed": {
      const { n, d } = written.value;
      if (d === 1n) return written.shape === "whole";
      const proper = n < d && -n < d;
      return written.shape === (proper ? "fraction" : "mixed") && written.lowestTerms;
    }
  }
}

/** The same number written the other way: an improper fraction as a mixed number, and the reverse. */
function twin(written: WrittenNumber): string | null {
  const sign = written.negative ? "-" : "";
  const [head = "", bottom = ""] = written.text.replace("-", "").split("/");
  if (written.shape === "fraction") {
    const top = BigInt(head);
    const denominator = BigInt(bottom);
    const whole = top / denominator;
    const rest = top % denominator;
    return whole > 0n && rest > 0n ? `${sign}${whole} ${rest}/${denominator}` : null;
  }
  if (written.shape === "mixed") {
    const [whole = "", top = ""] = head.split(" ");
    const denominator = BigInt(bottom);
    return `${sign}${BigInt(whole) * denominator + BigInt(top)}/${denominator}`;
  }
  return null;
}

export function matchesTyped(given: string, key: TypedKey): boolean {
  const reading = readingOf(key);
  const forms = [key.answer, ...(key.accept ?? [])];
  const written = readNumber(given, reading);
  if (!written) {
    // Words: the same words, spaced and cased any way.
    const text = answerText(given);
    return !!text && forms.some((form) => !readNumber(form, reading) && answerText(form) === text);
  }
  if (key.form && !inForm(written, key.form)) return false;
  const keys = forms.flatMap((form) => readNumber(form, reading) ?? []);
  if (keys.some((form) => form.text === written.text)) return true;
  if (!key.form && keys.some((form) => twin(form) === written.text)) return true;
  // In lowest terms a fraction or a mixed number has one spelling: its value is enough.
  const valueCounts = key.equivalents || key.form === "fraction" || key.form === "mixed";
  const expected = readNumber(key.answer, reading);
  return !!valueCounts && !!expected && sameValue(written.value, expected.value);
}

export function gradeTyped(given: string, key: TypedKey, wrongAnswers?: WrongAnswers): Verdict {
  return verdict(matchesTyped(given, key), wrongAnswers, (answer) =>
    matchesTyped(given, { answer, equivalents: true, ...(key.unit ? { unit: key.unit } : {}) }),
  );
}

/** A typed answer as text (a keypad may send a number); null when it is neither. */
export function typedText(answer: unknown, max = 60): string | null {
  if (typeof answer === "number" && Number.isFinite(answer)) return String(answer);
  if (typeof answer === "string" && answer.length <= max) return answer;
  return null;
}
