import { and, eq, gte, lte, or, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/named.ts";
import {
  assignmentStanding,
  assignments,
  courseResources,
  courseTitles,
  enrolments,
  practiceTests,
  purchasedClasses,
  students,
  users,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { indiaToday, joinChildren, notBegunSql } from "./children.ts";

/** A day `days` after an India day (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
        title: sql<string>`coalesce(${assignments.title}, ${courseTitles.title}, ${practiceTests.title})`,
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
 * What My classes says of all the teacher's classes at once: per class (its section's, when it is
 * one), the assignments due in the coming week and the children with overdue work; per course
 * class, the children who had not begun an assignment by its due day (docs/adr/0663). The same
 * rules as `stateSql` and `notStartedByDue`, read from each child's stored standing (docs/adr/0738):
 * overdue work is an assignment reaching them, not done, due before today; one not begun by its due
 * day, the same of one not begun. One row per child the caller reaches, by its key; the week's
 * assignments are counted from the classes' own rows.
 */
export async function dueOfClasses(
  db: DbOrTx,
  caller: SessionUser,
  classes: readonly TeacherClassKey[],
  today = indiaToday(),
) {
  const empty = classes.map(() => ({ dueSoon: 0, overdue: 0, notBegun: new Set<string>() }));
  if (classes.length === 0 || !caller.schoolId) return empty;
  const courseClasses = [...new Map(classes.map((c) => [`${c.courseId}:${c.classNumber}`, c])).values()];
  const ofClasses = and(
    accessible(caller, "assignment.read"),
    sql`${assignments.withdrawnAt} is null`,
    or(
      ...courseClasses.map((c) =>
        and(eq(assignments.courseId, c.courseId), eq(assignments.classNumber, c.classNumber)),
      ),
    ),
  );
  const [soon, children] = await Promise.all([
    db
      .select({
        courseId: assignments.courseId,
        classNumber: assignments.classNumber,
        section: assignments.section,
        n: sql<number>`cast(count(*) as integer)`,
      })
      .from(assignments)
      .where(and(ofClasses, gte(assignments.dueOn, today), lte(assignments.dueOn, dayAfter(today, 6))))
      .groupBy(assignments.courseId, assignments.classNumber, assignments.section),
    // Named: the access rule's subqueries cost more to plan than the probes cost to run.
    runNamed(
      db
        .select({
          courseId: purchasedClasses.courseId,
          classNumber: purchasedClasses.classNumber,
          studentId: students.id,
          section: students.section,
          notBegun: sql<boolean>`coalesce(${assignmentStanding.unbegunFrom} < ${today}::date, false)`,
        })
        .from(purchasedClasses)
        .innerJoin(enrolments, eq(enrolments.purchasedClassId, purchasedClasses.id))
        .innerJoin(
          students,
          and(eq(students.id, enrolments.studentId), eq(students.schoolId, purchasedClasses.schoolId)),
        )
        .innerJoin(
          assignmentStanding,
          and(
            eq(assignmentStanding.studentId, students.id),
            eq(assignmentStanding.courseId, purchasedClasses.courseId),
            eq(assignmentStanding.classNumber, purchasedClasses.classNumber),
          ),
        )
        .where(
          and(
            eq(purchasedClasses.schoolId, caller.schoolId),
            or(
              ...courseClasses.map((c) =>
                and(
                  eq(purchasedClasses.courseId, c.courseId),
                  eq(purchasedClasses.classNumber, c.classNumber),
                ),
              ),
            ),
            accessible(caller, "student.read"),
            sql`${assignmentStanding.openFrom} < ${today}::date`,
          ),
        ),
    ),
  ]);
  return classes.map((c) => {
    const mine = children.filter((row) => row.courseId === c.courseId && row.classNumber === c.classNumber);
    return {
      // A section's week: its own assignments and the whole class's.
      dueSoon: soon
        .filter(
          (row) =>
            row.courseId === c.courseId &&
            row.classNumber === c.classNumber &&
            (c.section === null || row.section === null || row.section === c.section),
        )
        .reduce((sum, row) => sum + Number(row.n), 0),
      overdue: mine.filter((row) => c.section === null || row.section === c.section).length,
      notBegun: new Set(mine.filter((row) => row.notBegun).map((row) => row.studentId)),
    };
  });
}
