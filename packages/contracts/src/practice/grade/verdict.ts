import type { Verdict } from "./types.ts";

/** The wrong answers an author foresaw, each with the misconception it reveals. */
export type WrongAnswers = readonly { answer: string; misconception: string }[] | undefined;

/**
 * Every grader's verdict: right when the answer matched the key; else wrong, with the misconception
 * of the first foreseen wrong answer that `matchesWrong` says it is (none: plainly wrong).
 */
export function verdict(
  right: boolean,
  wrongAnswers: WrongAnswers,
  matchesWrong: (wrongAnswer: string) => boolean,
): Verdict {
  if (right) return { correct: true };
  const foreseen = wrongAnswers?.find((wrong) => matchesWrong(wrong.answer));
  return foreseen ? { correct: false, misconception: foreseen.misconception } : { correct: false };
}
