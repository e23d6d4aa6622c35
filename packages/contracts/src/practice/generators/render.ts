import type { ItemHtml, PracticeItem } from "../../practice.ts";
import { escapeHtml, plainHtml, withFractionsHtml } from "../html.ts";
import type { Draft, GeneratorDefinition, Label, PracticeLocale, Text } from "./define.ts";

/**
 * A generated question written out in one language: every message filled in from the generator's
 * texts, and its HTML (fractions stacked where the generator says so). The answer key is the same in
 * every language; misconceptions are written in English, as the teacher's results store them.
 */

export type WrittenItem = { item: Omit<PracticeItem, "id">; html: ItemHtml };

const PARAM = /\{(\w+)\}/;

/**
 * A template cut once at its `{name}`s: the text between them at even places, the names at odd
 * ones. A question is written from a dozen templates and a sitting draws many questions, so each
 * template is cut the first time it is used, not at every question. Keyed by the template's text:
 * the generators' templates are a fixed few thousand.
 */
const cutTemplates = new Map<string, readonly string[]>();
function cut(template: string): readonly string[] {
  let parts = cutTemplates.get(template);
  if (!parts) {
    parts = template.split(PARAM);
    cutTemplates.set(template, parts);
  }
  return parts;
}

export function writeText(
  definition: Pick<GeneratorDefinition, "id" | "texts">,
  text: Text,
  locale: PracticeLocale,
): string {
  const template = definition.texts[locale][text.key] ?? definition.texts.en[text.key];
  if (template === undefined) throw new Error(`${definition.id}: no text "${text.key}"`);
  const parts = cut(template);
  let written = parts[0] as string;
  for (let at = 1; at < parts.length; at += 2) {
    const name = parts[at] as string;
    const value = text.params?.[name];
    if (value === undefined) throw new Error(`${definition.id}: "${text.key}" needs {${name}}`);
    written += typeof value === "object" ? writeText(definition, value, locale) : String(value);
    written += parts[at + 1] as string;
  }
  return written;
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
