import { answerText } from "../answer-text.ts";
import { sameExpression } from "../expression/equivalent.ts";
import { type ExpressionForm, inExpressionForm } from "../expression/forms.ts";
import { parseExpression } from "../expression/parse.ts";
import type { Verdict } from "./types.ts";
import { verdict, type WrongAnswers } from "./verdict.ts";

/**
 * An expression or equation answer, graded by value: any equivalent form is right (`2(x+1)` for
 * `2x + 2`) unless the question asks for a form, and then only an equivalent in that form. Never by
 * comparing strings. A text the reader refuses is a wrong answer, not an error.
 */
export type ExpressionKey = { answer: string; form?: ExpressionForm | undefined };

export function matchesExpression(given: string, key: ExpressionKey): boolean {
  const typed = parseExpression(given);
  const expected = parseExpression(key.answer);
  if (!typed || !expected) return false;
  if (key.form && !inExpressionForm(typed, key.form, expected)) return false;
  return sameExpression(typed, expected, `${answerText(given)}\u0000${key.answer}`);
}

export function gradeExpression(given: string, key: ExpressionKey, wrongAnswers?: WrongAnswers): Verdict {
  return verdict(matchesExpression(given, key), wrongAnswers, (answer) =>
    matchesExpression(given, { answer }),
  );
}
