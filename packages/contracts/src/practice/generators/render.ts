import type { ItemHtml, PracticeItem } from "../../practice.ts";
import { escapeHtml, plainHtml, withFractionsHtml } from "../html.ts";
import type { Draft, GeneratorDefinition, Label, PracticeLocale, Text } from "./define.ts";

/**
 * A generated question written out in one language: every message filled in from the generator's
 * texts, and its HTML (fractions stacked where the generator says so). The answer key is the same in
 * every language; misconceptions are written in English, as the teacher's results store them.
 */

export type WrittenItem = { item: Omit<PracticeItem, "id">; html: ItemHtml };

const PARAM = /\{(\w+)\}/g;

export function writeText(
  definition: Pick<GeneratorDefinition, "id" | "texts">,
  text: Text,
  locale: PracticeLocale,
): string {
  const template = definition.texts[locale][text.key] ?? definition.texts.en[text.key];
  if (template === undefined) throw new Error(`${definition.id}: no text "${text.key}"`);
  return template.replace(PARAM, (_, name: string) => {
    const value = text.params?.[name];
    if (value === undefined) throw new Error(`${definition.id}: "${text.key}" needs {${name}}`);
    return typeof value === "object" ? writeText(definition, value, locale) : String(value);
  });
}

export function writeDraft(
  definition: GeneratorDefinition,
  draft: Draft,
  locale: PracticeLocale,
  /** English for what is stored with answers; a teacher's Hindi results ask for Hindi. */
  misconceptionLocale: PracticeLocale = "en",
): WrittenItem {
  const write = (text: Text) => writeText(definition, text, locale);
  const label = (entry: Label) => (typeof entry === "string" ? entry : write(entry));
  const html = definition.fractions ? withFractionsHtml : plainHtml;
  const source = draft.item as Draft["item"] & {
    options?: Label[];
    items?: Label[];
    misconceptions?: (Text | null)[];
    wrongAnswers?: { answer: string; misconception: Text }[];
  };
  const item: Record<string, unknown> = { ...source, prompt: write(source.prompt) };
  const out: ItemHtml = { prompt: html(item.prompt as string) };
  // The picture comes before the question, read aloud by its text alternative (the SVG is hidden).
  if (draft.figure)
    out.prompt = `<figure class="practice-figure" role="img" aria-label="${escapeHtml(write(draft.figure.alt))}">${draft.figure.svg}</figure>${out.prompt}`;
  if (source.hint) {
    item.hint = write(source.hint);
    out.hint = html(item.hint as string);
  }
  if (source.solution) {
    item.solution = write(source.solution);
    out.solution = html(item.solution as string);
  }
  if (source.options) {
    item.options = source.options.map(label);
    out.options = (item.options as string[]).map(html);
  }
  if (source.items) {
    item.items = source.items.map(label);
    out.items = (item.items as string[]).map(html);
  }
  // Misconceptions are the teacher's, stored with each answer in English (unless asked otherwise).
  if (source.misconceptions)
    item.misconceptions = source.misconceptions.map((m) =>
      m ? writeText(definition, m, misconceptionLocale) : null,
    );
  if (source.wrongAnswers)
    item.wrongAnswers = source.wrongAnswers.map((wrong) => ({
      answer: wrong.answer,
      misconception: writeText(definition, wrong.misconception, misconceptionLocale),
    }));
  return { item: item as Omit<PracticeItem, "id">, html: out };
}
