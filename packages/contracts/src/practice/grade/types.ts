import type { ClockAnswer, ColumnsAnswer, PointAnswer, ShadeAnswer, TrayAnswer } from "../touch.ts";

/** What a student sends for one question, by kind (indices count in the order the options were shown). */
export type StudentAnswer =
  | string
  | number
  | readonly (string | number)[]
  | { whole?: number | string; numerator: number | string; denominator: number | string }
  | ClockAnswer
  | TrayAnswer
  | PointAnswer
  | ShadeAnswer
  | ColumnsAnswer;

/** A verdict: right or wrong, and the misconception a foreseen wrong answer reveals. */
export type Verdict = { correct: boolean; misconception?: string };
