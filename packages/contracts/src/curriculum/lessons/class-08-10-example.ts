import type { WorkedExample } from "./model.ts";

/**
 * A worked example of the Classes 8–10 lesson pages written in one call: the question, its steps and
 * its answer in English and Hindi, and the arithmetic a test checks (`expression` equals `value`).
 */
export const example = (
  question: readonly [en: string, hi: string],
  steps: readonly [en: readonly string[], hi: readonly string[]],
  answer: readonly [en: string, hi: string],
  expression: string,
  value: string,
): WorkedExample => ({
  question: { en: question[0], hi: question[1] },
  steps: { en: steps[0], hi: steps[1] },
  answer: { en: answer[0], hi: answer[1] },
  check: { expression, value },
});
