import { answerText } from "../answer-text.ts";
import { type Rational, rational } from "../numbers.ts";

/**
 * Reading a typed expression or equation (`3x + 2`, `2(x+1)`, `x^2 - 9`, `(x-3)(x+3)`, `2x + 3 = 11`)
 * as a tree. Hand-written and linear: the text is bounded first (answerText: 60 characters, every
 * script's digits, the minus and division signs, `²` as `^2`), then scanned once into tokens and
 * parsed by recursive descent, no regular expression over the whole text. Implicit multiplication
 * after a number, a letter or a bracket (`2x`, `3(x+1)`, `(x-3)(x+3)`, `xy`); a unary minus;
 * powers with a whole exponent from 0 to 9. Anything else is refused (null), never guessed: a number
 * after a letter or a bracket (`x2`), two numbers side by side (`2 3`), `**`, an empty bracket.
 */
export type Expr =
  | { op: "num"; value: Rational; text: string }
  | { op: "var"; name: string }
  | { op: "neg"; arg: Expr }
  | { op: "group"; arg: Expr }
  | { op: "add" | "sub" | "mul" | "div"; left: Expr; right: Expr; implicit?: boolean }
  | { op: "pow"; base: Expr; exponent: number };

/** An expression, or an equation when `right` is there. */
export type Parsed = { left: Expr; right?: Expr };

export const EXPONENT_MAX = 9;
const DIGITS_MAX = 12;
const DEPTH_MAX = 20;

type Token =
  | { t: "num"; value: Rational; text: string }
  | { t: "var"; name: string }
  | { t: "op"; op: "+" | "-" | "*" | "/" | "^" | "(" | ")" | "=" };

const OPERATORS: Record<string, "+" | "-" | "*" | "/" | "^" | "(" | ")" | "="> = {
  "+": "+",
  "-": "-",
  "*": "*",
  "×": "*",
  "·": "*",
  "⋅": "*",
  "/": "/",
  "^": "^",
  "(": "(",
  ")": ")",
  "[": "(",
  "]": ")",
  "=": "=",
};

const isDigit = (c: string) => c >= "0" && c <= "9";
const isLetter = (c: string) => c >= "a" && c <= "z";

/** The tokens of a normalised text, or null at the first character that is not maths. */
function tokens(text: string): Token[] | null {
  const list: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === " ") {
      i++;
      continue;
    }
    if (isDigit(c) || c === ".") {
      let j = i;
      while (j < text.length && isDigit(text[j] as string)) j++;
      let whole = text.slice(i, j);
      let fraction = "";
      if (text[j] === ".") {
        const start = ++j;
        while (j < text.length && isDigit(text[j] as string)) j++;
        fraction = text.slice(start, j);
        if (fraction === "") return null;
      }
      if (whole === "") whole = "0";
      if (whole.length + fraction.length > DIGITS_MAX) return null;
      // Two numbers side by side (`2 3`, `2.5.1`) are refused: a space never multiplies numbers.
      if (list.at(-1)?.t === "num") return null;
      const value = rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
      list.push({ t: "num", value, text: text.slice(i, j) });
      i = j;
    } else if (isLetter(c)) {
      list.push({ t: "var", name: c });
      i++;
    } else {
      const op = OPERATORS[c];
      if (!op) return null;
      list.push({ t: "op", op });
      i++;
    }
  }
  return list;
}

class Refused extends Error {}

function parser(list: Token[]) {
  let at = 0;
  let depth = 0;
  const peek = () => list[at];
  const isOp = (token: Token | undefined, op: string) => token?.t === "op" && token.op === op;
  const take = (op: string) => {
    if (!isOp(peek(), op)) throw new Refused();
    at++;
  };

  function expression(): Expr {
    let left = term();
    for (;;) {
      const token = peek();
      if (isOp(token, "+") || isOp(token, "-")) {
        at++;
        left = { op: isOp(token, "+") ? "add" : "sub", left, right: term() };
      } else return left;
    }
  }

  function term(): Expr {
    let left = unary();
    for (;;) {
      const token = peek();
      if (isOp(token, "*") || isOp(token, "/")) {
        at++;
        left = { op: isOp(token, "*") ? "mul" : "div", left, right: unary() };
      } else if (token?.t === "var" || isOp(token, "(")) {
        left = { op: "mul", left, right: power(), implicit: true };
      } else if (token?.t === "num") {
        // `x2`, `(x+1)2`: a number after a letter or a bracket is no way of writing a product.
        throw new Refused();
      } else return left;
    }
  }

  function unary(): Expr {
    const token = peek();
    if (isOp(token, "-") || isOp(token, "+")) {
      at++;
      if (++depth > DEPTH_MAX) throw new Refused();
      const arg = unary();
      depth--;
      return isOp(token, "-") ? { op: "neg", arg } : arg;
    }
    return power();
  }

  function power(): Expr {
    const base = primary();
    if (!isOp(peek(), "^")) return base;
    at++;
    const bracketed = isOp(peek(), "(");
    if (bracketed) at++;
    const token = peek();
    if (
      token?.t !== "num" ||
      token.value.d !== 1n ||
      token.value.n > BigInt(EXPONENT_MAX) ||
      token.text.includes(".")
    )
      throw new Refused();
    at++;
    if (bracketed) take(")");
    // `x^2^3` is refused rather than read one way or the other.
    if (isOp(peek(), "^")) throw new Refused();
    return { op: "pow", base, exponent: Number(token.value.n) };
  }

  function primary(): Expr {
    const token = peek();
    if (!token) throw new Refused();
    if (token.t === "num") {
      at++;
      return { op: "num", value: token.value, text: token.text };
    }
    if (token.t === "var") {
      at++;
      return { op: "var", name: token.name };
    }
    if (isOp(token, "(")) {
      at++;
      if (++depth > DEPTH_MAX) throw new Refused();
      const arg = expression();
      depth--;
      take(")");
      return { op: "group", arg };
    }
    throw new Refused();
  }

  function equation(): Parsed {
    const left = expression();
    if (!isOp(peek(), "=")) {
      if (at !== list.length) throw new Refused();
      return { left };
    }
    at++;
    const right = expression();
    if (at !== list.length) throw new Refused();
    return { left, right };
  }
  return equation;
}

/** A typed expression or equation as a tree, or null when it is not one this reader takes. */
export function parseExpression(typed: string): Parsed | null {
  const text = answerText(typed);
  if (!text) return null;
  const list = tokens(text);
  if (!list || list.length === 0) return null;
  try {
    return parser(list)();
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}

/** The letters an expression uses, in alphabetical order. */
export function variablesOf(parsed: Parsed): string[] {
  const names = new Set<string>();
  const walk = (e: Expr): void => {
    if (e.op === "var") names.add(e.name);
    else if (e.op === "neg" || e.op === "group") walk(e.arg);
    else if (e.op === "pow") walk(e.base);
    else if (e.op !== "num") {
      walk(e.left);
      walk(e.right);
    }
  };
  walk(parsed.left);
  if (parsed.right) walk(parsed.right);
  return [...names].sort();
}
