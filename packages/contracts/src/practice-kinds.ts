/**
 * The words of an exercise set (its resource types, modes, question kinds, mastery rules, skill
 * levels): plain lists with no zod and no generator, so a screen that only names them (the set
 * editor's kind and streak pickers) carries neither the set schema nor the generator registry.
 */
export const PRACTICE_RESOURCE_TYPES = [
  "practice",
  "quiz",
  "MCQ",
  "Fill in the Blanks",
  "matching",
  "worksheet",
] as const;
export const PRACTICE_MODES = ["practice", "quiz"] as const;
export const ITEM_KINDS = [
  "numeric",
  "single",
  "multiple",
  "blanks",
  "matching",
  "ordering",
  "fraction",
  "expression",
  "solution",
  "time",
  "plot",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const MASTERY_RULES = ["all", "streak", "recent"] as const;
export const STREAK_LENGTHS = [2, 3, 5, 10] as const;
export const SKILL_LEVELS = ["notStarted", "attempted", "familiar", "proficient", "mastered"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
/** The marker of one blank in a fill-in-the-blanks prompt. */
export const BLANK_MARKER = "___";
