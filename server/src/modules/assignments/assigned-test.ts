import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { assignments, students } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { indiaToday, joinChildren, liveOn } from "./children.ts";

/**
 * The first instant a child may have begun an assigned teacher's test for it to count (docs/adr/0694):
 * the start day (India) of the earliest current assignment of the test that reaches the child and
 * has started. None (not assigned to them, withdrawn, not yet started): 404, so a child sits only the
 * tests given to them.
 */
export async function requireAssignedTest(
  db: DbOrTx,
  student: { id: string; schoolId: string },
  testId: string,
  today = indiaToday(),
): Promise<{ startsOn: string }> {
  const [row] = await joinChildren(db.select({ startsOn: assignments.startsOn }).from(assignments).$dynamic())
    .where(
      and(
        eq(assignments.testId, testId),
        eq(assignments.schoolId, student.schoolId),
        eq(students.id, student.id),
        liveOn(today),
      ),
    )
    .orderBy(asc(assignments.startsOn))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Whom each of these teachers' tests is given to now (not withdrawn): its class, its section (null:
 * the whole class) and whether chosen children are the target, oldest first. The office's and the
 * teacher's test lists say it (docs/adr/0697); one query, by `assignments.test_id`.
 */
export async function targetsOfTests(db: DbOrTx, testIds: readonly string[]) {
  const rows = testIds.length
    ? await db
        .select({
          testId: assignments.testId,
          classNumber: assignments.classNumber,
          section: assignments.section,
          chosen: assignments.chosen,
        })
        .from(assignments)
        .where(and(inArray(assignments.testId, [...testIds]), isNull(assignments.withdrawnAt)))
        .orderBy(asc(assignments.createdAt))
    : [];
  const targets = new Map<string, { classNumber: number; section: string | null; chosen: boolean }[]>();
  for (const { testId, ...target } of rows) {
    if (!testId) continue;
    const list = targets.get(testId) ?? [];
    if (!list.some((t) => t.section === target.section && t.chosen === target.chosen)) list.push(target);
    targets.set(testId, list);
  }
  return targets;
}
