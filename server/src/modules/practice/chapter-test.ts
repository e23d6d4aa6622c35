import { randomUUID } from "node:crypto";
import { LIMITS, type TestSitting, type TestSlot, testSlotsSchema } from "@ganit/contracts";
import { skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import { freshSeed, type PracticeLocale, seededRandom } from "@ganit/contracts/practice/index";
import { and, eq, like } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { practiceAttempts, practiceTests, syllabusItems } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { drawNewQuestion, type Issued, openableSet } from "./attempts.ts";
import { drawChapterSlots, type TestableSkill } from "./chapter-test-draw.ts";
import { chapterOfTest, sittingItems } from "./chapter-test-sitting.ts";
import { withinDailyAttempts } from "./daily-limits.ts";
import type { PracticeSet } from "./store.ts";

type Openable = Awaited<ReturnType<typeof openableSet>>;

/**
 * The chapter's skills the caller may practise, each with its set: the syllabus loader's records
 * say which resource holds each skill's set (read only; the syllabus module writes them), and the
 * access module says whether the caller may open it. None recorded: 409; none open to the caller: 404.
 */
async function openSkills(db: DbOrTx, caller: SessionUser, chapterId: string) {
  const rows = await db
    .select({ key: syllabusItems.key, resourceId: syllabusItems.refId })
    .from(syllabusItems)
    .where(and(eq(syllabusItems.kind, "set"), like(syllabusItems.key, `${chapterId}/%`)));
  // In the order of the class's skill list where the syllabus knows the skill, then by id.
  const order = new Map(skillsOfChapter(chapterId).map((skill, i) => [skill.id, i]));
  const skills = rows
    .map((row) => ({ id: row.key.slice(chapterId.length + 1), resourceId: row.resourceId }))
    .sort((a, b) => (order.get(a.id) ?? 1e6) - (order.get(b.id) ?? 1e6) || (a.id < b.id ? -1 : 1));
  if (rows.length === 0) throw conflict("practiceTestEmpty");
  const open: { skillId: string; found: Openable }[] = [];
  for (const { id, resourceId } of skills) {
    const found = await openableSet(db, caller, resourceId).catch(() => null);
    if (found && (found.set.generators.length > 0 || found.set.items.length > 0))
      open.push({ skillId: id, found });
  }
  if (open.length === 0) throw notFound();
  return open;
}

const stepsOf = (set: PracticeSet) => set.generators.length || set.items.length;

/**
 * The chapter's test row for this course, drawn when first needed and drawn again when the
 * chapter's open skills are no longer the ones its slots name (the syllabus was loaded again).
 */
async function chapterTest(
  db: DbOrTx,
  courseId: string,
  classNumber: number,
  chapterId: string,
  skills: readonly TestableSkill[],
): Promise<{ id: string; slots: TestSlot[] }> {
  const where = and(
    eq(practiceTests.kind, "chapter"),
    eq(practiceTests.courseId, courseId),
    eq(practiceTests.chapterId, chapterId),
  );
  const [row] = await db
    .select({ id: practiceTests.id, slots: practiceTests.slots })
    .from(practiceTests)
    .where(where);
  const current = new Set(skills.map((skill) => `${skill.skillId}:${skill.resourceId}`));
  const slots = row ? testSlotsSchema.parse(row.slots) : [];
  const named = new Set(slots.map((slot) => `${slot.skillId}:${slot.resourceId}`));
  const stale =
    !row ||
    [...named].some((key) => !current.has(key)) ||
    (skills.length <= LIMITS.practiceTestQuestions && named.size !== current.size) ||
    slots.some((slot) => slot.step >= (skills.find((s) => s.resourceId === slot.resourceId)?.steps ?? 0));
  if (row && !stale) return { id: row.id, slots };
  const drawn = drawChapterSlots(skills, LIMITS.practiceTestQuestions, seededRandom(freshSeed()));
  if (row) {
    await db
      .update(practiceTests)
      .set({ slots: drawn, updatedAt: new Date() })
      .where(eq(practiceTests.id, row.id));
    return { id: row.id, slots: drawn };
  }
  const id = randomUUID();
  const [made] = await db
    .insert(practiceTests)
    .values({ id, kind: "chapter", chapterId, courseId, classNumber, slots: drawn })
    .onConflictDoNothing()
    .returning({ id: practiceTests.id });
  if (made) return { id, slots: drawn };
  // Drawn meanwhile for another child of the course: theirs is the chapter's test.
  const [other] = await db
    .select({ id: practiceTests.id, slots: practiceTests.slots })
    .from(practiceTests)
    .where(where);
  if (!other) throw notFound();
  return { id: other.id, slots: testSlotsSchema.parse(other.slots) };
}

/**
 * A slot's question for one sitting: a generator's at the slot's step with the slot's fixed seed or
 * a fresh one that reads unlike those already asked (the practice sitting's own rule), or the
 * hand-written question the step names.
 */
export function issueSlot(
  slot: TestSlot,
  set: PracticeSet,
  asked: Set<string>,
  locale: PracticeLocale,
  offset: number,
) {
  const spec = set.generators[slot.step];
  if (spec) return drawNewQuestion(spec, slot.step, asked, locale, slot.seed);
  // Hand-written: the step names a question, turned by the sitting's offset for the set (unless
  // the slot is fixed), so classmates get different ones and one sitting never repeats one.
  const turn = slot.seed === undefined ? offset : 0;
  const item = set.items[(slot.step + turn) % Math.max(1, set.items.length)];
  return item ? { seed: slot.seed ?? freshSeed(), item } : null;
}

/**
 * A test's sitting for one child, in the caller's transaction: each slot's question issued (a slot
 * whose set the child may not open is left out), then the sitting written as a `test` attempt of
 * `testId`. `turnOf` turns a set's hand-written questions (0: as the slot names them); `nameOf`
 * names a question by its slot's place or by how many were asked before it.
 */
export async function openTestSitting(
  tx: DbOrTx,
  sitting: {
    attemptId: string;
    place: { studentId: string; courseId: string; classNumber: number };
    testId: string;
    slots: readonly TestSlot[];
    setOf: ReadonlyMap<string, PracticeSet>;
    locale: PracticeLocale;
    turnOf: (resourceId: string) => number;
    nameOf: (slotIndex: number, askedBefore: number) => string;
    /** When it starts, for a timed test whose deadline is told with it (docs/adr/0696); else the database's now. */
    startedAt?: Date;
  },
): Promise<Issued[]> {
  const asked = new Set<string>();
  const issued: Issued[] = [];
  for (const [index, slot] of sitting.slots.entries()) {
    const set = sitting.setOf.get(slot.resourceId);
    const question = set
      ? issueSlot(slot, set, asked, sitting.locale, sitting.turnOf(slot.resourceId))
      : null;
    if (!question) continue;
    issued.push({
      itemId: sitting.nameOf(index, issued.length),
      seed: question.seed,
      resourceId: slot.resourceId,
      sourceId: question.item.id,
    });
  }
  if (issued.length === 0) throw conflict("practiceTestEmpty");
  await tx.insert(practiceAttempts).values({
    id: sitting.attemptId,
    ...sitting.place,
    resourceId: null,
    kind: "test",
    mode: "quiz",
    items: issued,
    testId: sitting.testId,
    ...(sitting.startedAt ? { startedAt: sitting.startedAt } : {}),
  });
  return issued;
}

/**
 * POST /api/practice/chapter-tests/{chapterId}: a sitting of the chapter's test for the caller (a
 * school's pupil whose class the school has, or a learner who bought it): its questions as a quiz
 * shows them, named by their place (`q0`…), their seeds kept on the server.
 */
export async function startChapterTest(
  db: DbOrTx,
  caller: SessionUser,
  chapterId: string,
  locale: PracticeLocale = "en",
): Promise<TestSitting> {
  const chapter = chapterOfTest(chapterId);
  const open = await openSkills(db, caller, chapterId);
  const first = open[0] as (typeof open)[number];
  const { courseId, classNumber, studentId } = first.found.key;
  const setOf = new Map(open.map(({ found }) => [found.set.resourceId, found.set]));
  const skills = open.map(({ skillId, found }) => ({
    skillId,
    resourceId: found.set.resourceId,
    steps: stepsOf(found.set),
  }));
  const attemptId = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      await withinDailyAttempts(tx, studentId);
      const test = await chapterTest(tx, courseId, classNumber, chapterId, skills);
      const offsets = new Map<string, number>();
      const offsetOf = (resourceId: string) => {
        if (!offsets.has(resourceId)) offsets.set(resourceId, Math.floor(Math.random() * 1_000));
        return offsets.get(resourceId) ?? 0;
      };
      const issued = await openTestSitting(tx, {
        attemptId,
        place: { studentId, courseId, classNumber },
        testId: test.id,
        slots: test.slots,
        setOf,
        locale,
        turnOf: offsetOf,
        // A chapter's questions are named in the order asked.
        nameOf: (_, asked) => `q${asked}`,
      });
      return {
        state: "open" as const,
        attemptId,
        chapter,
        items: sittingItems(setOf, issued, locale).map((q) => q.student),
      };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound() : error;
  }
}
