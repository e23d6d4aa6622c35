import type { SkillStep } from "./model.ts";

/**
 * The three steps of a skill served by one kind of a Classes 6–7 generator, whose bounds run three
 * levels per kind (kind 1 is 1–3, kind 2 is 4–6, …): easy, middle and hard are that kind's levels.
 */
export const kindSteps = (kind: number): [SkillStep, SkillStep, SkillStep] => {
  const first = (kind - 1) * 3 + 1;
  return [
    { min: first, max: first },
    { min: first + 1, max: first + 1 },
    { min: first + 2, max: first + 2 },
  ];
};

/** Steps that widen over levels already learnt: the first level, then up to the second, then all three. */
export const growingSteps = (...maxes: [number, number, number]): [SkillStep, SkillStep, SkillStep] => [
  { min: maxes[0], max: maxes[0] },
  { min: maxes[0], max: maxes[1] },
  { min: maxes[0], max: maxes[2] },
];
