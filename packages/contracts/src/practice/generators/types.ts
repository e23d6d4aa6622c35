import type { ItemHtml, PracticeItem } from "../../practice.ts";
import type { Random } from "../random.ts";

/** An item of a generator: an author's item without id (the engine names it), plain text in its texts. */
export type GeneratedItem = PracticeItem extends infer I
  ? I extends PracticeItem
    ? Omit<I, "id">
    : never
  : never;

export type Generated = {
  item: GeneratedItem;
  /** HTML where plain text would not do (fractions); the rest is the escaped text. */
  html?: Partial<ItemHtml>;
  /** The numbers drawn inside the author's range (the tests check they stay in it). */
  values: number[];
};

export type Generate = (random: Random, min: number, max: number) => Generated;

/** Thousands grouped the Indian way (1,00,000), as children see numbers in their books. */
export const indian = (value: number) => value.toLocaleString("en-IN");
