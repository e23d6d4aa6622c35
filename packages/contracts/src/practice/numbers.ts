/**
 * Reading what a child typed as a number: digits in Devanagari or Latin, a sign, a decimal point
 * (`.5`), a fraction (`1/2`), a mixed number (`1 1/2`), Indian or Western digit grouping (`2,53,000`).
 * Exact: values are kept as fractions of big integers, so 0.1 + 0.2 never differs from 0.3.
 */
export type Rational = { n: bigint; d: bigint };

const DEVANAGARI_ZERO = 0x0966;

/** One written form for comparing answers: Latin digits, no spaces, lower case, one kind of slash and minus. */
export function normaliseAnswerText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u0966-\u096f]/g, (digit) =>
      String((digit.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO),
    )
    .replace(/[\u2044\u2215÷]/g, "/")
    .replace(/[\u2212\u2013]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const gcd = (a: bigint, b: bigint): bigint => {
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

const DECIMAL = /^(\d*)(?:\.(\d+))?$/;

function parseUnsignedDecimal(text: string): Rational | null {
  const plain = text.replace(/,(?=\d)/g, "");
  const match = DECIMAL.exec(plain);
  if (!match || (match[1] === "" && match[2] === undefined)) return null;
  const whole = match[1] || "0";
  const fraction = match[2] ?? "";
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/** The value of a written number, or null when it is not one. */
export function parseNumber(text: string): Rational | null {
  const value = normaliseAnswerText(text);
  if (value.length === 0 || value.length > 60) return null;
  const negative = value.startsWith("-");
  const body = (negative ? value.slice(1) : value).trim();
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(body);
  let result: Rational | null = null;
  if (mixed) {
    const [, whole = "0", top = "0", bottom = "1"] = mixed;
    if (BigInt(bottom) === 0n) return null;
    result = rational(BigInt(whole) * BigInt(bottom) + BigInt(top), BigInt(bottom));
  } else if (body.includes("/")) {
    const [top = "", bottom = "", extra] = body.split("/").map((part) => part.trim());
    const numerator = parseUnsignedDecimal(top);
    const denominator = parseUnsignedDecimal(bottom);
    if (extra !== undefined || !numerator || !denominator || denominator.n === 0n) return null;
    result = rational(numerator.n * denominator.d, numerator.d * denominator.n);
  } else {
    result = parseUnsignedDecimal(body.replace(/ /g, ""));
  }
  if (!result) return null;
  return negative ? rational(-result.n, result.d) : result;
}

export const sameValue = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d;

/** Whether a text is a written number (the author's answers are checked with it). */
export const isNumberText = (text: string) => parseNumber(text) !== null;
