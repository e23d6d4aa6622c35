import { hasControlCharacters, hasInvisibleCharacters } from "@ganit/contracts";
import { describe, expect, it } from "vitest";

/**
 * Which characters a text field refuses as control characters (packages/contracts/src/common.ts),
 * over every code unit of the Basic Multilingual Plane: C0 and C1 controls, DEL, the line and
 * paragraph separators, and half a surrogate pair; a text of several lines keeps tab and line breaks.
 */
const isRefusedControl = (code: number, multiLine: boolean) =>
  multiLine && [0x09, 0x0a, 0x0d].includes(code)
    ? false
    : code <= 0x1f ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff);

describe("control characters", () => {
  it("refuses exactly the listed code units, on one line and on several, wherever they stand", () => {
    const wrong: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      for (const multiLine of [false, true])
        for (const text of [`a${char}b`, char, `${"x".repeat(3000)}${char}`])
          if (hasControlCharacters(text, multiLine) !== isRefusedControl(code, multiLine))
            wrong.push(`U+${code.toString(16)} ${multiLine ? "multi-line" : "one line"}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("keeps a whole surrogate pair (an emoji) and refuses either half alone or swapped", () => {
    expect(hasControlCharacters("well done 👍")).toBe(false);
    expect(hasControlCharacters("🙂🙂", true)).toBe(false);
    expect(hasControlCharacters("a\ud83db")).toBe(true);
    expect(hasControlCharacters("a\udc4db")).toBe(true);
    expect(hasControlCharacters("\udc4d\ud83d")).toBe(true);
    expect(hasControlCharacters("👍\ud83d")).toBe(true);
    expect(hasControlCharacters("line one\nline two\ttab\r\n", true)).toBe(false);
    expect(hasControlCharacters("line one\nline two")).toBe(true);
  });
});

/**
 * Which characters a text field refuses as invisible (packages/contracts/src/common.ts), over every
 * code unit of the Basic Multilingual Plane, between two letters and at either end: exactly the
 * characters listed here, and a zero-width (non-)joiner only where no letter or mark stands beside it.
 */
const REFUSED: readonly [number, number, string][] = [
  [0x00ad, 0x00ad, "soft hyphen"],
  [0x034f, 0x034f, "combining grapheme joiner"],
  [0x061c, 0x061c, "Arabic letter mark"],
  [0x115f, 0x1160, "Hangul choseong and jungseong fillers"],
  [0x17b4, 0x17b5, "Khmer inherent vowels"],
  [0x180e, 0x180e, "Mongolian vowel separator"],
  [0x200b, 0x200b, "zero-width space"],
  [0x200e, 0x200f, "left-to-right and right-to-left marks"],
  [0x202a, 0x202e, "bidirectional embeddings and overrides"],
  [0x2060, 0x2064, "word joiner and invisible operators"],
  [0x2066, 0x206f, "bidirectional isolates and deprecated format characters"],
  [0x3164, 0x3164, "Hangul filler"],
  [0xfeff, 0xfeff, "byte-order mark"],
  [0xffa0, 0xffa0, "halfwidth Hangul filler"],
];
const JOINERS = [0x200c, 0x200d];

describe("invisible characters", () => {
  it("refuses exactly the listed characters, wherever they stand", () => {
    const wrong: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (JOINERS.includes(code)) continue;
      const char = String.fromCharCode(code);
      const listed = REFUSED.some(([from, to]) => code >= from && code <= to);
      for (const text of [`a${char}b`, char, `${char}क`, `क${char}`])
        if (hasInvisibleCharacters(text) !== listed)
          wrong.push(`U+${code.toString(16)} in ${JSON.stringify(text)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("keeps a zero-width joiner between letters and marks (Hindi's half forms) and refuses it alone", () => {
    for (const joiner of JOINERS.map((code) => String.fromCharCode(code))) {
      expect(hasInvisibleCharacters(`क्${joiner}ष`)).toBe(false);
      expect(hasInvisibleCharacters(`a${joiner}b`)).toBe(false);
      expect(hasInvisibleCharacters(joiner)).toBe(true);
      expect(hasInvisibleCharacters(`a ${joiner}b`)).toBe(true);
      expect(hasInvisibleCharacters(`a${joiner} b`)).toBe(true);
    }
  });

  it("finds one in a long text, as a question with its drawn figure is", () => {
    const figure = `<svg viewBox="0 0 200 100">${'<line x1="0" y1="0" x2="10" y2="10"/>'.repeat(400)}</svg>`;
    expect(hasInvisibleCharacters(`Find x. ${figure}`)).toBe(false);
    expect(hasInvisibleCharacters(`Find x. ${figure}\u200b`)).toBe(true);
  });
});
