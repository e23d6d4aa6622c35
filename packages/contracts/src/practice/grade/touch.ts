import { readNumber, sameValue } from "../numbers.ts";
import {
  type ClockAnswer,
  clockAnswer,
  columnsText,
  type NumericTouch,
  pointAnswer,
  pointValue,
  readTime,
  sameClockTime,
  trayAnswer,
  trayTotal,
} from "../touch.ts";
import { gradeTyped, type TypedKey, typedText } from "./text.ts";
import type { Verdict } from "./types.ts";
import { verdict, type WrongAnswers } from "./verdict.ts";

/**
 * Grading of touch answers (docs/adr/0651-touch-answers.md), each by value, never by the way it was
 * made: any notes and coins adding up to the amount, the point on the mark whose value is the key
 * (3/4 on a line of eighths is 6/8), the time the hands show. Null when the answer is not the
 * touch's shape (a made-up coin, a mark off the line): the server answers 400.
 */

/** A value graded against the key and each foreseen wrong answer by value alone. */
function byValue(value: { n: number; d: number }, key: string, wrongAnswers: WrongAnswers): Verdict {
  const given = { n: BigInt(value.n), d: BigInt(value.d) };
  const same = (text: string) => {
    const written = readNumber(text);
    return !!written && sameValue(written.value, given);
  };
  return verdict(same(key), wrongAnswers, same);
}

/**
 * A numeric question answered by touch. A tray and a line take only their own answer (their prompt
 * names the value: typing it would be copying); a column sum takes its digits or the number typed whole.
 */
export function gradeNumericTouch(
  touch: NumericTouch,
  answer: unknown,
  key: TypedKey,
  wrongAnswers: WrongAnswers,
): Verdict | null {
  switch (touch.touch) {
    case "money": {
      const tray = trayAnswer(answer, touch);
      return tray ? byValue({ n: trayTotal(tray), d: 1 }, key.answer, wrongAnswers) : null;
    }
    case "point": {
      const point = pointAnswer(answer, touch);
      return point ? byValue(pointValue(touch, point.tick), key.answer, wrongAnswers) : null;
    }
    case "columns": {
      const text = typedText(answer) ?? columnsText(answer);
      return text === null ? null : gradeTyped(text, key, wrongAnswers);
    }
  }
}

/** A time: the hands set on the clock, or `h:mm` typed. A time no clock shows is a wrong answer. */
export function gradeTime(answer: unknown, key: string, wrongAnswers: WrongAnswers): Verdict | null {
  const text = typedText(answer, 12);
  const given: ClockAnswer | null = text === null ? clockAnswer(answer) : readTime(text);
  if (text === null && given === null) return null;
  const expected = readTime(key);
  if (!given) return { correct: false };
  return verdict(!!expected && sameClockTime(given, expected), wrongAnswers, (answer) => {
    const time = readTime(answer);
    return !!time && sameClockTime(time, given);
  });
}
