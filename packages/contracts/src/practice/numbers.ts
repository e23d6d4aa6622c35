import { PERCENT_SPELLINGS, UNITS, type UnitId } from "./answer-forms.ts";
import { answerText } from "./answer-text.ts";

/**
 * Reading what a child typed as a number (docs/adr/0451-answer-spellings.md): digits in any Indian
 * script, a sign, a decimal point (`.5`), a fraction (`1/2`), a mixed number (`1 1/2`), Indian or
 * Western digit grouping with commas (`2,53,000`, `253,000`), and the question's unit (`120 cm²`).
 * A space counts only where it cannot change the value: at the ends, around the slash, after the
 * sign, beside a unit, and as the one space of a mixed number. `4 0` and `2 53 000` are no number.
 * Exact: values are kept as fractions of big integers, so 0.1 + 0.2 never differs from 0.3.
 */
export type Rational = { n: bigint; d: bigint };

/** The greatest common divisor of two big integers (never negative). */
export const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function rational(n: bigint, d: bigint): Rational {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const sameValue = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d;

/** How a number is written; `text` is its spelling without sign, grouping, spaces or unit. */
export type WrittenNumber = {
  shape: "whole" | "decimal" | "fraction" | "mixed";
  negative: boolean;
  /** The spelling compared with the author's forms: `-1 5/18`, `0.60`, `253000`. */
  text: string;
  value: Rational;
  /** Fraction and mixed: numerator and denominator share no factor. */
  lowestTerms: boolean;
};

/** Digits, or digits grouped with commas in the Indian (2,53,000) or Western (253,000) way. */
const WHOLE = "(\\d{1,3}(?:,\\d{3})+|\\d{1,2}(?:,\\d{2})*,\\d{3}|\\d+)";
const DECIMAL = new RegExp(`^(?:${WHOLE}?\\.(\\d+)|${WHOLE})$`);
const FRACTION = new RegExp(`^${WHOLE} ?/ ?${WHOLE}$`);
const MIXED = new RegExp(`^${WHOLE} ${WHOLE} ?/ ?${WHOLE}$`);

const digits = (grouped: string) => grouped.replace(/,/g, "");

function unsigned(body: string): Omit<WrittenNumber, "negative"> | null {
  const decimal = DECIMAL.exec(body);
  if (decimal) {
    const [, whole, fraction, plain] = decimal;
    if (plain !== undefined) {
      const text = digits(plain);
      return { shape: "whole", text, value: rational(BigInt(text), 1n), lowestTerms: true };
    }
    const head = digits(whole ?? "");
    const tail = fraction ?? "";
    return {
      shape: "decimal",
      text: `${head}.${tail}`,
      value: rational(BigInt(head + tail), 10n ** BigInt(tail.length)),
      lowestTerms: true,
    };
  }
  const fraction = FRACTION.exec(body);
  if (fraction) {
    const top = BigInt(digits(fraction[1] ?? ""));
    const bottom = BigInt(digits(fraction[2] ?? ""));
    if (bottom === 0n) return null;
    return {
      shape: "fraction",
      text: `${top}/${bottom}`,
      value: rational(top, bottom),
      lowestTerms: gcd(top, bottom) === 1n,
    };
  }
  const mixed = MIXED.exec(body);
  if (mixed) {
    const whole = BigInt(digits(mixed[1] ?? ""));
    const top = BigInt(digits(mixed[2] ?? ""));
    const bottom = BigInt(digits(mixed[3] ?? ""));
    // A mixed number's fraction is proper and not zero: `1 23/18` is not one way of writing 41/18.
    if (whole === 0n || top === 0n || top >= bottom) return null;
    return {
      shape: "mixed",
      text: `${whole} ${top}/${bottom}`,
      value: rational(whole * bottom + top, bottom),
      lowestTerms: gcd(top, bottom) === 1n,
    };
  }
  return null;
}

const spellings = (list: readonly string[]) =>
  list
    .map((spelling) => answerText(spelling) ?? "")
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
const UNIT_AFTER = Object.fromEntries(
  Object.entries(UNITS).map(([id, unit]) => [id, spellings(unit.after)]),
) as Record<UnitId, string[]>;
const UNIT_BEFORE = Object.fromEntries(
  Object.entries(UNITS).map(([id, unit]) => [id, spellings(unit.before)]),
) as Record<UnitId, string[]>;
const PERCENT = spellings(PERCENT_SPELLINGS);

/** What may stand beside the number: the question's unit, or "percent" when it asks for a percentage. */
export type Reading = { unit?: UnitId | undefined; percent?: boolean | undefined };

/** The text without the unit: one spelling before the number (`₹42`), one after (`42 cm`, `Rs 42/-`). */
function withoutUnit(text: string, reading: Reading): string {
  const after = [...(reading.unit ? UNIT_AFTER[reading.unit] : []), ...(reading.percent ? PERCENT : [])];
  const before = reading.unit ? UNIT_BEFORE[reading.unit] : [];
  const sign = text.startsWith("-") ? "-" : "";
  let rest = text.slice(sign.length).trimStart();
  const prefix = before.find((spelling) => rest.startsWith(spelling));
  if (prefix) rest = rest.slice(prefix.length).trimStart();
  const suffix = after.find((spelling) => rest.endsWith(spelling));
  if (suffix) rest = rest.slice(0, -suffix.length).trimEnd();
  return `${sign}${rest}`;
}

/** A typed answer read as a number, with the unit the reading allows; null when it is not one. */
export function readNumber(typed: string, reading: Reading = {}): WrittenNumber | null {
  const text = answerText(typed);
  if (!text) return null;
  const bare = withoutUnit(text, reading);
  const negative = bare.startsWith("-");
  const body = negative ? bare.slice(1).trimStart() : bare;
  const number = unsigned(body);
  if (!number) return null;
  return {
    ...number,
    negative,
    text: `${negative ? "-" : ""}${number.text}`,
    value: negative ? rational(-number.value.n, number.value.d) : number.value,
  };
}

/** The value of a written number (no unit), or null when it is not one. */
export function parseNumber(text: string): Rational | null {
  return readNumber(text)?.value ?? null;
}

/** Whether a text is a written number (the author's answers are checked with it). */
export const isNumberText = (text: string) => parseNumber(text) !== null;

/**
 * The places of a whole number in the Indian system, from the ones up: what a place-value question
 * names and what a column of the written sum is labelled with on the touch screen.
 */
export const INDIAN_PLACES = [
  "ones",
  "tens",
  "hundreds",
  "thousands",
  "tenThousands",
  "lakhs",
  "tenLakhs",
  "crores",
  "tenCrores",
] as const;
