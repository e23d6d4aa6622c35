import { type Random, shuffle } from "../../random.ts";
import { keptWrongAnswers, type Label, say, type Text } from "../define.ts";

/**
 * What the Classes 1–3 generators share: children's names from across India (in both languages),
 * a shuffled single-choice question whose wrong options carry their misconceptions, and the named
 * wrong answers of a numeric question, kept only where they differ from the key and from each other.
 * docs/adr/0601-classes-1-3-generators.md.
 */
export const CHILD_NAMES = {
  en: {
    nameMeena: "Meena",
    nameArjun: "Arjun",
    nameFatima: "Fatima",
    nameTenzin: "Tenzin",
    nameLalita: "Lalita",
    nameJoseph: "Joseph",
    nameHarpreet: "Harpreet",
    nameKavya: "Kavya",
    nameRavi: "Ravi",
    nameAnu: "Anu",
  },
  hi: {
    nameMeena: "मीना",
    nameArjun: "अर्जुन",
    nameFatima: "फ़ातिमा",
    nameTenzin: "तेनज़िन",
    nameLalita: "ललिता",
    nameJoseph: "जोसेफ़",
    nameHarpreet: "हरप्रीत",
    nameKavya: "काव्या",
    nameRavi: "रवि",
    nameAnu: "अनु",
  },
} as const;
const NAME_KEYS = Object.keys(CHILD_NAMES.en) as (keyof typeof CHILD_NAMES.en)[];

/** Two different children's names. */
export function twoNames(random: Random): [Text, Text] {
  const first = random.int(0, NAME_KEYS.length - 1);
  const second = (first + random.int(1, NAME_KEYS.length - 1)) % NAME_KEYS.length;
  return [say(NAME_KEYS[first] as string), say(NAME_KEYS[second] as string)];
}

/** The engine's one shuffle (in place), as the Classes 1–3 generators import it from here. */
export { shuffle };

const same = (a: Label, b: Label) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A single-choice question: the key, the named wrong options (each kept once, never the key), then
 * plain fillers up to `count` options, shuffled.
 */
export function singleChoice(
  random: Random,
  key: Label,
  named: readonly { label: Label; misconception: Text }[],
  fillers: readonly Label[],
  count = 4,
) {
  const options: { label: Label; misconception: Text | null }[] = [{ label: key, misconception: null }];
  for (const wrong of named) if (!options.some((o) => same(o.label, wrong.label))) options.push(wrong);
  for (const filler of fillers) {
    if (options.length >= count) break;
    if (!options.some((o) => same(o.label, filler))) options.push({ label: filler, misconception: null });
  }
  const shown = shuffle(random, options);
  return {
    kind: "single" as const,
    options: shown.map((o) => o.label),
    answer: shown.findIndex((o) => same(o.label, key)),
    misconceptions: shown.map((o) => o.misconception),
  };
}

/** Named wrong answers of a numeric question: whole, not negative, not the key, each answer once. */
export const wrongAnswers = (key: number, named: readonly { answer: number; misconception: Text }[]) =>
  keptWrongAnswers(String(key), named, (answer) => Number.isInteger(answer) && answer >= 0);

/** A question with a whole number for its answer, and the named wrong answers that are whole, not the key and not each other. */
export function numericItem(
  prompt: Text,
  answer: number,
  hint: Text,
  solution: Text,
  named: readonly { answer: number; misconception: Text }[],
) {
  return {
    kind: "numeric" as const,
    prompt,
    answer: String(answer),
    hint,
    solution,
    wrongAnswers: wrongAnswers(answer, named),
  };
}

/** The step of difficulty a question is drawn at: one of the author's range, 1 to 3. */
export const stepOf = (random: Random, min: number, max: number) => random.int(min, max);

/** The sum written column by column without carrying (each column's ones digit; the leftmost whole). */
export function addWithoutCarry(a: number, b: number): number {
  const width = Math.max(String(a).length, String(b).length);
  const [x, y] = [String(a).padStart(width, "0"), String(b).padStart(width, "0")];
  let written = "";
  for (let i = 0; i < width; i++) {
    const column = Number(x[i]) + Number(y[i]);
    written += i === 0 ? String(column) : String(column % 10);
  }
  return Number(written);
}

/** The smaller digit taken from the bigger in every column, as a child who does not borrow does. */
export function smallerFromBigger(a: number, b: number): number {
  const width = Math.max(String(a).length, String(b).length);
  const [x, y] = [String(a).padStart(width, "0"), String(b).padStart(width, "0")];
  let written = "";
  for (let i = 0; i < width; i++) written += String(Math.abs(Number(x[i]) - Number(y[i])));
  return Number(written);
}
