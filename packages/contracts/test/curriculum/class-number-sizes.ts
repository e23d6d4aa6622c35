import type { PracticeItem } from "@ganit/contracts";
import type { WrittenItem } from "@ganit/contracts/practice/generators/render";

/**
 * The size of numbers each class works with, and the class each kind of number starts in, read from
 * NCERT's books (the chapters' main skills in docs/curriculum.md and the research aid
 * ncert-mathematics-chapters.md):
 * - Class 1, *Joyful Mathematics 1*: numbers to 99 (ch. 8 *Fun with Numbers*, "Numbers 21–99").
 * - Class 2, *Joyful Mathematics 2*: numbers to 100 (ch. 3 *Fun with Numbers*, "Numbers 1–100").
 * - Class 3, *Maths Mela 3*: three digits (ch. 6 and 9, *House of Hundreds* I and II).
 * - Class 4, *Maths Mela 4*: four digits (ch. 4 *Thousands Around Us*, ch. 10's 4-digit sums).
 * - Class 5, *Maths Mela 5*: five digits; lakhs only in ch. 1 *We the Travellers — I* (an exception).
 * - Class 6, *Ganita Prakash 6*: crores (under ten crore).
 * - Classes 7 and 8, *Ganita Prakash 7* ch. 1 *Large Numbers Around Us*: crores and arabs, billions.
 * - Fractions from Class 3 (ch. 8 *Fair Share*: halves and quarters); decimals from Class 7 (ch. 3
 *   *A Peek Beyond the Point*); negative numbers from Class 6 (ch. 10 *The Other Side of Zero*);
 *   percentages from Class 8 (ch. 8 *Fractions in Disguise*).
 * Classes 9 and 10 work with every kind of real number at any size, so no rule is kept for them.
 */
export const LARGEST_NUMBER: Record<number, number> = {
  1: 99,
  2: 100,
  3: 999,
  4: 9999,
  5: 99_999,
  6: 99_999_999,
  7: 99_999_999_999,
  8: 99_999_999_999,
};
export const FIRST_CLASS = { fraction: 3, decimal: 7, negative: 6, percent: 8 } as const;
export type NumberKind = keyof typeof FIRST_CLASS;

/** A chapter whose own subject needs bigger numbers or an earlier kind of number, and why. */
export type ChapterException = { largest?: number; kinds?: NumberKind[]; reason: string };

export const CHAPTER_EXCEPTIONS: Record<string, ChapterException> = {
  "ncert-c3-ch10": {
    largest: 9999,
    reason: "metres, kilograms and litres changed into the small unit: 4 L 255 mL is 4255 mL",
  },
  "ncert-c3-ch11": {
    largest: 9999,
    reason: "kilograms and litres changed into grams and millilitres: 1 kg is 1000 g",
  },
  "ncert-c4-ch06": { largest: 99_999, reason: "kilometres changed into metres: 15 km is 15,000 m" },
  "ncert-c4-ch07": {
    kinds: ["decimal"],
    reason: "rupees and paise written as on a price tag (₹80.50), read as rupees and paise, not as a decimal",
  },
  "ncert-c4-ch08": {
    largest: 99_999,
    reason: "kilograms and litres changed into grams and millilitres: 25 kg is 25,000 g",
  },
  "ncert-c5-ch01": { largest: 999_999, reason: "the chapter reads and writes numbers in lakhs" },
  "ncert-c5-ch04": {
    kinds: ["decimal"],
    reason:
      "rupees and paise written as on a price tag (₹126.70), read as rupees and paise, not as a decimal",
  },
};

/** The texts of a question a child reads and gives: the prompt, the figure's words and numbers, the key. */
export function questionTexts({ item, html }: WrittenItem): string[] {
  const figure = /<figure[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/figure>/.exec(html.prompt);
  const texts = [item.prompt];
  if (figure) {
    texts.push(figure[1] as string);
    // The drawing's own words and numbers: the text between its tags, not its coordinates.
    texts.push((figure[2] as string).replace(/<[^>]*>/g, " "));
  }
  const asked = item as PracticeItem;
  switch (asked.kind) {
    case "numeric":
    case "expression":
    case "time":
      texts.push(String(asked.answer));
      break;
    case "fraction":
      texts.push(`${asked.answer.numerator}/${asked.answer.denominator}`);
      break;
    case "single":
      texts.push(String(asked.options[asked.answer]));
      break;
    case "multiple":
      for (const at of asked.answer) texts.push(String(asked.options[at]));
      break;
    default:
      break;
  }
  return texts;
}

/** What in a question's texts is above what its chapter allows: "12,345 above 9,999", "a decimal". */
export function aboveChapter(
  texts: readonly string[],
  largest: number,
  kinds: ReadonlySet<NumberKind>,
): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    for (const written of text.match(/\d+(?:,\d+)*(?:\.\d+)?/g) ?? []) {
      const value = Number(written.replace(/,/g, ""));
      if (value > largest) problems.push(`${written} is above ${largest.toLocaleString("en-IN")}: ${text}`);
    }
    const found: Record<NumberKind, boolean> = {
      fraction: /\\frac|\d\/\d|[½¼¾⅓⅔]/.test(text),
      decimal: /\d\.\d/.test(text),
      negative: /(^|[\s($=,:])[-−]\d/.test(text),
      percent: /%/.test(text),
    };
    for (const kind of Object.keys(found) as NumberKind[])
      if (found[kind] && !kinds.has(kind)) problems.push(`a ${kind} before its class: ${text}`);
  }
  return problems;
}
