import type { PracticeItem } from "../../practice.ts";
import type { Random } from "../random.ts";

/**
 * What one question generator is: its id and version, the numbers an author may choose, the classes
 * and skills it serves, the course families the editor groups it under, its texts in English and
 * Hindi, and the function that draws a question from a seed. Each generator is a file calling
 * `defineGenerator(head, bounds, generate)`: the head is its folder's `about(id, version, ...sets)`,
 * its words and catalogue facts (name, classes, skills, families, texts) read from its entry in the
 * folder's about.json (docs/adr/0746-generator-words-as-json-data.md,
 * docs/adr/0748-one-generator-head.md);
 * ./registry.ts lists them, and everything else (the set schema, the editor, the engine, the results,
 * the docs) reads that list. docs/adr/0461-generator-registry.md.
 */

/** The languages a generated question is written in. */
export const PRACTICE_LOCALES = ["en", "hi"] as const;
export type PracticeLocale = (typeof PRACTICE_LOCALES)[number];

/** A message of the generator's texts, with its parameters (numbers, or another message: "pens"). */
export type Text = { key: string; params?: Record<string, Param> };
export type Param = string | number | Text;
/** An option or list entry: a message, or a literal shown as it is (a number, a sign). */
export type Label = Text | string;

export const say = (key: string, params?: Record<string, Param>): Text =>
  params ? { key, params } : { key };

type TextFields =
  | "id"
  | "prompt"
  | "hint"
  | "solution"
  | "options"
  | "items"
  | "wrongAnswers"
  | "misconceptions";
/** An item with its texts as messages: what a generator returns, before it is written in a language. */
type Keyed<I> = Omit<I, TextFields> & {
  prompt: Text;
  hint?: Text;
  solution?: Text;
} & ("options" extends keyof I ? { options: Label[]; misconceptions?: (Text | null)[] } : unknown) &
  ("items" extends keyof I ? { items: Label[] } : unknown) &
  ("wrongAnswers" extends keyof I ? { wrongAnswers?: { answer: string; misconception: Text }[] } : unknown);

export type DraftItem = PracticeItem extends infer I ? (I extends PracticeItem ? Keyed<I> : never) : never;

export type Draft = {
  item: DraftItem;
  /** The numbers drawn inside the author's range (the tests check they stay in it). */
  values: number[];
  /**
   * A picture the question is about (a clock, coins): SVG drawn from the same seed by a pure
   * function, and its text alternative, which describes what is drawn without giving the answer.
   */
  figure?: { svg: string; alt: Text };
};

/**
 * Draws one question. `version` is the version the question is asked in: the current one for a new
 * question, an older one for an answer to a question made before the generator changed (a generator
 * keeps its older draws until no open attempt can name them).
 */
export type Generate = (random: Random, min: number, max: number, version: number) => Draft;

export type GeneratorBounds = {
  /** The smallest and largest value an author may choose for the drawn numbers. */
  min: number;
  max: number;
  /** The range used when the author gives none. */
  defaultMin: number;
  defaultMax: number;
  /** The least max − min for the generator to find its numbers (numbers ending in 5 need 10). */
  span?: number;
  /** The highest lower end (two angles of a triangle cannot both be over 89°). */
  minAtMost?: number;
};

export type GeneratorDefinition<Id extends string = string> = {
  id: Id;
  /**
   * Bumped whenever a seed would make a different question (other numbers, another key, other
   * options). A change of wording only (a hint, a translation) keeps it: the key stays the same.
   */
  version: number;
  /** The oldest version still answerable (its draw is kept in `generate`); the current one when absent. */
  oldestVersion?: number;
  name: { en: string; hi: string };
  bounds: GeneratorBounds;
  /** The school classes (1–10) whose children it is written for. */
  classes: readonly number[];
  /** What a child learns to do with it, as short stable names ("multiply-by-11"). */
  skills: readonly string[];
  /** The demo catalogue's course families it serves (the editor groups them by these). */
  families: readonly string[];
  /** Texts render `a/b` as stacked fractions. */
  fractions?: boolean;
  /** The messages, `{name}` marking a parameter; Hindi has every English key. */
  texts: { en: Record<string, string>; hi: Record<string, string> };
  generate: Generate;
};

/**
 * One generator: what it is (its folder's `about(id, version, ...sets)`, with `oldestVersion` or
 * `fractions` beside it where it has them), the numbers an author may choose, and how it draws.
 * Its Hindi must have every English key (a missing one is a type error).
 */
export function defineGenerator<const Id extends string, K extends string>(
  head: Omit<GeneratorDefinition<Id>, "texts" | "bounds" | "generate"> & {
    texts: { en: Record<K, string>; hi: Record<NoInfer<K>, string> };
  },
  bounds: GeneratorBounds,
  generate: Generate,
): GeneratorDefinition<Id> {
  return { ...head, bounds, generate };
}

/**
 * The bounds of a generator whose number is its step, one kind of question each
 * (docs/adr/0631-classes-8-10-generators-by-step.md): steps 1 to `count`, and 1 to `byDefault` when
 * the author chooses none.
 */
export const steps = (count: number, byDefault = count): GeneratorBounds => ({
  min: 1,
  max: count,
  defaultMin: 1,
  defaultMax: byDefault,
});

/** Messages several generators share (children's names, a story's words), in both languages. */
export type TextSet = { en: Record<string, string>; hi: Record<string, string> };
/** One generator's entry of its folder's about.json: what `defineGenerator` takes but its code. */
type AboutEntry = Pick<GeneratorDefinition, "name" | "classes" | "skills" | "families"> & {
  texts?: Partial<TextSet>;
};
/** The shared sets' messages of one language, joined in order. */
type Joined<Sets extends readonly TextSet[], L extends keyof TextSet> = Sets extends readonly [
  infer First extends TextSet,
  ...infer Rest extends readonly TextSet[],
]
  ? First[L] & Joined<Rest, L>
  : unknown;
type OwnTexts<E, L extends keyof TextSet> = E extends { texts: Record<L, infer T> } ? T : unknown;

/**
 * A folder's about.json read as generator heads: `about(id, version, ...sets)` is the generator's id and
 * version with its entry spread in, its texts the shared sets' messages and then its own (a later one
 * wins). What changes a draw (id, version, bounds, `generate`) stays in the generator's code; the
 * Hindi-for-every-English check still happens in `defineGenerator`, on the joined texts.
 */
export function catalogueEntries<Entries extends Record<string, AboutEntry>>(entries: Entries) {
  return <const Id extends keyof Entries & string, const Sets extends readonly TextSet[]>(
    id: Id,
    version: number,
    ...sets: Sets
  ) => {
    const entry = entries[id] as Entries[Id];
    const joined = (locale: keyof TextSet) =>
      Object.assign({}, ...sets.map((set) => set[locale]), entry.texts?.[locale]);
    return {
      id,
      version,
      ...entry,
      texts: {
        en: joined("en") as Joined<Sets, "en"> & OwnTexts<Entries[Id], "en">,
        hi: joined("hi") as Joined<Sets, "hi"> & OwnTexts<Entries[Id], "hi">,
      },
    };
  };
}

/**
 * The named wrong answers a numeric question keeps, each written as a child would type it: never
 * the key, each answer once, and only those its class group admits (whole and not negative for
 * Classes 1–3, a number with at most two decimals for Classes 8–10, …). Kept in the order named.
 */
export function keptWrongAnswers<A>(
  key: string,
  named: readonly { answer: A; misconception: Text }[],
  admits: (answer: A) => boolean,
  write: (answer: A) => string = String,
): { answer: string; misconception: Text }[] {
  const seen = new Set([key]);
  const kept: { answer: string; misconception: Text }[] = [];
  for (const wrong of named) {
    const answer = write(wrong.answer);
    if (seen.has(answer) || !admits(wrong.answer)) continue;
    seen.add(answer);
    kept.push({ answer, misconception: wrong.misconception });
  }
  return kept;
}

/** The greatest common divisor of two whole numbers (never negative): a fraction in lowest terms. */
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Thousands grouped the Indian way (1,00,000), as children see numbers in their books. */
export const indian = (value: number) => value.toLocaleString("en-IN");

/** `+ 3` or `− 3`: a signed step of a worked solution, with a real minus sign. */
export const signed = (value: number) => (value < 0 ? `− ${-value}` : `+ ${value}`);

/** A number in brackets when negative, as a worked solution writes a difference: (−2), 3. */
export const bracketed = (value: number) => (value < 0 ? `(−${-value})` : `${value}`);
