import type { FontName } from "./fonts.ts";

/**
 * A line of mixed scripts cut into runs, each in the face that has its letters: Devanagari (and the
 * rupee sign and the dandas, which the Devanagari part carries) in the Devanagari face, the rest in
 * the Latin one. The PDF library shapes each run itself (conjuncts, vowel signs in their place).
 */
export type Run = { text: string; font: FontName };

const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u20b9\u1cd0-\u1cff]/;

export function scriptRuns(text: string, bold = false): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    // A space stays in the run it is in (fewer switches); digits and signs are the Latin face's
    // (the Devanagari part has no digits or punctuation of its own).
    const neutral = /\s/.test(char);
    const base = DEVANAGARI.test(char) ? "devanagari" : "latin";
    const last = runs.at(-1);
    const font = (neutral && last ? last.font : bold ? `${base}Bold` : base) as FontName;
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** Text for paper: HTML tags and TeX commands out, fractions as a/b, entities read. */
export function plainText(source: string): string {
  return source
    .replace(/<[^>]{0,500}>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\\(?:times|cdot)/g, "×")
    .replace(/\\div/g, "÷")
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, "$1/$2")
    .replace(/\\sqrt\{([^}]*)\}/g, "√$1")
    .replace(/\\[a-zA-Z]+/g, " ")
    .replace(/[${}\\]/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}
