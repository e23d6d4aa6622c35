import { randomUUID } from "node:crypto";
import { type TestSitting, testSlotsSchema } from "@ganit/contracts";
import type { PracticeLocale } from "@ganit/contracts/practice/index";
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { studentOf } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { practiceAttempts, practiceTests } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAssignmentWork, requireAssignedTest } from "../assignments/index.ts";
import { openableSet } from "./attempts.ts";
import { openTestSitting } from "./chapter-test.ts";
import { chapterOfTest, readTestSitting, sittingItems, submitTestSitting } from "./chapter-test-sitting.ts";
import { withinDailyAttempts } from "./daily-limits.ts";
import type { PracticeSet } from "./store.ts";
import { deadlineOf, timeIsUp } from "./test-deadline.ts";

/** A new timed sitting's deadline, from the `started_at` its row is given. */
function timed(now: Date, limitMinutes: number | null) {
  const endsAt = deadlineOf(now, limitMinutes);
  return endsAt ? { endsAt: endsAt.toISOString(), now: now.toISOString() } : {};
}

/** The first instant of an India day (UTC+05:30 all year). */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`));

/**
 * POST /api/practice/teacher-tests/{testId}: a sitting of a teacher's test assigned to the caller
 * (docs/adr/0694): the questions of its slots, each with the slot's fixed seed or a fresh one, as a
 * quiz shows them (no key, hint, solution or seed); graded at submit like a chapter test (0692).
 * A sitting begun since the assignment's start day and not yet submitted is given back, not doubled.
 * Not assigned to the caller, withdrawn, not started yet: 404.
 */
export async function startTeacherTest(
  db: DbOrTx,
  caller: SessionUser,
  testId: string,
  locale: PracticeLocale = "en",
): Promise<TestSitting> {
  const own = await studentOf(db, caller);
  if (!own?.schoolId) throw notFound();
  const { startsOn } = await requireAssignedTest(db, { id: own.id, schoolId: own.schoolId }, testId);
  const [open] = await db
    .select({ id: practiceAttempts.id })
    .from(practiceAttempts)
    .where(
      and(
        eq(practiceAttempts.testId, testId),
        eq(practiceAttempts.studentId, own.id),
        isNull(practiceAttempts.submittedAt),
        gte(practiceAttempts.startedAt, indiaDayStart(startsOn)),
      ),
    )
    .orderBy(desc(practiceAttempts.startedAt))
    .limit(1);
  if (open) {
    const sitting = await readTestSitting(db, caller, open.id, locale);
    // Its time is up (docs/adr/0696): the sitting is marked with the answers saved in time, never
    // opened again with a fresh clock.
    const up =
      sitting.state === "open" && timeIsUp(sitting.endsAt ? new Date(sitting.endsAt) : null, new Date());
    return up ? submitTestSitting(db, caller, open.id, { answers: [] }, locale) : sitting;
  }
  const [test] = await db
    .select()
    .from(practiceTests)
    .where(and(eq(practiceTests.id, testId), eq(practiceTests.kind, "teacher")));
  if (!test) throw notFound();
  const slots = testSlotsSchema.parse(test.slots);
  const setOf = new Map<string, PracticeSet>();
  let place: Awaited<ReturnType<typeof openableSet>>["key"] | undefined;
  for (const resourceId of new Set(slots.map((slot) => slot.resourceId))) {
    // Each set through the access module: a set the child may not open leaves its questions out.
    const found = await openableSet(db, caller, resourceId).catch(() => null);
    if (!found) continue;
    setOf.set(resourceId, found.set);
    place ??= found.key;
  }
  if (!place) throw conflict("practiceTestEmpty");
  const { studentId, courseId, classNumber } = place;
  const attemptId = randomUUID();
  const startedAt = new Date();
  try {
    return await db.transaction(async (tx) => {
      await withinDailyAttempts(tx, studentId);
      const issued = await openTestSitting(tx, {
        attemptId,
        place: { studentId, courseId, classNumber },
        testId,
        slots,
        setOf,
        locale,
        // A hand-written question is the one the teacher chose (no turn); a generator's gets fresh
        // numbers unless the slot fixes them.
        turnOf: () => 0,
        // Named by the slot's place, so the teacher's results read each question by its place.
        nameOf: (slotIndex) => `q${slotIndex}`,
        startedAt,
      });
      // The assignment's stored work: begun (docs/adr/0723).
      await recordAssignmentWork(tx, studentId, { testId });
      return {
        state: "open" as const,
        attemptId,
        chapter: chapterOfTest(test.chapterIds?.[0] ?? null),
        title: test.title ?? "",
        timeLimitMinutes: test.timeLimitMinutes,
        items: sittingItems(setOf, issued, locale).map((q) => q.student),
        ...timed(startedAt, test.timeLimitMinutes),
      };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound() : error;
  }
}
