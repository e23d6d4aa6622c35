import { and, eq, gte, lte, or, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignments,
  courseResources,
  courseTitles,
  practiceTests,
  students,
  users,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { dayAfter, indiaToday, joinChildren, notBegunSql, titleSql } from "./children.ts";

/** The caller's assignments of one course class (a section's: the section's and the whole class's). */
const ofClass = (caller: SessionUser, courseId: string, classNumber: number, section?: string | null) =>
  and(
    accessible(caller, "assignment.read"),
    // A withdrawn assignment is due to nobody, so nobody needs help with it (docs/adr/0702).
    sql`${assignments.withdrawnAt} is null`,
    eq(assignments.courseId, courseId),
    eq(assignments.classNumber, classNumber),
    section ? or(sql`${assignments.section} is null`, eq(assignments.section, section)) : undefined,
  );

/**
 * The needs-help rule of assignments (docs/adr/0663): a child the caller reaches who had not begun
 * an assignment of the class by its due day (the due day has passed: nothing opened, no sitting
 * begun since the start day). One entry per child and assignment, newest due day first; `since` is
 * the due day.
 */
export async function notStartedByDue(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
  today = indiaToday(),
) {
  const rows = await joinChildren(
    db
      .select({
        studentId: students.id,
        name: users.name,
        resourceId: assignments.resourceId,
        title: titleSql,
        dueOn: assignments.dueOn,
      })
      .from(assignments)
      .leftJoin(courseResources, eq(courseResources.id, assignments.resourceId))
      .leftJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
      .leftJoin(practiceTests, eq(practiceTests.id, assignments.testId))
      .$dynamic(),
  )
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        ofClass(caller, courseId, classNumber),
        sql`${assignments.dueOn} < ${today}::date`,
        accessible(caller, "student.read"),
        notBegunSql,
      ),
    )
    .orderBy(sql`${assignments.dueOn} desc`, students.sortName, students.id);
  return rows.map(({ dueOn, ...row }) => ({ ...row, since: dueOn, reason: "notStartedByDue" as const }));
}

type TeacherClassKey = { courseId: string; classNumber: number; section: string | null };

/**
 * The assignments due in the coming week in each of the teacher's classes (its section's, when it
 * is one: the section's own and the whole class's), for My classes, counted from the classes' own
 * rows in one statement. The children with overdue work and work not begun by its due day come
 * with their levels (`levelsOfClasses`, reading each child's stored standing: docs/adr/0738).
 */
export async function dueSoonOfClasses(
  db: DbOrTx,
  caller: SessionUser,
  classes: readonly TeacherClassKey[],
  today = indiaToday(),
): Promise<number[]> {
  if (classes.length === 0 || !caller.schoolId) return classes.map(() => 0);
  const courseClasses = [...new Map(classes.map((c) => [`${c.courseId}:${c.classNumber}`, c])).values()];
  const soon = await db
    .select({
      courseId: assignments.courseId,
      classNumber: assignments.classNumber,
      section: assignments.section,
      n: sql<number>`cast(count(*) as integer)`,
    })
    .from(assignments)
    .where(
      and(
        accessible(caller, "assignment.read"),
        sql`${assignments.withdrawnAt} is null`,
        or(
          ...courseClasses.map((c) =>
            and(eq(assignments.courseId, c.courseId), eq(assignments.classNumber, c.classNumber)),
          ),
        ),
        gte(assignments.dueOn, today),
        lte(assignments.dueOn, dayAfter(today, 6)),
      ),
    )
    .groupBy(assignments.courseId, assignments.classNumber, assignments.section);
  return classes.map((c) =>
    soon
      .filter(
        (row) =>
          row.courseId === c.courseId &&
          row.classNumber === c.classNumber &&
          (c.section === null || row.section === null || row.section === c.section),
      )
      .reduce((sum, row) => sum + Number(row.n), 0),
  );
}
