/**
 * The question generators an author can pick, and the range of each (the numbers it draws). Zod-free
 * and implementation-free: the set's schema checks a chosen range against these, the engine's
 * generators (./index.ts) draw inside them, and the editor lists them with their course families.
 */
export type GeneratorBounds = {
  /** The smallest and largest value an author may choose for the drawn numbers. */
  min: number;
  max: number;
  /** The range used when the author gives none. */
  defaultMin: number;
  defaultMax: number;
  /** The demo catalogue's course families it serves (the editor groups them by these). */
  families: readonly string[];
  /** The least max − min for the generator to find its numbers (numbers ending in 5 need 10). */
  span?: number;
  /** The highest lower end (two angles of a triangle cannot both be over 89°). */
  minAtMost?: number;
};

export const GENERATORS = {
  times11: { min: 10, max: 99, defaultMin: 11, defaultMax: 99, families: ["Vedic Math", "Magic Math"] },
  squareEnding5: {
    min: 5,
    max: 195,
    defaultMin: 15,
    defaultMax: 95,
    span: 10,
    families: ["Vedic Math", "Magic Math"],
  },
  nearBase10: { min: 6, max: 14, defaultMin: 6, defaultMax: 14, families: ["Vedic Math"] },
  nearBase100: { min: 85, max: 115, defaultMin: 88, defaultMax: 112, families: ["Vedic Math"] },
  tables: { min: 2, max: 20, defaultMin: 2, defaultMax: 10, families: ["Interactive Math", "Math Games"] },
  addSubtract: {
    min: 1,
    max: 9999,
    defaultMin: 10,
    defaultMax: 99,
    families: ["Interactive Math", "Mathematics"],
  },
  placeValue: {
    min: 10,
    max: 999_999_999,
    defaultMin: 100,
    defaultMax: 99_999,
    families: ["Interactive Math", "Mathematics"],
  },
  addFractions: {
    min: 2,
    max: 12,
    defaultMin: 2,
    defaultMax: 10,
    families: ["Mathematics", "Math Aptitude Exam"],
  },
  compareFractions: {
    min: 2,
    max: 12,
    defaultMin: 2,
    defaultMax: 10,
    families: ["Mathematics", "Interactive Math"],
  },
  percentages: {
    min: 20,
    max: 10_000,
    defaultMin: 20,
    defaultMax: 500,
    span: 20,
    families: ["Mathematics", "Math Aptitude Exam", "Math Projects"],
  },
  triangleAngles: {
    min: 10,
    max: 150,
    minAtMost: 85,
    defaultMin: 20,
    defaultMax: 100,
    families: ["Geo Math", "Mathematics"],
  },
  rectangle: { min: 1, max: 100, defaultMin: 2, defaultMax: 20, families: ["Geo Math", "Math Lab"] },
  sequences: {
    min: 1,
    max: 500,
    defaultMin: 1,
    defaultMax: 50,
    families: ["Puzzles & Riddles", "Math Games"],
  },
  divisibility: {
    min: 10,
    max: 99_999,
    defaultMin: 100,
    defaultMax: 9999,
    span: 3,
    families: ["Magic Math", "Puzzles & Riddles"],
  },
  mean: {
    min: 1,
    max: 1000,
    defaultMin: 1,
    defaultMax: 50,
    span: 5,
    families: ["Math Lab", "Math Projects"],
  },
  unitary: {
    min: 2,
    max: 50,
    defaultMin: 2,
    defaultMax: 12,
    span: 1,
    families: ["Math Aptitude Exam", "Math Projects"],
  },
  orderNumbers: {
    min: 1,
    max: 99_999,
    defaultMin: 1,
    defaultMax: 999,
    span: 3,
    families: ["Math Games", "Interactive Math"],
  },
} as const satisfies Record<string, GeneratorBounds>;

export type GeneratorId = keyof typeof GENERATORS;
export const GENERATOR_IDS = Object.keys(GENERATORS) as [GeneratorId, ...GeneratorId[]];

/** The range a spec asks for, with the defaults filled in. */
export function rangeOf(spec: { generator: GeneratorId; min?: number; max?: number }): {
  min: number;
  max: number;
} {
  const bounds: GeneratorBounds = GENERATORS[spec.generator];
  return { min: spec.min ?? bounds.defaultMin, max: spec.max ?? bounds.defaultMax };
}

/** Null when the range fits the generator; else its bounds (for the message). */
export function generatorBoundsOk(spec: {
  generator: GeneratorId;
  min?: number;
  max?: number;
}): { min: number; max: number } | null {
  const bounds: GeneratorBounds = GENERATORS[spec.generator];
  const { min, max } = rangeOf(spec);
  const fits =
    min >= bounds.min &&
    max <= bounds.max &&
    max - min >= (bounds.span ?? 0) &&
    min <= (bounds.minAtMost ?? bounds.max);
  return fits ? null : { min: bounds.min, max: bounds.max };
}
