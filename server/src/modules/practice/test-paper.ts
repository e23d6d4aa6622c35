import { LIMITS, type StoredItem, type TestSlot, testSlotsSchema } from "@ganit/contracts";
import { skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import { freshSeed, type PracticeLocale, seededRandom } from "@ganit/contracts/practice/index";
import { and, eq, inArray, like } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  courseClasses,
  courseResources,
  practiceSets,
  practiceTests,
  syllabusItems,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { joinClassOfResource } from "../courses/index.ts";
import { issueSlot } from "./chapter-test.ts";
import { drawChapterSlots } from "./chapter-test-draw.ts";
import { loadSet, type PracticeSet } from "./store.ts";

/**
 * Tests on paper (docs/adr/0704): a stored test's slots, or a chapter's slots drawn as its chapter
 * test draws them, each made into a question with the slot's fixed seed or a fresh one. Nothing is
 * saved: printing a paper is not a sitting. The printing module checks the caller's access to the
 * sets (and the test) before it asks for the questions.
 */

export type PaperTest = {
  id: string;
  kind: string;
  chapterId: string | null;
  courseId: string;
  classNumber: number;
  /** A teacher's test's own title (a chapter test has none: its chapter names it). */
  title: string | null;
  slots: TestSlot[];
};

/** A stored test of any kind (a chapter's, a teacher's), or null. */
export async function storedTest(db: DbOrTx, testId: string): Promise<PaperTest | null> {
  const [row] = await db
    .select({
      id: practiceTests.id,
      kind: practiceTests.kind,
      chapterId: practiceTests.chapterId,
      courseId: practiceTests.courseId,
      classNumber: practiceTests.classNumber,
      title: practiceTests.title,
      slots: practiceTests.slots,
    })
    .from(practiceTests)
    .where(eq(practiceTests.id, testId))
    .limit(1);
  return row ? { ...row, slots: testSlotsSchema.parse(row.slots) } : null;
}

const stepsOf = (set: PracticeSet) => set.generators.length || set.items.length;

/**
 * A chapter's test drawn afresh for paper: its skills with a set (the syllabus loader's records), in
 * the class's skill order, `LIMITS.practiceTestQuestions` slots spread over them as the chapter test
 * does, and the course class the sets are in. A chapter with no set: null.
 */
export async function chapterPaperSlots(
  db: DbOrTx,
  chapterId: string,
): Promise<{ courseId: string; classNumber: number; slots: TestSlot[] } | null> {
  const rows = await joinClassOfResource(
    db
      .select({
        key: syllabusItems.key,
        resourceId: courseResources.id,
        courseId: courseClasses.courseId,
        classNumber: courseClasses.classNumber,
      })
      .from(syllabusItems)
      .innerJoin(courseResources, eq(courseResources.id, syllabusItems.refId))
      .$dynamic(),
  )
    .innerJoin(practiceSets, eq(practiceSets.resourceId, courseResources.id))
    .where(and(eq(syllabusItems.kind, "set"), like(syllabusItems.key, `${chapterId}/%`)));
  const first = rows[0];
  if (!first) return null;
  const order = new Map(skillsOfChapter(chapterId).map((skill, i) => [skill.id, i]));
  const skills = [];
  for (const row of rows
    .map((r) => ({ ...r, skillId: r.key.slice(chapterId.length + 1) }))
    .sort(
      (a, b) =>
        (order.get(a.skillId) ?? 1e6) - (order.get(b.skillId) ?? 1e6) || (a.skillId < b.skillId ? -1 : 1),
    )) {
    const set = await loadSet(db, row.resourceId);
    if (set && stepsOf(set) > 0)
      skills.push({ skillId: row.skillId, resourceId: row.resourceId, steps: stepsOf(set) });
  }
  const slots = drawChapterSlots(skills, LIMITS.practiceTestQuestions, seededRandom(freshSeed()));
  return { courseId: first.courseId, classNumber: first.classNumber, slots };
}

/** A slot's question on paper: the item as made for the seed, in the language. */
export type PaperSlotQuestion = { item: StoredItem; seed: number; skillId: string };

/**
 * The questions of a list of slots, each set read once: a generator's at the slot's step with its
 * fixed seed or a fresh one (a repeat drawn again), a hand-written one turned by a random offset
 * per set as a sitting does. A slot whose set is gone is left out.
 */
export async function paperQuestions(
  db: DbOrTx,
  slots: readonly TestSlot[],
  locale: PracticeLocale,
): Promise<PaperSlotQuestion[]> {
  const ids = [...new Set(slots.map((slot) => slot.resourceId))];
  if (ids.length === 0) throw notFound();
  const present = await db
    .select({ resourceId: practiceSets.resourceId })
    .from(practiceSets)
    .where(inArray(practiceSets.resourceId, ids));
  const setOf = new Map<string, PracticeSet>();
  for (const { resourceId } of present) {
    const set = await loadSet(db, resourceId);
    if (set) setOf.set(resourceId, set);
  }
  const asked = new Set<string>();
  const offsets = new Map(ids.map((id) => [id, Math.floor(Math.random() * 1_000)]));
  const questions: PaperSlotQuestion[] = [];
  for (const slot of slots) {
    const set = setOf.get(slot.resourceId);
    const made = set ? issueSlot(slot, set, asked, locale, offsets.get(slot.resourceId) ?? 0) : null;
    if (made) questions.push({ item: made.item, seed: made.seed, skillId: slot.skillId });
  }
  return questions;
}
