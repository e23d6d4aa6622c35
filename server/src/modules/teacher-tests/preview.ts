import type { AnswerValue, StoredItem, TeacherTestSlot, TestSlot } from "@ganit/contracts";
import { correctAnswer, freshSeed, generateItem, htmlIn } from "@ganit/contracts/practice/index";
import type { BuilderSkill } from "./skills.ts";

/**
 * A slot's question as the teacher sees it while building (docs/adr/0693): made with the slot's
 * fixed seed, else with `seed` (a fresh one), in English and Hindi, with its right answer. A
 * generator's step is its level; a set of hand-written questions has one step per question.
 */
export function questionOfSlot(skill: BuilderSkill, step: number, seed: number, locale: "en" | "hi") {
  const spec = skill.set.generators[step];
  if (spec) return generateItem(spec, step, seed, locale);
  return skill.set.items[step] ?? null;
}

export function slotView(
  skill: BuilderSkill,
  slot: TestSlot,
  seed = slot.seed ?? freshSeed(),
): TeacherTestSlot {
  const en = questionOfSlot(skill, slot.step, seed, "en") as StoredItem;
  const hi = (questionOfSlot(skill, slot.step, seed, "hi") ?? en) as StoredItem;
  const [htmlEn, htmlHi] = [htmlIn(en, "en"), htmlIn(hi, "hi")];
  return {
    skillId: skill.skillId,
    resourceId: skill.resourceId,
    step: slot.step,
    ...(slot.seed === undefined ? {} : { seed: slot.seed }),
    chapterId: skill.chapterId,
    skillName: skill.name,
    steps: skill.steps,
    preview: {
      seed,
      prompt: { en: htmlEn.prompt, hi: htmlHi.prompt },
      ...(htmlEn.options ? { options: { en: htmlEn.options, hi: htmlHi.options ?? htmlEn.options } } : {}),
      rightAnswer: correctAnswer(en, seed) as AnswerValue,
    },
  };
}
