import { and, countDistinct, eq, gte, lte, or, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { assignments, courseResources, courseTitles, students, users } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { indiaToday, joinChildren, notBegunSql, stateSql } from "./children.ts";

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
        title: sql<string>`coalesce(${assignments.title}, ${courseTitles.title})`,
        dueOn: assignments.dueOn,
      })
      .from(assignments)
      .innerJoin(courseResources, eq(courseResources.id, assignments.resourceId))
      .innerJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
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

/**
 * What My classes says is due for one of the teacher's classes: the assignments due in the coming
 * week (today included), and the children (of the section, when the class is one) with overdue work.
 */
export async function dueSummary(
  db: DbOrTx,
  caller: SessionUser,
  klass: { courseId: string; classNumber: number; section: string | null },
  today = indiaToday(),
) {
  const scope = ofClass(caller, klass.courseId, klass.classNumber, klass.section);
  const [soon] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(assignments)
    .where(and(scope, gte(assignments.dueOn, today), lte(assignments.dueOn, dayAfter(today, 6))));
  const [late] = await joinChildren(
    db
      .select({ n: countDistinct(students.id) })
      .from(assignments)
      .$dynamic(),
  ).where(
    and(
      scope,
      sql`${assignments.dueOn} < ${today}::date`,
      klass.section ? eq(students.section, klass.section) : undefined,
      accessible(caller, "student.read"),
      sql`${stateSql(today)} = 'overdue'`,
    ),
  );
  return { dueSoon: Number(soon?.n ?? 0), overdue: Number(late?.n ?? 0) };
}
