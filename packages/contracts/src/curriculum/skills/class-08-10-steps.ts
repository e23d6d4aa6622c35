import type { SkillStep } from "./model.ts";

/**
 * The steps of the Classes 8–10 skills: their generators use the bound as the step of difficulty
 * (1–3 one skill, 4–6 the other, sometimes 7–9 a third), one bound per step, easiest first.
 */
export const steps = (first: number): readonly [SkillStep, SkillStep, SkillStep] => [
  { min: first, max: first },
  { min: first + 1, max: first + 1 },
  { min: first + 2, max: first + 2 },
];
/** The generator's first skill (bounds 1–3). */
export const first = (generator: string) => ({ generator, steps: steps(1) });
/** The generator's second skill (bounds 4–6). */
export const second = (generator: string) => ({ generator, steps: steps(4) });
/** The generator's third skill (bounds 7–9). */
export const third = (generator: string) => ({ generator, steps: steps(7) });
