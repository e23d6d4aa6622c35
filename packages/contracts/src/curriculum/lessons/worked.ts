import type { Bilingual, WorkedExample } from "./model.ts";

/** A worked example written compactly: question, steps and answer in both languages, and its check. */
export const worked = (
  question: Bilingual,
  steps: { en: string[]; hi: string[] },
  answer: Bilingual,
  expression: string,
  value: string,
): WorkedExample => ({ question, steps, answer, check: { expression, value } });
