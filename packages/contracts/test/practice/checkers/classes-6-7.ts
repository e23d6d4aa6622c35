import type { SYLLABUS_CLASSES_6_7 } from "@ganit/contracts/practice/generators/classes-6-7/index";
import type { Draft } from "@ganit/contracts/practice/index";
import type { Checked } from "../test-generator-checkers.ts";
import { NUMBER_CHECKERS } from "./classes-6-7-numbers.ts";
import { SHAPE_AND_DATA_CHECKERS } from "./classes-6-7-shapes-data.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic. Typed so that a generator
 * without its checker is a type error.
 */
export const CHECKERS_CLASSES_6_7: Record<
  (typeof SYLLABUS_CLASSES_6_7)[number]["id"],
  (prompt: string, draft: Draft) => Checked
> = { ...NUMBER_CHECKERS, ...SHAPE_AND_DATA_CHECKERS };
