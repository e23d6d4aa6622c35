import { addFractions } from "./add-fractions.ts";
import { addSubtract } from "./add-subtract.ts";
import { SYLLABUS_CLASSES_1_3 } from "./classes-1-3/index.ts";
import { SYLLABUS_CLASSES_4_5 } from "./classes-4-5/index.ts";
import { SYLLABUS_CLASSES_6_7 } from "./classes-6-7/index.ts";
import { SYLLABUS_CLASSES_8_10 } from "./classes-8-10/index.ts";
import { clock } from "./clock.ts";
import { columnSums } from "./column-sums.ts";
import { compareFractions } from "./compare-fractions.ts";
import type { GeneratorBounds, GeneratorDefinition } from "./define.ts";
import { divisibility } from "./divisibility.ts";
import { fractionPicture } from "./fraction-picture.ts";
import { definitionByLowerId, definitionOf, learnGenerators } from "./lookup.ts";
import { makeAmount } from "./make-amount.ts";
import { mean } from "./mean.ts";
import { money } from "./money.ts";
import { nearBase10 } from "./near-base-10.ts";
import { nearBase100 } from "./near-base-100.ts";
import { numberLine } from "./number-line.ts";
import { orderNumbers } from "./order-numbers.ts";
import { percentages } from "./percentages.ts";
import { placePoint } from "./place-point.ts";
import { placeValue } from "./place-value.ts";
import { rectangle } from "./rectangle.ts";
import { sequences } from "./sequences.ts";
import { setClock } from "./set-clock.ts";
import { shadeFraction } from "./shade-fraction.ts";
import { squareEnding5 } from "./square-ending-5.ts";
import { tables } from "./tables.ts";
import { times11 } from "./times11.ts";
import { triangleAngles } from "./triangle-angles.ts";
import { unitary } from "./unitary.ts";

/**
 * Every question generator, in the order the editor lists them. The only list: the set schema, the
 * editor, the engine, the results and docs/practice-generators.md are all read from it. A new
 * generator is one file calling `defineGenerator` and one line here (or, for the syllabus's
 * generators, in its class group's list: ./classes-1-3/index.ts and the others).
 */
export const REGISTRY = learnGenerators([
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
  clock,
  money,
  numberLine,
  fractionPicture,
  setClock,
  makeAmount,
  placePoint,
  shadeFraction,
  columnSums,
  ...SYLLABUS_CLASSES_1_3,
  ...SYLLABUS_CLASSES_4_5,
  ...SYLLABUS_CLASSES_6_7,
  ...SYLLABUS_CLASSES_8_10,
] as const);

export type GeneratorId = (typeof REGISTRY)[number]["id"];
export const GENERATOR_IDS = /* @__PURE__ */ REGISTRY.map((g) => g.id) as [GeneratorId, ...GeneratorId[]];

const KNOWN: ReadonlySet<string> = /* @__PURE__ */ new Set(REGISTRY.map((g) => g.id));

export const isGeneratorId = (id: string): id is GeneratorId => KNOWN.has(id);

/** A generator of the registry (every one is loaded once this module is). */
export function generatorOf(id: GeneratorId): GeneratorDefinition;
export function generatorOf(id: string): GeneratorDefinition | undefined;
export function generatorOf(id: string) {
  return definitionOf(id);
}

export const generatorByLowerId = definitionByLowerId;

/** Each generator's bounds and families, by id (the editor's and the set schema's view). */
export const GENERATORS = /* @__PURE__ */ Object.fromEntries(
  REGISTRY.map((g) => [g.id, { ...g.bounds, families: g.families }]),
) as Record<GeneratorId, GeneratorBounds & { families: readonly string[] }>;

export { generatorBoundsOk, rangeFits, rangeOf } from "./lookup.ts";
