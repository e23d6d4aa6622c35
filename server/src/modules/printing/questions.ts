import { randomInt } from "node:crypto";
import { type StoredItem, WORKSHEET_QUESTIONS } from "@ganit/contracts";
import { coordinatePlaneSvg } from "@ganit/contracts/practice/figures/coordinate-plane";
import {
  correctAnswer,
  generateItem,
  htmlIn,
  type PracticeLocale,
  shownOrder,
} from "@ganit/contracts/practice/index";
import type { PracticeSet } from "../practice/index.ts";
import { plainText } from "./pdf-text.ts";
import { SHEET_WORDS } from "./words.ts";

/** A question as paper shows it, in one language, with its answer for the key. */
export type PaperQuestion = {
  prompt: string;
  /** The question's figure as its generator drew it (SVG), painted on the paper. */
  figure?: string;
  /** What the figure shows, in words: printed where the figure cannot be painted. */
  picture?: string;
  /** Choices, a matching's two columns or an ordering's items, as shown (lettered a, b, c…). */
  options?: string[];
  left?: string[];
  right?: string[];
  /** A question with boxes for its answer: how many lines to leave. */
  answerLines: number;
  answer: string;
  /** The worked answer (the question's solution, where it has one) for a test paper's key. */
  solution?: string;
};

const LETTERS = "abcdefghij";
const letter = (index: number) => LETTERS[index] ?? String(index + 1);

type Texts = {
  prompt: string;
  options?: string[];
  pairs?: { left: string; right: string }[];
  items?: string[];
};

/** The item's own texts in the language: an author's Hindi version where it has one. */
function textsIn(item: StoredItem, locale: PracticeLocale): Texts {
  const base = item as StoredItem & Partial<Texts>;
  const hindi = locale === "hi" ? item.hi : undefined;
  return {
    prompt: hindi?.prompt ?? base.prompt,
    ...(base.options ? { options: hindi?.options ?? base.options } : {}),
    ...(base.pairs ? { pairs: hindi?.pairs ?? base.pairs } : {}),
    ...(base.items ? { items: hindi?.items ?? base.items } : {}),
  };
}

/** The figure of a rendered prompt (`<figure … aria-label="…"><svg>…</svg></figure>`): its SVG and its words. */
function figureOf(item: StoredItem, locale: PracticeLocale): { svg: string; words: string } | undefined {
  // A point to plot has no figure on the screen (the plane is the answer's widget): on paper the
  // child plots it on a blank plane of the same range.
  if (item.kind === "plot")
    return {
      svg: coordinatePlaneSvg({ points: [], range: item.touch }),
      words: SHEET_WORDS[locale].planeToPlot,
    };
  const html = item.html.prompt.slice(0, 200_000);
  const figure = /<figure[^>]{0,200}aria-label="([^"]{1,2000})"[^>]{0,200}>(<svg[\s\S]*?<\/svg>)/.exec(html);
  return figure ? { words: plainText(figure[1] as string), svg: figure[2] as string } : undefined;
}

/** What the key prints: the answer as a child writes it, a choice by its letter. */
function answerText(item: StoredItem, seed: number, texts: Texts): string {
  const answer = correctAnswer(item, seed);
  switch (item.kind) {
    case "single":
      return `(${letter(item.answer)}) ${plainText(texts.options?.[item.answer] ?? "")}`;
    case "multiple":
      return item.answer.map((index) => `(${letter(index)})`).join(", ");
    case "blanks":
      return item.blanks.map((blank) => blank.answer).join(", ");
    case "matching":
    case "ordering":
      return (answer as number[])
        .map((shown, index) => (item.kind === "matching" ? `${index + 1} – ${letter(shown)}` : letter(shown)))
        .join(", ");
    case "fraction": {
      const parts = answer as { whole?: number; numerator: number; denominator: number };
      return `${parts.whole !== undefined ? `${parts.whole} ` : ""}${parts.numerator}/${parts.denominator}`;
    }
    default:
      return String(answer);
  }
}

/** One question for paper, its choices in the order the seed shows them. */
export function paperQuestion(item: StoredItem, seed: number, locale: PracticeLocale): PaperQuestion {
  const texts = textsIn(item, locale);
  const figure = figureOf(item, locale);
  const question: PaperQuestion = {
    prompt: plainText(texts.prompt),
    ...(figure ? { figure: figure.svg, picture: figure.words } : {}),
    answerLines: item.kind === "solution" || item.kind === "expression" ? 2 : 1,
    answer: answerText(item, seed, texts),
  };
  const solution = htmlIn(item, locale).solution;
  if (solution) question.solution = plainText(solution);
  if (texts.options) question.options = texts.options.map(plainText);
  if (item.kind === "matching" && texts.pairs) {
    const order = shownOrder(texts.pairs.length, seed);
    question.left = texts.pairs.map((pair) => plainText(pair.left));
    question.right = order.map((index) => plainText(texts.pairs?.[index]?.right ?? ""));
  }
  if (item.kind === "ordering" && texts.items) {
    const order = shownOrder(texts.items.length, seed);
    question.options = order.map((index) => plainText(texts.items?.[index] ?? ""));
  }
  if (question.options || question.left) question.answerLines = 0;
  return question;
}

/**
 * A worksheet's questions: the set's own items first, then fresh questions from its generators in
 * turn (a new seed each), up to the sheet's number; a set of items only prints each of them once.
 */
export function worksheetQuestions(
  set: PracticeSet,
  locale: PracticeLocale,
  seedOf: () => number = () => randomInt(0, 0xffff_ffff),
): PaperQuestion[] {
  const questions = set.items.slice(0, WORKSHEET_QUESTIONS).map((item) => paperQuestion(item, 0, locale));
  const seen = new Set(questions.map((q) => q.prompt));
  let tries = 0;
  while (
    set.generators.length > 0 &&
    questions.length < WORKSHEET_QUESTIONS &&
    tries < WORKSHEET_QUESTIONS * 5
  ) {
    const index = tries % set.generators.length;
    const spec = set.generators[index];
    tries += 1;
    if (!spec) continue;
    const seed = seedOf();
    const question = paperQuestion(generateItem(spec, index, seed, locale), seed, locale);
    // Two of the same on one sheet teach nothing: a repeat is drawn again.
    if (seen.has(question.prompt + (question.picture ?? ""))) continue;
    seen.add(question.prompt + (question.picture ?? ""));
    questions.push(question);
  }
  return questions;
}
