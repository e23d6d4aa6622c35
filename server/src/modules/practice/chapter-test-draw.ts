import type { TestSlot } from "@ganit/contracts";
import type { Random } from "@ganit/contracts/practice/index";

/** A skill of a chapter that can be asked: its practice set, and how many steps the set has. */
export type TestableSkill = { skillId: string; resourceId: string; steps: number };

/**
 * A chapter test's slots (docs/adr/0691): `count` questions spread evenly across the chapter's
 * skills (each skill asked ⌊count/skills⌋ times, the remainder going to skills chosen at random; more
 * skills than questions: `count` of them chosen at random), each skill's questions at its steps in
 * turn from a random one (easy, middle and hard mixed), the skills interleaved in the chapter's order
 * so the test walks the chapter more than once instead of one skill's block after another.
 */
export function drawChapterSlots(
  skills: readonly TestableSkill[],
  count: number,
  random: Random,
): TestSlot[] {
  if (skills.length === 0 || count <= 0) return [];
  const shuffled = skills.map((_, i) => i);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
  }
  const asked = new Array<number>(skills.length).fill(Math.floor(count / skills.length));
  for (const index of shuffled.slice(0, count % skills.length)) asked[index] = (asked[index] ?? 0) + 1;
  const perSkill = skills.map((skill, i) => {
    const first = random.int(0, Math.max(0, skill.steps - 1));
    return Array.from({ length: asked[i] ?? 0 }, (_, k) => ({
      skillId: skill.skillId,
      resourceId: skill.resourceId,
      step: skill.steps > 0 ? (first + k) % skill.steps : 0,
    }));
  });
  const slots: TestSlot[] = [];
  for (let round = 0; slots.length < count; round++)
    for (const questions of perSkill) {
      const slot = questions[round];
      if (slot) slots.push(slot);
    }
  return slots;
}
