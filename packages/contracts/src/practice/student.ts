import type { PracticeItem, StoredItem } from "../practice.ts";
import type { AnswerForm } from "./answer-forms.ts";
import type { ExpressionForm } from "./expression/forms.ts";
import { parseExpression, variablesOf } from "./expression/parse.ts";
import { speakExpression } from "./expression/speak.ts";
import type { PracticeLocale } from "./generators/define.ts";
import { shownOrder } from "./random.ts";
import type { TouchSetup } from "./touch.ts";

/**
 * A question as a student receives it. In a quiz it carries no answer, accepted form, hint,
 * solution, misconception or seed, and a generator's question is not named by its seed: the server grades each answer as it arrives. In practice it carries
 * the grading key (`key`), hint and solution, so the phone grades offline with this same engine.
 */
export type StudentItem = {
  id: string;
  kind: PracticeItem["kind"];
  /**
   * Practice: the seed the question is shown with (send it back with the answer). Never in a quiz:
   * with the public shuffle it would give a matching or ordering question's right order away.
   */
  seed?: number;
  /** HTML (rendered when saved, or by the generator). */
  prompt: string;
  /** The prompt as plain text, for the Listen button. */
  text: string;
  options?: string[];
  blanks?: number;
  left?: string[];
  /** Matching: the right-hand side, in the order shown. */
  right?: string[];
  /** Ordering: the items, in the order shown. */
  items?: string[];
  hint?: string;
  solution?: string;
  /**
   * Numeric and fraction questions: the form the question asks for (its prompt says so already, so
   * it gives nothing away in a quiz). A fraction question without `fraction` offers a whole-part box.
   */
  form?: AnswerForm | ExpressionForm;
  /** A touch question: what its widget draws and offers (no answer; a quiz carries it too). */
  touch?: TouchSetup;
  /** Expression and solution questions: the letters the maths keypad offers (x and y at least). */
  variables?: string[];
  key?: PracticeItem;
};

const shown = (list: readonly string[] | undefined, order: readonly number[]) =>
  list ? order.map((i) => list[i] as string) : undefined;

/** TeX source without its `$` signs and commands, for a voice to read. */
export const speakable = (text: string) =>
  text
    .replace(/\\(?:times|cdot)/g, "×")
    .replace(/\\div/g, "÷")
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, "$1/$2")
    .replace(/\\[a-zA-Z]+/g, " ")
    .replace(/[${}\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A run of plain-text maths in a prompt (a generator writes "Factorise x² − 1." without `$`): single
 * letters, numbers, signs, brackets and powers, not starting inside a word. Linear: one character
 * class, each step one character.
 */
const PLAIN_MATHS = /(?<![\p{L}\p{M}])(?:[a-zA-Z](?![\p{L}\p{M}])|[0-9²³()+−×^*/=\- ])+/gu;
/**
 * A run is read as an expression when it has a letter and a sign, a bracket or a power, and no
 * function's name before a bracket (p(x) is not p times x: left as written).
 */
const ALGEBRA = /[a-zA-Z]/;
const SIGNED = /[²³()+−×^*/=-]/;
const FUNCTION_NAME = /[a-zA-Z]\(/;

/**
 * A prompt for a voice where its maths is an expression: each `$…$` this reader takes is read aloud
 * ("x squared minus 9"), and so is plain-text algebra ("x² − 1"), in Hindi when the prompt is
 * written in Devanagari; the rest as `speakable`.
 */
export function speakablePrompt(text: string): string {
  const language = /[\u0900-\u097f]/.test(text) ? "hi" : "en";
  const withTex = text.replace(
    /\$([^$]{1,60})\$/g,
    (whole, maths: string) => speakExpression(maths, language) ?? whole,
  );
  const withPlain = withTex.replace(PLAIN_MATHS, (run) => {
    const maths = run.trim();
    if (maths.length > 60 || !ALGEBRA.test(maths) || !SIGNED.test(maths) || FUNCTION_NAME.test(maths))
      return run;
    const words = speakExpression(maths, language);
    return words === null ? run : run.replace(maths, words);
  });
  return speakable(withPlain);
}

/** The letters a maths keypad offers for an expression or a solution question. */
function keypadLetters(item: PracticeItem): string[] {
  const letters = new Set(["x", "y"]);
  if (item.kind === "expression")
    for (const name of variablesOf(
      parseExpression(item.answer) ?? { left: { op: "num", value: { n: 0n, d: 1n }, text: "0" } },
    ))
      letters.add(name);
  if (item.kind === "solution") for (const name of item.variables ?? []) letters.add(name);
  return [...letters].sort();
}

/** Drops what a student never receives: the misconceptions (teacher's) and, in a quiz, every key. */
function gradingKey(item: StoredItem): PracticeItem {
  const {
    html: _html,
    hi: _hi,
    misconceptions: _m,
    wrongAnswers: _w,
    ...key
  } = item as StoredItem & {
    misconceptions?: unknown;
    wrongAnswers?: unknown;
  };
  return key as PracticeItem;
}

/** An item's HTML in a language: its Hindi version's texts where it has them, else the English. */
export function htmlIn(item: StoredItem, locale: PracticeLocale): StoredItem["html"] {
  const hindi = locale === "hi" ? item.html.hi : undefined;
  return hindi ? { ...item.html, ...hindi } : item.html;
}

/**
 * A question as a student receives it, in their language: an author's item with a Hindi version
 * shows its Hindi texts (each one it leaves out in English); a generated one was written in the
 * language when it was made.
 */
export function toStudentItem(
  item: StoredItem,
  seed: number,
  mode: "practice" | "quiz",
  locale: PracticeLocale = "en",
): StudentItem {
  const html = htmlIn(item, locale);
  const student: StudentItem = {
    id: item.id,
    kind: item.kind,
    ...(mode === "practice" ? { seed: seed >>> 0 } : {}),
    prompt: html.prompt,
    text:
      item.kind === "expression" || item.kind === "solution"
        ? speakablePrompt(locale === "hi" && item.hi ? item.hi.prompt : item.prompt)
        : speakable(locale === "hi" && item.hi ? item.hi.prompt : item.prompt),
  };
  if (item.kind === "expression" || item.kind === "solution") student.variables = keypadLetters(item);
  if (item.kind === "expression" && item.form) student.form = item.form;
  if (item.kind === "single" || item.kind === "multiple") student.options = html.options ?? [];
  if (item.kind === "blanks") student.blanks = item.blanks.length;
  if ((item.kind === "numeric" || item.kind === "fraction") && item.form) student.form = item.form;
  if ((item.kind === "numeric" || item.kind === "fraction" || item.kind === "plot") && item.touch)
    student.touch = item.touch;
  if (item.kind === "matching") {
    student.left = html.left ?? [];
    student.right = shown(html.right, shownOrder(item.pairs.length, seed));
  }
  if (item.kind === "ordering") student.items = shown(html.items, shownOrder(item.items.length, seed));
  if (mode === "practice") {
    if (html.hint) student.hint = html.hint;
    if (html.solution) student.solution = html.solution;
    student.key = gradingKey(item);
  }
  return student;
}
