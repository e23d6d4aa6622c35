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
export const REGISTRY = [
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
] as const;

export type GeneratorId = (typeof REGISTRY)[number]["id"];
export const GENERATOR_IDS = /* @__PURE__ */ REGISTRY.map((g) => g.id) as [GeneratorId, ...GeneratorId[]];

const BY_ID: ReadonlyMap<string, GeneratorDefinition> = /* @__PURE__ */ new Map(
  REGISTRY.map((g) => [g.id, g]),
);
/** Question ids carry the generator in lower case (ids are lower case): nearbase10. */
const BY_LOWER_ID: ReadonlyMap<string, GeneratorDefinition> = /* @__PURE__ */ new Map(
  REGISTRY.map((g) => [g.id.toLowerCase(), g]),
);

export const isGeneratorId = (id: string): id is GeneratorId => BY_ID.has(id);

export function generatorOf(id: GeneratorId): GeneratorDefinition;
export function generatorOf(id: string): GeneratorDefinition | undefined;
export function generatorOf(id: string) {
  return BY_ID.get(id);
}

export const generatorByLowerId = (id: string) => BY_LOWER_ID.get(id);

/** Each generator's bounds and families, by id (the editor's and the set schema's view). */
export const GENERATORS = /* @__PURE__ */ Object.fromEntries(
  REGISTRY.map((g) => [g.id, { ...g.bounds, families: g.families }]),
) as Record<GeneratorId, GeneratorBounds & { families: readonly string[] }>;

/** The range a spec asks for, with the defaults filled in. */
export function rangeOf(spec: { generator: string; min?: number | undefined; max?: number | undefined }): {
  min: number;
  max: number;
} {
  const bounds = generatorOf(spec.generator)?.bounds;
  return { min: spec.min ?? bounds?.defaultMin ?? 0, max: spec.max ?? bounds?.defaultMax ?? 0 };
}

/** Whether a range (given whole) lies inside a generator's bounds. */
export function rangeFits(bounds: GeneratorBounds, min: number, max: number): boolean {
  return (
    min >= bounds.min &&
    max <= bounds.max &&
    max - min >= (bounds.span ?? 0) &&
    min <= (bounds.minAtMost ?? bounds.max)
  );
}

/** Null when the range fits the generator; else its bounds (for the message). */
export function generatorBoundsOk(spec: {
  generator: string;
  min?: number | undefined;
  max?: number | undefined;
}): { min: number; max: number } | null {
  const bounds = generatorOf(spec.generator)?.bounds;
  if (!bounds) return null;
  const { min, max } = rangeOf(spec);
  return rangeFits(bounds, min, max) ? null : { min: bounds.min, max: bounds.max };
}
