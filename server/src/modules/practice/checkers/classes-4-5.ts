import type { SYLLABUS_CLASSES_4_5 } from "@ganit/contracts/practice/generators/classes-4-5/index";
import type { Draft } from "@ganit/contracts/practice/index";
import type { Checked } from "../test-generator-checkers.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic.
 */
export const CHECKERS_CLASSES_4_5: Record<
  (typeof SYLLABUS_CLASSES_4_5)[number]["id"],
  (prompt: string, draft: Draft) => Checked
> = {};
