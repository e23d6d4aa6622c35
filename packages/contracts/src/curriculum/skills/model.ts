import type { ClassNumber } from "../model.ts";

/**
 * A skill: what a child learns to do ("add two 2-digit numbers with carrying"), practised by one
 * generator in three steps of difficulty (three ranges of the generator's bounds, easiest first) or,
 * where no generator can serve, by at least 15 hand-written questions. A skill names the chapters it
 * belongs to; a chapter's skills are the skills that name it, in the order of the class's list
 * (docs/curriculum.md, "Skills").
 */
export interface SkillStep {
  readonly min: number;
  readonly max: number;
}

/** A hand-written question of a skill no generator can serve, as the set editor's items are. */
export interface HandwrittenQuestion {
  readonly kind: "numeric" | "single";
  readonly prompt: { readonly en: string; readonly hi: string };
  /** numeric: the answer as typed; single: the right option's index. */
  readonly answer: string | number;
  /** single: the options, the same in both languages when they are numbers. */
  readonly options?: { readonly en: readonly string[]; readonly hi: readonly string[] };
  readonly hint: { readonly en: string; readonly hi: string };
  /** An arithmetic expression whose value a test checks against a numeric answer ("36+2"). */
  readonly check?: string;
}

interface SkillBase {
  /** Stable for ever, lower case with hyphens: `c3-add-2-digit-carry`. */
  readonly id: string;
  readonly classNumber: ClassNumber;
  /** The chapter ids (e.g. `ncert-c3-ch04`) this skill is practised for, its main chapter first. */
  readonly chapters: readonly string[];
  readonly name: { readonly en: string; readonly hi: string };
}

export interface GeneratedSkill extends SkillBase {
  /** A generator id of the registry (the set schema checks it). */
  readonly generator: string;
  /** Easy, middle, hard: each inside the generator's bounds. */
  readonly steps: readonly [SkillStep, SkillStep, SkillStep];
}

export interface HandwrittenSkill extends SkillBase {
  readonly questions: readonly HandwrittenQuestion[];
}

export type Skill = GeneratedSkill | HandwrittenSkill;

export const isGeneratedSkill = (skill: Skill): skill is GeneratedSkill => "generator" in skill;
