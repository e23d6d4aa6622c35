import type { StoredItem } from "../../practice.ts";
import { seededRandom } from "../random.ts";
import type { Draft, GeneratorDefinition, PracticeLocale } from "./define.ts";
import { definitionByLowerId, definitionOf, rangeFits, rangeOf } from "./lookup.ts";
import type { GeneratorId } from "./registry.ts";

/** What a question is made from: a set's generator spec (its count does not matter here). */
export type SpecLike = {
  generator: GeneratorId;
  min?: number | undefined;
  max?: number | undefined;
  count?: number;
};

import { writeDraft } from "./render.ts";

export {
  type Draft,
  type GeneratorBounds,
  type GeneratorDefinition,
  PRACTICE_LOCALES,
  type PracticeLocale,
} from "./define.ts";
export { definitionByLowerId, definitionOf, learnGenerators } from "./lookup.ts";
export {
  GENERATOR_IDS,
  GENERATORS,
  type GeneratorId,
  generatorBoundsOk,
  generatorOf,
  isGeneratorId,
  REGISTRY,
  rangeOf,
} from "./registry.ts";
export { writeDraft, writeText } from "./render.ts";

/**
 * A generated question, named by everything that makes it (docs/adr/0462-generated-question-ids.md):
 * the generator's place in the set, the generator, its version, the range and the seed —
 * `g0.times11.1.11-99.123456`. The same id makes the same question on the server and on a phone for
 * as long as the version stays answerable, whatever the set or the generator's code became since.
 */
export type GeneratedRef = {
  index: number;
  /** The generator's id in lower case; absent in an id made before ids named it (`g0-123456`). */
  generator?: string;
  version: number;
  min?: number;
  max?: number;
  seed: number;
};

export function generatedItemId(ref: {
  index: number;
  generator: string;
  version: number;
  min: number;
  max: number;
  seed: number;
}): string {
  return `g${ref.index}.${ref.generator.toLowerCase()}.${ref.version}.${ref.min}-${ref.max}.${ref.seed >>> 0}`;
}

const GENERATED_ID = /^g(\d{1,2})\.([a-z0-9]{1,30})\.(\d{1,4})\.(\d{1,10})-(\d{1,10})\.(\d{1,10})$/;
/** The ids of before (the generator's place and the seed): their questions are version 1's. */
const LEGACY_ID = /^g(\d{1,2})-(\d{1,10})$/;

export function parseGeneratedItemId(id: string): GeneratedRef | null {
  const match = GENERATED_ID.exec(id);
  if (match) {
    const [, index, , version, min, max, seed] = match.map(Number);
    if ((seed as number) > 0xffff_ffff) return null;
    return {
      index: index as number,
      generator: match[2] as string,
      version: version as number,
      min: min as number,
      max: max as number,
      seed: seed as number,
    };
  }
  const legacy = LEGACY_ID.exec(id);
  if (!legacy) return null;
  const seed = Number(legacy[2]);
  return seed <= 0xffff_ffff ? { index: Number(legacy[1]), version: 1, seed } : null;
}

/**
 * A generator this program has loaded: a phone's screen loads the registry before it draws (an
 * unloaded one is a fault of the screen, named here, not a question made up).
 */
function loaded(id: string): GeneratorDefinition {
  const definition = definitionOf(id);
  if (!definition) throw new Error(`The generator ${id} is not loaded: import the registry first`);
  return definition;
}

const answerable = (definition: GeneratorDefinition, version: number) =>
  version <= definition.version && version >= (definition.oldestVersion ?? definition.version);

/** The raw output of one generator for one seed, in its current version or an answerable older one. */
export function runGenerator(spec: SpecLike, seed: number, version?: number): Draft {
  const definition = loaded(spec.generator);
  const { min, max } = rangeOf(spec);
  return definition.generate(seededRandom(seed), min, max, version ?? definition.version);
}

function written(
  definition: GeneratorDefinition,
  ref: Required<GeneratedRef>,
  locale: PracticeLocale,
  misconceptionLocale: PracticeLocale = "en",
): StoredItem {
  const draft = definition.generate(seededRandom(ref.seed), ref.min, ref.max, ref.version);
  const { item, html } = writeDraft(definition, draft, locale, misconceptionLocale);
  return { ...item, id: generatedItemId({ ...ref, generator: definition.id }), html } as StoredItem;
}

/** The question a set's generator makes now for a seed, as a stored item: the same seed, the same question. */
export function generateItem(
  spec: SpecLike,
  index: number,
  seed: number,
  locale: PracticeLocale = "en",
): StoredItem {
  const definition = loaded(spec.generator);
  const { min, max } = rangeOf(spec);
  const ref = { index, generator: definition.id, version: definition.version, min, max, seed: seed >>> 0 };
  return written(definition, ref, locale);
}

/**
 * The question a generated id names, for a set's generators as they are now: null when the set's
 * generator at that place is another one, when the version is no longer answerable, or when the
 * range is outside the generator's bounds (an id made up). An id of before names no generator or
 * range: the place's generator and range, version 1.
 */
export function generatedQuestion(
  generators: readonly SpecLike[],
  id: string,
  locale: PracticeLocale = "en",
  /** The language of the misconceptions (a teacher's Hindi results); stored answers keep English. */
  misconceptionLocale: PracticeLocale = "en",
): StoredItem | null {
  const ref = parseGeneratedItemId(id);
  if (!ref) return null;
  const spec = generators[ref.index];
  if (!spec) return null;
  const definition = definitionOf(spec.generator);
  if (!definition) return null;
  if (ref.generator !== undefined && definitionByLowerId(ref.generator) !== definition) return null;
  if (!answerable(definition, ref.version)) return null;
  const now = rangeOf(spec);
  const range = ref.min !== undefined && ref.max !== undefined ? { min: ref.min, max: ref.max } : now;
  const setsRange = range.min === now.min && range.max === now.max;
  if (!setsRange && !rangeFits(definition.bounds, range.min, range.max)) return null;
  return written(definition, { ...ref, generator: definition.id, ...range }, locale, misconceptionLocale);
}
