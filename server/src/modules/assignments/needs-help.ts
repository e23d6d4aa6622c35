import { and, countDistinct, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
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
import { begunSql, doneSql, indiaToday, joinChildren, notBegunSql, stateSql } from "./children.ts";

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

type TeacherClassKey = { courseId: string; classNumber: number; section: string | null };

/**
 * What My classes says of all the teacher's classes at once: per class (its section's, when it is
 * one), the assignments due in the coming week and the children with overdue work; per course
 * class, the children who had not begun an assignment by its due day (docs/adr/0663). The same
 * rules as `dueSummary` and `notStartedByDue`, derived in one pass: each child's state on each past
 * assignment once (done, begun, neither), grouped per child, instead of twice per class.
 */
export async function dueOfClasses(
  db: DbOrTx,
  caller: SessionUser,
  classes: readonly TeacherClassKey[],
  today = indiaToday(),
) {
  const empty = classes.map(() => ({ dueSoon: 0, overdue: 0, notBegun: new Set<string>() }));
  if (classes.length === 0) return empty;
  const courseClasses = [...new Map(classes.map((c) => [`${c.courseId}:${c.classNumber}`, c])).values()];
  const ofClasses = and(
    accessible(caller, "assignment.read"),
    sql`${assignments.withdrawnAt} is null`,
    inArray(assignments.courseId, [...new Set(courseClasses.map((c) => c.courseId))]),
    inArray(assignments.classNumber, [...new Set(courseClasses.map((c) => c.classNumber))]),
  );
  // Each child's state on each past assignment, once: 2 done, 1 begun (a set's sitting, not
  // finished), 0 neither. Every child comes back (a filter on the least in SQL, a `having`, would
  // derive every state a second time: the planner repeats the expression with its subqueries).
  const pairs = joinChildren(
    db
      .select({
        courseId: sql<string>`${assignments.courseId}`.as("course_id"),
        classNumber: sql<number>`${assignments.classNumber}`.as("class_number"),
        studentId: sql<string>`${students.id}`.as("student_id"),
        section: sql<string | null>`${students.section}`.as("section"),
        progress: sql<number>`(case when ${doneSql} then 2
          when ${assignments.kind} <> 'lesson' and ${begunSql} then 1 else 0 end)`.as("progress"),
      })
      .from(assignments)
      .$dynamic(),
  )
    .where(and(ofClasses, sql`${assignments.dueOn} < ${today}::date`, accessible(caller, "student.read")))
    .as("pairs");
  // A child's least over the past assignments says both overdue (< 2) and not begun by a due day (0).
  const least = sql<number>`min(${pairs.progress})`;
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
    db
      .select({
        courseId: pairs.courseId,
        classNumber: pairs.classNumber,
        studentId: pairs.studentId,
        section: pairs.section,
        progress: least,
      })
      .from(pairs)
      .groupBy(pairs.courseId, pairs.classNumber, pairs.studentId, pairs.section),
  ]);
  return classes.map((c) => {
    const same = (row: { courseId: string; classNumber: number }) =>
      row.courseId === c.courseId && row.classNumber === c.classNumber;
    const mine = children.filter((row) => same(row) && Number(row.progress) < 2);
    return {
      // A section's week: its own assignments and the whole class's.
      dueSoon: soon
        .filter(
          (row) => same(row) && (c.section === null || row.section === null || row.section === c.section),
        )
        .reduce((sum, row) => sum + Number(row.n), 0),
      overdue: mine.filter((row) => c.section === null || row.section === c.section).length,
      notBegun: new Set(mine.filter((row) => Number(row.progress) === 0).map((row) => row.studentId)),
    };
  });
}
