import { z } from "zod";
import { GENERATOR_IDS } from "./practice/generators/registry.ts";
import { ITEM_KINDS, itemUnion, MASTERY_RULES } from "./practice.ts";
import { itemHtmlTexts } from "./practice-api.ts";

/**
 * What the practice tables' JSON columns hold, as the server reads them back
 * (docs/adr/0464-practice-json-read-through-schemas.md). Written only through the input schemas
 * (./practice.ts), read through these: a row that does not match is a fault, never passed on as
 * if it did. They check the shape, not today's bounds: a set saved under a generator's older bounds
 * still reads (its questions name their range).
 */

export const storedItemHtmlSchema = z.object({ ...itemHtmlTexts, hi: z.object(itemHtmlTexts).optional() });

/** `practice_sets.items`: an author's item as saved, with its id and its HTML. */
export const storedItemSchema = z.intersection(
  itemUnion,
  z.object({ id: z.string(), kind: z.enum(ITEM_KINDS), html: storedItemHtmlSchema }),
);

/** `practice_sets.generators`. */
export const storedGeneratorSpecSchema = z.object({
  generator: z.enum(GENERATOR_IDS),
  count: z.number().int().min(1),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});

/** `practice_sets.mastery`. */
export const storedMasterySchema = z.object({
  rule: z.enum(MASTERY_RULES),
  n: z.number().int().optional(),
  m: z.number().int().optional(),
});

/** `practice_attempts.items`: a question issued in an attempt, which, with which seed, from which set. */
export const issuedQuestionSchema = z.object({
  itemId: z.string(),
  seed: z.number().int(),
  resourceId: z.string(),
  sourceId: z.string(),
  /**
   * A timed test's answer as the server last received it while the sitting was open, and when
   * (docs/adr/0696): past the deadline, only these are graded.
   */
  saved: z.object({ answer: z.unknown(), at: z.string() }).optional(),
});
export type IssuedQuestion = z.infer<typeof issuedQuestionSchema>;
export const issuedQuestionsSchema = z.array(issuedQuestionSchema);

export const storedSetColumnsSchema = z.object({
  mastery: storedMasterySchema,
  items: z.array(storedItemSchema),
  generators: z.array(storedGeneratorSpecSchema),
});

/**
 * `practice_tests.slots`: a test is an ordered list of question slots (docs/adr/0691). A slot names
 * a skill and the practice set that holds it, the step of the skill's generator (0 easy, 1 middle,
 * 2 hard; for a set of hand-written questions, which question the sitting's seed picks), and an
 * optional fixed seed (the same numbers for every child); without one each sitting draws fresh ones.
 */
export const testSlotSchema = z.object({
  skillId: z.string(),
  resourceId: z.string(),
  step: z.number().int().min(0),
  seed: z.number().int().optional(),
});
export type TestSlot = z.infer<typeof testSlotSchema>;
export const testSlotsSchema = z.array(testSlotSchema);
