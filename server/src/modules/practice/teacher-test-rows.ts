import { randomUUID } from "node:crypto";
import type { TestSlot } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAttempts, practiceTests } from "../../db/schema.ts";

/**
 * A teacher's test is a `practice_tests` row of kind `teacher` (docs/adr/0693): practice owns the
 * table, the teacher-tests module decides what is saved and calls these to write it.
 */
export type TeacherTestFields = {
  courseId: string;
  classNumber: number;
  chapterIds: string[];
  title: string;
  timeLimitMinutes: number | null;
  slots: TestSlot[];
};

export async function insertTeacherTest(
  db: DbOrTx,
  fields: TeacherTestFields & { schoolId: string; authorUserId: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(practiceTests).values({ id, kind: "teacher", chapterId: null, ...fields });
  return id;
}

export async function updateTeacherTest(db: DbOrTx, id: string, fields: TeacherTestFields) {
  await db
    .update(practiceTests)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(practiceTests.id, id), eq(practiceTests.kind, "teacher")));
}

export async function deleteTeacherTest(db: DbOrTx, id: string) {
  await db.delete(practiceTests).where(and(eq(practiceTests.id, id), eq(practiceTests.kind, "teacher")));
}

/** How many sittings (begun or submitted) a test has: a test children have sat keeps its questions. */
export async function sittingsOfTest(db: DbOrTx, testId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.testId, testId));
  return Number(row?.n ?? 0);
}
