import { and, countDistinct, eq, gte, lte, or, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentChildren,
  assignments,
  assignmentWork,
  courseResources,
  courseTitles,
  enrolments,
  purchasedClasses,
  students,
  users,
} from "../../db/schema.ts";
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

type TeacherClassKey = { courseId: string; classNumber: number; section: string | null };

/**
 * What My classes says of all the teacher's classes at once: per class (its section's, when it is
 * one), the assignments due in the coming week and the children with overdue work; per course
 * class, the children who had not begun an assignment by its due day (docs/adr/0663). The same
 * rules as `dueSummary` and `notStartedByDue`, counted from the stored work (docs/adr/0723): per
 * child, how many past assignments reach them, against how many of those they began and finished
 * (`assignment_work` read by assignment, index only). A child reached by more than they finished has
 * overdue work; by more than they began, one not begun by its due day. No child × assignment state
 * is derived: the children are read once, the past assignments once.
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
  // The past assignments (withdrawn ones are due to nobody, docs/adr/0702) and the children the
  // caller reaches in those course classes, each read once.
  const past = db.$with("past").as(
    db
      .select({
        id: sql<string>`${assignments.id}`.as("past_id"),
        courseId: sql<string>`${assignments.courseId}`.as("past_course_id"),
        classNumber: sql<number>`${assignments.classNumber}`.as("past_class_number"),
        section: sql<string | null>`${assignments.section}`.as("past_section"),
        chosen: sql<boolean>`${assignments.chosen}`.as("past_chosen"),
      })
      .from(assignments)
      .where(and(ofClasses, sql`${assignments.dueOn} < ${today}::date`)),
  );
  const kids = db.$with("kids").as(
    db
      .select({
        courseId: sql<string>`${purchasedClasses.courseId}`.as("kids_course_id"),
        classNumber: sql<number>`${purchasedClasses.classNumber}`.as("kids_class_number"),
        studentId: sql<string>`${students.id}`.as("kids_student_id"),
        section: sql<string | null>`${students.section}`.as("kids_section"),
      })
      .from(purchasedClasses)
      .innerJoin(enrolments, eq(enrolments.purchasedClassId, purchasedClasses.id))
      .innerJoin(
        students,
        and(eq(students.id, enrolments.studentId), eq(students.schoolId, purchasedClasses.schoolId)),
      )
      .where(
        and(
          eq(purchasedClasses.schoolId, caller.schoolId),
          or(
            ...courseClasses.map((c) =>
              and(eq(purchasedClasses.courseId, c.courseId), eq(purchasedClasses.classNumber, c.classNumber)),
            ),
          ),
          accessible(caller, "student.read"),
        ),
      ),
  );
  // The assignment reaches the child (`reachesChild`, over the two lists): its class, its section
  // or the whole class, and the child among the chosen when children were chosen.
  const reaches = and(
    eq(past.courseId, kids.courseId),
    eq(past.classNumber, kids.classNumber),
    sql`(${past.section} is null or ${past.section} = ${kids.section})`,
    sql`(not ${past.chosen} or exists (select 1 from ${assignmentChildren}
      where ${assignmentChildren.assignmentId} = ${past.id} and ${assignmentChildren.studentId} = ${kids.studentId}))`,
  );
  const reached = db.$with("reached").as(
    db
      .select({
        studentId: sql<string>`${kids.studentId}`.as("reached_student_id"),
        courseId: sql<string>`${kids.courseId}`.as("reached_course_id"),
        classNumber: sql<number>`${kids.classNumber}`.as("reached_class_number"),
        section: sql<string | null>`${kids.section}`.as("reached_section"),
        n: sql<number>`count(*)`.as("reached_n"),
      })
      .from(kids)
      .innerJoin(past, reaches)
      .groupBy(kids.studentId, kids.courseId, kids.classNumber, kids.section),
  );
  const worked = db.$with("worked").as(
    db
      .select({
        studentId: sql<string>`${kids.studentId}`.as("worked_student_id"),
        courseId: sql<string>`${kids.courseId}`.as("worked_course_id"),
        classNumber: sql<number>`${kids.classNumber}`.as("worked_class_number"),
        begun: sql<number>`count(*)`.as("worked_begun"),
        done: sql<number>`count(${assignmentWork.doneAt})`.as("worked_done"),
      })
      .from(past)
      .innerJoin(assignmentWork, eq(assignmentWork.assignmentId, past.id))
      .innerJoin(kids, and(eq(kids.studentId, assignmentWork.studentId), reaches))
      .groupBy(kids.studentId, kids.courseId, kids.classNumber),
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
    db
      .with(past, kids, reached, worked)
      .select({
        courseId: reached.courseId,
        classNumber: reached.classNumber,
        studentId: reached.studentId,
        section: reached.section,
        notBegun: sql<boolean>`${reached.n} > coalesce(${worked.begun}, 0)`,
      })
      .from(reached)
      .leftJoin(
        worked,
        and(
          eq(worked.studentId, reached.studentId),
          eq(worked.courseId, reached.courseId),
          eq(worked.classNumber, reached.classNumber),
        ),
      )
      // Overdue: reached by more past assignments than they finished (not begun is a part of it).
      .where(sql`${reached.n} > coalesce(${worked.done}, 0)`),
  ]);
  return classes.map((c) => {
    const same = (row: { courseId: string; classNumber: number }) =>
      row.courseId === c.courseId && Number(row.classNumber) === c.classNumber;
    const mine = children.filter(same);
    return {
      // A section's week: its own assignments and the whole class's.
      dueSoon: soon
        .filter(
          (row) => same(row) && (c.section === null || row.section === null || row.section === c.section),
        )
        .reduce((sum, row) => sum + Number(row.n), 0),
      overdue: mine.filter((row) => c.section === null || row.section === c.section).length,
      notBegun: new Set(mine.filter((row) => row.notBegun).map((row) => row.studentId)),
    };
  });
}
