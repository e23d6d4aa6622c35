import type { GeneratorSpec, StoredItem } from "../../practice.ts";
import { plainHtml } from "../html.ts";
import { seededRandom } from "../random.ts";
import { addSubtract, orderNumbers, placeValue, tables } from "./arithmetic.ts";
import { type GeneratorId, rangeOf } from "./catalogue.ts";
import { mean, percentages, unitary } from "./data.ts";
import { addFractions, compareFractions } from "./fractions.ts";
import { rectangle, triangleAngles } from "./geometry.ts";
import { divisibility, sequences } from "./puzzles.ts";
import type { Generate, Generated } from "./types.ts";
import { nearBase10, nearBase100, squareEnding5, times11 } from "./vedic.ts";

export { GENERATOR_IDS, GENERATORS, type GeneratorId, generatorBoundsOk, rangeOf } from "./catalogue.ts";

const GENERATE: Record<GeneratorId, Generate> = {
  times11,
  squareEnding5,
  nearBase10,
  nearBase100,
  tables,
  addSubtract,
  placeValue,
  addFractions,
  compareFractions,
  percentages,
  triangleAngles,
  rectangle,
  sequences,
  divisibility,
  mean,
  unitary,
  orderNumbers,
};

/** The raw output of one generator for one seed (the tests read its drawn values). */
export function runGenerator(
  spec: Pick<GeneratorSpec, "generator" | "min" | "max">,
  seed: number,
): Generated {
  const { min, max } = rangeOf(spec);
  return GENERATE[spec.generator](seededRandom(seed), min, max);
}

/** The id of generated question: the generator's place in the set and the seed (`g0-123456`). */
export const generatedItemId = (index: number, seed: number) => `g${index}-${seed >>> 0}`;
const GENERATED_ID = /^g(\d{1,2})-(\d{1,10})$/;

export function parseGeneratedItemId(id: string): { index: number; seed: number } | null {
  const match = GENERATED_ID.exec(id);
  if (!match) return null;
  const seed = Number(match[2]);
  return seed <= 0xffff_ffff ? { index: Number(match[1]), seed } : null;
}

const htmlList = (texts: readonly string[] | undefined, given: string[] | undefined) =>
  given ?? texts?.map(plainHtml);

/** The question a set's generator makes for a seed, as a stored item: the same seed, the same question. */
export function generateItem(spec: GeneratorSpec, index: number, seed: number): StoredItem {
  const { item, html } = runGenerator(spec, seed);
  const lists = {
    options: "options" in item ? htmlList(item.options, html?.options) : undefined,
    items: item.kind === "ordering" ? htmlList(item.items, html?.items) : undefined,
  };
  return {
    ...item,
    id: generatedItemId(index, seed),
    html: {
      prompt: html?.prompt ?? plainHtml(item.prompt),
      ...(item.hint ? { hint: html?.hint ?? plainHtml(item.hint) } : {}),
      ...(item.solution ? { solution: html?.solution ?? plainHtml(item.solution) } : {}),
      ...(lists.options ? { options: lists.options } : {}),
      ...(lists.items ? { items: lists.items } : {}),
    },
  } as StoredItem;
}
