import type { Random } from "../../random.ts";
import { type Draft, gcd, keptWrongAnswers, type Param, say, steps, type Text } from "../define.ts";

/**
 * The Classes 6–7 generators each ask a few kinds of question, every kind in three levels of
 * difficulty: the one number a set passes runs 1, 2, 3 for the first kind's levels, 4, 5, 6 for the
 * second's, and so on, so a skill's three steps are one kind's three levels (docs/adr/0621-classes-6-7-generators-by-kind-and-level.md).
 */
export const kindBounds = (kinds: number) => steps(kinds * 3);

export function drawKind(random: Random, min: number, max: number) {
  const value = random.int(min, max);
  return { value, kind: Math.floor((value - 1) / 3), level: ((value - 1) % 3) + 1 };
}

/** A number as a child reads it, with a real minus sign: −7. */
export const show = (value: number) => (value < 0 ? `−${-value}` : `${value}`);
/** A number in brackets when negative, as a sum writes it: (−7) + 4. */
export const term = (value: number) => (value < 0 ? `(−${-value})` : `${value}`);

/** The named wrong answers, leaving out any that equal the key or an earlier one. */
export const foreseen = (key: string, wrongs: readonly (readonly [string, string | number])[]) =>
  keptWrongAnswers(
    key,
    wrongs.map(([misconception, answer]) => ({ answer, misconception: say(misconception) })),
    (answer) => String(answer) !== "NaN",
  );

type Texts = { prompt: Text; hint: Text; solution: Text };

/** A numeric question: the key as typed (ASCII minus), the named wrong answers by their message keys. */
export function numeric(
  value: number,
  texts: Texts,
  answer: number | string,
  wrongs: readonly (readonly [string, string | number])[],
  extra: { unit?: "degree" | "cm" | "cm2" | "m" | "rupee"; equivalents?: boolean } = {},
): Draft {
  const key = String(answer);
  return {
    values: [value],
    item: { kind: "numeric", ...texts, answer: key, ...extra, wrongAnswers: foreseen(key, wrongs) },
  };
}

/** A fraction question in lowest terms; the wrong answers written `n/d`. */
export function fraction(
  value: number,
  texts: Texts,
  numerator: number,
  denominator: number,
  wrongs: readonly (readonly [string, string])[],
): Draft {
  const g = gcd(numerator, denominator);
  const key = `${numerator / g}/${denominator / g}`;
  // A wrong answer worth the key (4/6 for 2/3) is no wrong answer.
  const worth = (text: string) => {
    const [n, d] = text.split("/").map(Number) as [number, number];
    return d > 0 && n * denominator !== d * numerator ? [] : [text];
  };
  return {
    values: [value],
    item: {
      kind: "fraction",
      ...texts,
      answer: { numerator: numerator / g, denominator: denominator / g },
      equivalents: true,
      wrongAnswers: foreseen(key, wrongs).filter((w) => worth(w.answer).length === 0),
    },
  };
}

/** A choice of options; `misconceptions` names the foreseen wrong options by their message keys. */
export function choice(
  value: number,
  texts: Texts,
  options: (string | Text)[],
  answer: number,
  misconceptions: (string | null)[],
): Draft {
  return {
    values: [value],
    item: {
      kind: "single",
      ...texts,
      options,
      answer,
      misconceptions: options.map((_, i) =>
        i !== answer && misconceptions[i] ? say(misconceptions[i]) : null,
      ),
    },
  };
}

/** Shorthand for the three texts of a question. */
export const texts = (
  prompt: string,
  hint: string,
  solution: string,
  params: Record<string, Param>,
): Texts => ({ prompt: say(prompt, params), hint: say(hint, params), solution: say(solution, params) });
