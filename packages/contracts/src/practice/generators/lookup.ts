import type { GeneratorBounds, GeneratorDefinition } from "./define.ts";

/**
 * The generators this program has loaded, by id. The server loads them all with the registry
 * (./registry.ts fills this when it is imported); a phone's practice screen loads the registry with
 * import() when a set has generators, so the screen's first visit carries none of their texts
 * (docs/adr/0582-generators-load-when-a-set-needs-them.md).
 */
const BY_ID = new Map<string, GeneratorDefinition>();
/** Question ids carry the generator in lower case (ids are lower case): nearbase10. */
const BY_LOWER_ID = new Map<string, GeneratorDefinition>();

/** Adds the generators to what this program knows; the list is returned as it was given. */
export function learnGenerators<const T extends readonly GeneratorDefinition[]>(list: T): T {
  for (const definition of list) {
    BY_ID.set(definition.id, definition);
    BY_LOWER_ID.set(definition.id.toLowerCase(), definition);
  }
  return list;
}

/** A loaded generator, or undefined (an unknown id, or the registry not loaded yet). */
export const definitionOf = (id: string): GeneratorDefinition | undefined => BY_ID.get(id);

export const definitionByLowerId = (id: string): GeneratorDefinition | undefined => BY_LOWER_ID.get(id);

/** The range a spec asks for, with the defaults filled in. */
export function rangeOf(spec: { generator: string; min?: number | undefined; max?: number | undefined }): {
  min: number;
  max: number;
} {
  const bounds = BY_ID.get(spec.generator)?.bounds;
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
  const bounds = BY_ID.get(spec.generator)?.bounds;
  if (!bounds) return null;
  const { min, max } = rangeOf(spec);
  return rangeFits(bounds, min, max) ? null : { min: bounds.min, max: bounds.max };
}
