import {
  type TeacherTest,
  type TeacherTestSummary,
  type TeacherTestsPage,
  type TeacherTestsQuery,
  testSlotsSchema,
} from "@ganit/contracts";
import { findChapter, hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import { and, eq, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf } from "../../db/lists.ts";
import { practiceAttempts, practiceTests, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { targetsOfTests } from "../assignments/index.ts";
import { slotView } from "./preview.ts";
import { skillOfSlot, skillsOfScope } from "./skills.ts";

const summaryColumns = (caller: SessionUser) => ({
  id: practiceTests.id,
  courseId: practiceTests.courseId,
  classNumber: practiceTests.classNumber,
  chapterIds: practiceTests.chapterIds,
  title: practiceTests.title,
  timeLimitMinutes: practiceTests.timeLimitMinutes,
  slots: practiceTests.slots,
  author: users.name,
  sittings: sql<number>`(select cast(count(*) as integer) from ${practiceAttempts}
    where ${practiceAttempts.testId} = ${practiceTests.id})`,
  updatedAt: practiceTests.updatedAt,
  editable: sql<boolean>`coalesce(${accessible(caller, "test.update") ?? sql`true`}, false)`,
});

const selectTests = (db: DbOrTx, caller: SessionUser) =>
  db
    .select(summaryColumns(caller))
    .from(practiceTests)
    .leftJoin(users, eq(users.id, practiceTests.authorUserId));

type Row = Awaited<ReturnType<ReturnType<typeof selectTests>["where"]>>[number];

function summaryOf({ slots, ...row }: Row): TeacherTestSummary {
  const parsed = testSlotsSchema.parse(slots);
  return {
    ...row,
    chapterIds: row.chapterIds ?? [],
    chapters: (row.chapterIds ?? []).flatMap((id) => {
      const found = findChapter(id);
      if (!found) return [];
      const { chapter } = found;
      return [
        {
          id,
          number: chapter.number,
          title: { en: chapter.title.en.text, hi: hindiTitleToShow(chapter).text },
        },
      ];
    }),
    title: row.title ?? "",
    questions: parsed.length,
    fixed: parsed.length > 0 && parsed.every((slot) => slot.seed !== undefined),
    sittings: Number(row.sittings),
    editable: Boolean(row.editable),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A test the caller reaches (`test.read`: the school's; a teacher's, of a class they teach), or 404. */
export async function requireTest(db: DbOrTx, caller: SessionUser, id: string) {
  const [row] = await selectTests(db, caller).where(
    and(eq(practiceTests.id, id), accessible(caller, "test.read")),
  );
  if (!row) throw notFound();
  return { row, summary: summaryOf(row), slots: testSlotsSchema.parse(row.slots) };
}

/**
 * GET /api/teacher-tests/{id}: the test with a question to show for each slot (its fixed numbers,
 * or fresh ones: each child gets their own). A slot whose skill left the chapters (a new syllabus
 * load) is left out of the view; saving the test again drops it.
 */
export async function readTeacherTest(db: DbOrTx, caller: SessionUser, id: string): Promise<TeacherTest> {
  const { summary, slots } = await requireTest(db, caller, id);
  const skills = await skillsOfScope(db, caller, summary);
  const views = slots.flatMap((slot) => {
    try {
      return [slotView(skillOfSlot(skills, slot), slot)];
    } catch {
      return [];
    }
  });
  return { ...summary, slots: views };
}

/**
 * GET /api/teacher-tests: the tests of the caller's classes, filtered by course and class, newest
 * change first (`practice_tests_school_class_idx` serves a class's, `practice_tests_school_idx` the
 * school's).
 */
export async function listTeacherTests(
  db: DbOrTx,
  caller: SessionUser,
  query: TeacherTestsQuery,
): Promise<TeacherTestsPage> {
  const where = and(
    accessible(caller, "test.read"),
    query.courseId ? eq(practiceTests.courseId, query.courseId) : undefined,
    query.class ? eq(practiceTests.classNumber, query.class) : undefined,
  );
  const page = await pageOf({
    query,
    sortColumns: { updatedAt: practiceTests.updatedAt, title: practiceTests.title },
    tiebreaker: practiceTests.id,
    rows: selectTests(db, caller).where(where).$dynamic(),
    count: db.select({ n: countAll }).from(practiceTests).where(where),
  });
  // Whom each is given to: the office's list shows it beside the author (docs/adr/0697).
  const targets = await targetsOfTests(
    db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...summaryOf(row), assignedTo: targets.get(row.id) ?? [] })),
  };
}
