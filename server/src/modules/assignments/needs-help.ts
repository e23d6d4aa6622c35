import { and, eq, gte, lte, or, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentChildren,
  assignments,
  assignmentWork,
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

/** A child's tally in My classes: reached by more past assignments than they finished (overdue). */
type LateChild = {
  course_id: string;
  class_number: number;
  student_id: string;
  section: string | null;
  not_begun: boolean;
};

/**
 * What My classes says of all the teacher's classes at once: per class (its section's, when it is
 * one), the assignments due in the coming week and the children with overdue work; per course
 * class, the children who had not begun an assignment by its due day (docs/adr/0663). The same
 * rules as `stateSql` and `notStartedByDue`, counted from the stored work (docs/adr/0723) instead
 * of derived per child and assignment: per child, how many past assignments reach them (counted per
 * class and section, and per chosen child), against how many of those they began and finished (the
 * past assignments' `assignment_work` rows, read by assignment, index only). Reached by more than
 * they finished: overdue work; by more than they began: one not begun by its due day. The children
 * are read once, the past assignments once.
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
  const pupilsOfClasses = and(
    eq(purchasedClasses.schoolId, caller.schoolId),
    or(
      ...courseClasses.map((c) =>
        and(eq(purchasedClasses.courseId, c.courseId), eq(purchasedClasses.classNumber, c.classNumber)),
      ),
    ),
    accessible(caller, "student.read"),
  );
  // The work is counted per child before it meets the children: the past assignments' stored
  // rows (read by assignment, index only) are grouped to one row per child and reach (the class, a
  // section, chosen), a few thousand rows, each given its child's section by the child's key. They
  // never join the caller's children: a child who is not one of them is reached by none of the
  // counted assignments (no row of `whole` or `chosen`), and `having` drops them. Materialised and
  // kept apart from the children, so that the planner, which guesses one child (the access rules'
  // subqueries hide how many), neither pairs each child with each past assignment to probe their
  // work nor scans the grouped work once per child (docs/adr/0723, 0737).
  const tally = sql`with past as (
      select ${assignments.id} as id, ${assignments.courseId} as course_id,
        ${assignments.classNumber} as class_number, ${assignments.section} as section,
        ${assignments.chosen} as chosen
      from ${assignments} where ${ofClasses} and ${assignments.dueOn} < ${today}::date
    ), kids as (
      select ${purchasedClasses.courseId} as course_id, ${purchasedClasses.classNumber} as class_number,
        ${students.id} as student_id, ${students.section} as section
      from ${purchasedClasses}
      join ${enrolments} on ${enrolments.purchasedClassId} = ${purchasedClasses.id}
      join ${students} on ${students.id} = ${enrolments.studentId} and ${students.schoolId} = ${purchasedClasses.schoolId}
      where ${pupilsOfClasses}
    ), whole as (
      select course_id, class_number, section, count(*) as n from past where not chosen group by 1, 2, 3
    ), chosen as (
      select past.course_id, past.class_number, past.section, ${assignmentChildren.studentId} as student_id,
        count(*) as n
      from past join ${assignmentChildren} on ${assignmentChildren.assignmentId} = past.id
      where past.chosen group by 1, 2, 3, 4
    ), work as materialized (
      select ${assignmentWork.studentId} as student_id, past.course_id, past.class_number, past.section,
        count(*) as begun, count(${assignmentWork.doneAt}) as done
      from past join ${assignmentWork} on ${assignmentWork.assignmentId} = past.id
      where not past.chosen
      group by 1, 2, 3, 4
    ), chosen_work as materialized (
      select ${assignmentWork.studentId} as student_id, past.course_id, past.class_number, past.section,
        count(*) as begun, count(${assignmentWork.doneAt}) as done
      from past join ${assignmentChildren} on ${assignmentChildren.assignmentId} = past.id
      join ${assignmentWork} on ${assignmentWork.assignmentId} = past.id
        and ${assignmentWork.studentId} = ${assignmentChildren.studentId}
      where past.chosen
      group by 1, 2, 3, 4
    ), tally as (
      select kids.student_id, kids.course_id, kids.class_number, kids.section,
        whole.n as reached, 0 as begun, 0 as done
      from kids join whole on whole.course_id = kids.course_id and whole.class_number = kids.class_number
        and (whole.section is null or whole.section = kids.section)
      union all
      select kids.student_id, kids.course_id, kids.class_number, kids.section, chosen.n, 0, 0
      from kids join chosen on chosen.student_id = kids.student_id and chosen.course_id = kids.course_id
        and chosen.class_number = kids.class_number and (chosen.section is null or chosen.section = kids.section)
      union all
      select done.student_id, done.course_id, done.class_number, ${students.section}, 0, done.begun, done.done
      from (select * from work union all select * from chosen_work) done
      join ${students} on ${students.id} = done.student_id
      where done.section is null or done.section = ${students.section}
    )
    select course_id, class_number, student_id, section, sum(reached) > sum(begun) as not_begun
    from tally group by 1, 2, 3, 4 having sum(reached) > sum(done)`;
  const [soon, late] = await Promise.all([
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
    db.execute(tally),
  ]);
  // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
  const children = (late as unknown as { rows: LateChild[] }).rows;
  return classes.map((c) => {
    const mine = children.filter(
      (row) => row.course_id === c.courseId && Number(row.class_number) === c.classNumber,
    );
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
      notBegun: new Set(mine.filter((row) => row.not_begun).map((row) => row.student_id)),
    };
  });
}
