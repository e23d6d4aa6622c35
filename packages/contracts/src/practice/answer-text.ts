/**
 * A typed answer made comparable: bounded first, then every digit read whatever its script, the
 * signs a phone keyboard offers read as the signs they stand for, then NFKC — but never letting
 * NFKC turn a sign into a digit that changes the value (`1½` would become `11⁄2`, `5²` `52`).
 */

/** The longest answer text read at all; anything longer is no answer (no pattern runs on it). */
export const ANSWER_TEXT_READ_MAX = 60;

/**
 * The zero of every decimal digit run a child in India may type: Devanagari, Bengali, Gurmukhi,
 * Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Ol Chiki, Meetei Mayek, the Arabic-Indic and
 * extended Arabic-Indic digits (Urdu, Kashmiri, Sindhi), and full-width digits. Each run is the
 * ten digits 0–9 in order.
 */
export const DIGIT_ZEROS = [
  0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x1c50, 0xabf0, 0x0660, 0x06f0,
  0xff10,
] as const;

function latinDigit(code: number): string | null {
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return null;
}

/** Characters read before NFKC, whose NFKC form would misread them. */
const BEFORE_NFKC: Record<string, string> = {
  "\u00ba": "°", // º, the ordinal sign phone keyboards give for a degree (NFKC: "o")
  "\u02da": "°", // ˚ ring above
  "\u00b2": "^2", // ² in cm² (NFKC: "2", which would make 120cm² read 120cm2 but 5² read 52)
  "\u00b3": "^3",
  "\u33a0": "cm^2", // ㎠
  "\u33a1": "m^2", // ㎡
  "\u339d": "cm", // ㎝
  "\u339c": "mm", // ㎜
  "\u339e": "km", // ㎞
  "\u20a8": "rs", // ₨
};
/** A vulgar fraction (½, ¾, ⅓ …) is its own fraction: `1½` is one and a half, never 11/2. */
const VULGAR_FRACTION = /[\u00bc-\u00be\u2150-\u215e]/u;

/** Minus signs (hyphen, en dash, U+2212 minus, heavy minus), slashes and the division sign. */
const MINUS = /[\u2010\u2011\u2012\u2013\u2212\u2796\ufe63\uff0d]/g;
const SLASH = /[\u2044\u2215\u00f7\uff0f]/g;

/**
 * The answer as comparable text: Latin digits, one minus, one slash, single spaces, lower case,
 * trimmed; null when it is too long, or holds a character whose NFKC form is a digit it is not
 * (superscripts, circled numbers, Roman numerals: unreadable rather than misread).
 */
export function answerText(text: string): string | null {
  if (text.length > ANSWER_TEXT_READ_MAX) return null;
  let mapped = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const digit = latinDigit(code);
    if (digit !== null) {
      mapped += digit;
      continue;
    }
    const before = BEFORE_NFKC[char];
    if (before !== undefined) {
      mapped += before;
      continue;
    }
    if (VULGAR_FRACTION.test(char)) {
      mapped += ` ${char.normalize("NFKC").replace("\u2044", "/")} `;
      continue;
    }
    if (code > 0x7f && /[0-9]/.test(char.normalize("NFKC"))) return null;
    mapped += char;
  }
  const normal = mapped.normalize("NFKC");
  // NFKC may lengthen a text (one sign can become many letters): bound it again.
  if (normal.length > ANSWER_TEXT_READ_MAX * 2) return null;
  return normal.replace(MINUS, "-").replace(SLASH, "/").replace(/\s+/g, " ").trim().toLowerCase();
}
