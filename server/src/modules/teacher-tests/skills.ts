import { findChapter } from "@ganit/contracts/curriculum/index";
import { skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import { and, eq, inArray, like, or } from "drizzle-orm";
import { requireSchoolClass } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courseClasses, courseResources, courseTitles, syllabusItems } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { joinClassOfResource } from "../courses/index.ts";
import { loadSet, type PracticeSet } from "../practice/index.ts";

/** A skill a teacher's test may ask: its chapter, its set, its names and how many steps the set has. */
export type BuilderSkill = {
  skillId: string;
  resourceId: string;
  chapterId: string;
  name: { en: string; hi: string };
  steps: number;
  set: PracticeSet;
};

export type TestScope = { courseId: string; classNumber: number; chapterIds: readonly string[] };

const stepsOf = (set: PracticeSet) => set.generators.length || set.items.length;

/**
 * The chapters' skills a test of this course class may ask, in the chapters' order and each
 * chapter's skill order: the course class must be the caller's (the school's; a teacher's, one they
 * teach: else 404, from the access rules), each chapter one of the class's book (else 400), and each
 * skill's set one of the class's resources (the syllabus loader's records say which, read only).
 * Chapters with nothing to ask yet give none.
 */
export async function skillsOfScope(db: DbOrTx, caller: SessionUser, scope: TestScope) {
  await requireSchoolClass(db, caller, scope.courseId, scope.classNumber);
  const chapterIds = [...new Set(scope.chapterIds)];
  for (const chapterId of chapterIds)
    if (findChapter(chapterId)?.book.classNumber !== scope.classNumber)
      throw badRequest("teacherTestSlotInvalid");
  const records = await db
    .select({ key: syllabusItems.key, refId: syllabusItems.refId, kind: syllabusItems.kind })
    .from(syllabusItems)
    .where(
      and(
        inArray(syllabusItems.kind, ["set", "title"]),
        or(...chapterIds.map((id) => like(syllabusItems.key, `${id}/%`))),
      ),
    );
  const setRecords = records.filter((row) => row.kind === "set");
  const inClass = setRecords.length
    ? await joinClassOfResource(db.select({ id: courseResources.id }).from(courseResources).$dynamic()).where(
        and(
          inArray(
            courseResources.id,
            setRecords.map((row) => row.refId),
          ),
          eq(courseClasses.courseId, scope.courseId),
          eq(courseClasses.classNumber, scope.classNumber),
        ),
      )
    : [];
  const ofClass = new Set(inClass.map((row) => row.id));
  const titleIds = records.filter((row) => row.kind === "title");
  const titles = titleIds.length
    ? await db
        .select({ id: courseTitles.id, en: courseTitles.title, hi: courseTitles.titleHi })
        .from(courseTitles)
        .where(
          inArray(
            courseTitles.id,
            titleIds.map((row) => row.refId),
          ),
        )
    : [];
  const titleOf = new Map(titles.map((row) => [row.id, row]));
  const nameOf = new Map(
    titleIds.map((row) => {
      const title = titleOf.get(row.refId);
      return [row.key, title ? { en: title.en, hi: title.hi ?? title.en } : undefined];
    }),
  );
  const skills: BuilderSkill[] = [];
  for (const chapterId of chapterIds) {
    const order = new Map(skillsOfChapter(chapterId).map((skill, i) => [skill.id, i]));
    const ofChapter = setRecords
      .filter((row) => row.key.startsWith(`${chapterId}/`) && ofClass.has(row.refId))
      .map((row) => ({ skillId: row.key.slice(chapterId.length + 1), resourceId: row.refId, key: row.key }))
      .sort(
        (a, b) =>
          (order.get(a.skillId) ?? 1e6) - (order.get(b.skillId) ?? 1e6) || (a.skillId < b.skillId ? -1 : 1),
      );
    for (const { skillId, resourceId, key } of ofChapter) {
      const set = await loadSet(db, resourceId);
      if (!set || stepsOf(set) === 0) continue;
      const name = nameOf.get(key) ?? { en: skillId, hi: skillId };
      skills.push({ skillId, resourceId, chapterId, name, steps: stepsOf(set), set });
    }
  }
  return skills;
}

/** The skill a slot names, among the scope's: its skill and set must be one of them, its step the set's. */
export function skillOfSlot(
  skills: readonly BuilderSkill[],
  slot: { skillId: string; resourceId: string; step: number },
): BuilderSkill {
  const skill = skills.find((s) => s.skillId === slot.skillId && s.resourceId === slot.resourceId);
  if (!skill || slot.step >= skill.steps) throw badRequest("teacherTestSlotInvalid");
  return skill;
}
