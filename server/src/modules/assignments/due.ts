import type { DueAssignments } from "@ganit/contracts";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { studentOf } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignments,
  courseResources,
  courses,
  courseTitles,
  practiceTests,
  students,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { assignedWorkColumns, indiaToday, joinChildren, liveOn, nudgedAtSql, stateSql } from "./children.ts";

/** Done work stays on the child's list this many days past its due day, then leaves it. */
const DONE_KEPT_DAYS = 14;

/**
 * GET /api/assignments/due: the child's own assignments that have started (the start day reached),
 * not done, or due within the last fortnight, earliest due first, each with its state and the
 * teacher's newest nudge. Work done offline counts once its answers have synced (the sitting keeps
 * the device's start time). The screen groups them: overdue, this week, later, done.
 */
export async function dueAssignments(
  db: DbOrTx,
  caller: SessionUser,
  today = indiaToday(),
): Promise<DueAssignments> {
  const own = await studentOf(db, caller);
  if (!own?.schoolId) return { today, items: [] };
  return dueOfPupil(db, { id: own.id, schoolId: own.schoolId }, today);
}

/**
 * One pupil's list, as the child's own screen shows it; a parent's view of their child reads it too
 * (the caller has checked that the child is theirs).
 */
export async function dueOfStudent(
  db: DbOrTx,
  studentId: string,
  today = indiaToday(),
): Promise<DueAssignments> {
  const [pupil] = await db
    .select({ id: students.id, schoolId: students.schoolId })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  if (!pupil?.schoolId) return { today, items: [] };
  return dueOfPupil(db, { id: pupil.id, schoolId: pupil.schoolId }, today);
}

async function dueOfPupil(
  db: DbOrTx,
  own: { id: string; schoolId: string },
  today: string,
): Promise<DueAssignments> {
  const state = stateSql(today);
  const rows = await joinChildren(
    db
      .select({
        id: assignments.id,
        courseId: assignments.courseId,
        courseName: courses.name,
        classNumber: assignments.classNumber,
        ...assignedWorkColumns,
        state,
        nudgedAt: nudgedAtSql,
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(courseResources, eq(courseResources.id, assignments.resourceId))
      .leftJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
      .leftJoin(practiceTests, eq(practiceTests.id, assignments.testId))
      .$dynamic(),
  )
    .where(
      and(
        eq(students.id, own.id),
        eq(assignments.schoolId, own.schoolId),
        liveOn(today),
        or(sql`${assignments.dueOn} >= ${today}::date - ${DONE_KEPT_DAYS}::int`, sql`${state} <> 'done'`),
      ),
    )
    .orderBy(asc(assignments.dueOn), asc(assignments.id));
  return {
    today,
    items: rows.map((row) => ({
      ...row,
      kind: row.kind as DueAssignments["items"][number]["kind"],
      nudgedAt: row.nudgedAt ? new Date(row.nudgedAt).toISOString() : null,
    })),
  };
}
