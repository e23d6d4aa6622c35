import {
  LIMITS,
  type TeacherTestAlternativesQuery,
  type TeacherTestProposal,
  type TeacherTestProposeQuery,
  type TeacherTestSlot,
} from "@ganit/contracts";
import { freshSeed, seededRandom } from "@ganit/contracts/practice/index";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { drawChapterSlots } from "../practice/index.ts";
import { slotView } from "./preview.ts";
import { skillOfSlot, skillsOfScope } from "./skills.ts";

const scopeOf = (query: { courseId: string; class: number; chapters: string[] }) => ({
  courseId: query.courseId,
  classNumber: query.class,
  chapterIds: query.chapters,
});

/**
 * GET /api/teacher-tests/propose: `count` questions spread across the chosen chapters' skills by
 * the chapter test's own draw (evenly, steps mixed, skills interleaved), each with a question to
 * show. Nothing is saved: the teacher edits the list and saves it. Chapters with nothing to ask
 * yet: no skills, no questions.
 */
export async function proposeTest(
  db: DbOrTx,
  caller: SessionUser,
  query: TeacherTestProposeQuery,
): Promise<TeacherTestProposal> {
  const skills = await skillsOfScope(db, caller, scopeOf(query));
  const slots = drawChapterSlots(skills, query.count, seededRandom(freshSeed()));
  return {
    skills: skills.map(({ set: _set, ...skill }) => skill),
    slots: slots.map((slot) => slotView(skillOfSlot(skills, slot), slot)),
  };
}

/**
 * GET /api/teacher-tests/alternatives: other questions of the slot's own skill to replace it with,
 * never another skill's: each step of the skill with fresh numbers (the slot's own step too, with
 * other numbers), up to `LIMITS.teacherTestAlternatives`. A skill and set that are not one of the
 * chapters' (or a step the set lacks): 404, nothing to offer.
 */
export async function alternativesOf(
  db: DbOrTx,
  caller: SessionUser,
  query: TeacherTestAlternativesQuery,
): Promise<{ slots: TeacherTestSlot[] }> {
  const skills = await skillsOfScope(db, caller, scopeOf(query));
  const skill = skills.find((s) => s.skillId === query.skillId && s.resourceId === query.resourceId);
  if (!skill || query.step >= skill.steps) throw notFound();
  const steps = Array.from({ length: skill.steps }, (_, i) => (query.step + 1 + i) % skill.steps);
  // A generator's step is a level: two of each, other numbers; a hand-written question is itself.
  const generated = skill.set.generators.length > 0;
  const picked = generated ? [...steps, ...steps] : steps.filter((step) => step !== query.step);
  return {
    slots: picked
      .slice(0, LIMITS.teacherTestAlternatives)
      .map((step) => slotView(skill, { skillId: skill.skillId, resourceId: skill.resourceId, step })),
  };
}
