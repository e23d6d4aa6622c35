import { type Expr, parseExpression } from "./parse.ts";

/**
 * An expression read aloud, for a screen reader and the Listen button: `x^2 - 9` is "x squared
 * minus 9", `(x-3)(x+3)` "bracket x minus 3 close bracket times bracket x plus 3 close bracket",
 * and in Hindi "x का वर्ग घटा 9". Null when the text is not an expression the reader takes (the
 * caller then shows the text as it is).
 */
export type SpeechLanguage = "en" | "hi";

const WORDS = {
  en: {
    plus: "plus",
    minus: "minus",
    times: "times",
    over: "over",
    equals: "equals",
    negative: "minus",
    open: "bracket",
    close: "close bracket",
    squared: (base: string) => `${base} squared`,
    cubed: (base: string) => `${base} cubed`,
    power: (base: string, k: number) => `${base} to the power ${k}`,
  },
  hi: {
    plus: "धन",
    minus: "घटा",
    times: "गुणा",
    over: "बटा",
    equals: "बराबर",
    negative: "ऋण",
    open: "कोष्ठक",
    close: "कोष्ठक बंद",
    squared: (base: string) => `${base} का वर्ग`,
    cubed: (base: string) => `${base} का घन`,
    power: (base: string, k: number) => `${base} की घात ${k}`,
  },
} as const;

function words(e: Expr, w: (typeof WORDS)[SpeechLanguage]): string {
  switch (e.op) {
    case "num":
      return e.text.startsWith(".") ? `0${e.text}` : e.text;
    case "var":
      return e.name;
    case "neg":
      return `${w.negative} ${words(e.arg, w)}`;
    case "group":
      return `${w.open} ${words(e.arg, w)} ${w.close}`;
    case "pow": {
      const base = words(e.base, w);
      return e.exponent === 2
        ? w.squared(base)
        : e.exponent === 3
          ? w.cubed(base)
          : w.power(base, e.exponent);
    }
    case "add":
      return `${words(e.left, w)} ${w.plus} ${words(e.right, w)}`;
    case "sub":
      return `${words(e.left, w)} ${w.minus} ${words(e.right, w)}`;
    case "div":
      return `${words(e.left, w)} ${w.over} ${words(e.right, w)}`;
    case "mul": {
      // A number times a letter is read as written ("3 x"); any other product says "times".
      const plain = e.implicit && e.left.op === "num" && (e.right.op === "var" || e.right.op === "pow");
      return `${words(e.left, w)} ${plain ? "" : `${w.times} `}${words(e.right, w)}`;
    }
  }
}

export function speakExpression(text: string, language: SpeechLanguage = "en"): string | null {
  const parsed = parseExpression(text);
  if (!parsed) return null;
  const w = WORDS[language];
  const left = words(parsed.left, w);
  return parsed.right ? `${left} ${w.equals} ${words(parsed.right, w)}` : left;
}
