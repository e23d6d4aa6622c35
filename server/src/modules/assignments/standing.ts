import { inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentStanding,
  assignments,
  assignmentWork,
  enrolments,
  purchasedClasses,
  students,
} from "../../db/schema.ts";
import { reachesChild } from "./children.ts";

/**
 * Where each enrolled child stands with their class's assignments (`assignment_standing`,
 * docs/adr/0738), so that My classes reads one row per child instead of counting every past
 * assignment's work: the earliest due day among the assignments that reach the child (not
 * withdrawn; `reachesChild`) without done work, and without any work. Written afresh, by one
 * statement, for the enrolments an event touches; the work is `assignment_work` unless a writer
 * gives the rows its own statement is writing.
 */
const standingUpsert = (
  scope: SQL,
  work: SQL = sql`${assignmentWork}`,
) => sql`insert into ${assignmentStanding}
    (student_id, course_id, class_number, open_from, unbegun_from)
  select ${enrolments.studentId}, ${enrolments.courseId}, ${enrolments.classNumber},
    min(${assignments.dueOn}) filter (where work.done_at is null),
    min(${assignments.dueOn}) filter (where work.student_id is null)
  from ${enrolments}
  join ${purchasedClasses} on ${purchasedClasses.id} = ${enrolments.purchasedClassId}
  join ${students} on ${students.id} = ${enrolments.studentId} and ${students.schoolId} = ${purchasedClasses.schoolId}
  left join ${assignments} on ${assignments.schoolId} = ${purchasedClasses.schoolId}
    and ${assignments.courseId} = ${purchasedClasses.courseId}
    and ${assignments.classNumber} = ${purchasedClasses.classNumber}
    and ${assignments.withdrawnAt} is null and ${reachesChild}
  left join ${work} as work on work.assignment_id = ${assignments.id} and work.student_id = ${students.id}
  where ${scope}
  group by 1, 2, 3
  on conflict (student_id, course_id, class_number) do update
    set open_from = excluded.open_from, unbegun_from = excluded.unbegun_from`;

/**
 * The children's standing in every class they are enrolled in: after they are enrolled, or moved
 * to another section (which changes which section's assignments reach them).
 */
export async function refreshStandingOfChildren(tx: DbOrTx, studentIds: readonly string[]) {
  if (studentIds.length === 0) return;
  await tx.execute(standingUpsert(sql`${inArray(enrolments.studentId, [...studentIds])}`));
}

/**
 * The standing of every child enrolled in these assignments' classes: after one is made, edited
 * (its days, section or chosen children) or withdrawn.
 */
export async function refreshStandingOfClasses(tx: DbOrTx, assignmentIds: readonly string[]) {
  if (assignmentIds.length === 0) return;
  await tx.execute(
    standingUpsert(
      inClasses(sql`select changed.school_id, changed.course_id, changed.class_number
        from ${assignments} as changed where ${inArray(sql`changed.id`, [...assignmentIds])}`),
    ),
  );
}

/** The enrolments of these course classes at their schools: rows of (school, course, class number). */
const inClasses = (classes: SQL) =>
  sql`(${purchasedClasses.schoolId}, ${purchasedClasses.courseId}, ${purchasedClasses.classNumber}) in (${classes})`;

/**
 * The child's standing after a statement's own `work` part (an upsert of `assignment_work` returning
 * `assignment_id, student_id, done_at`): a part of the same statement reads the table as it was
 * before, so the rows just written stand in for the stored ones of the same key. `when`: the
 * condition the writer's other parts wait on.
 */
export function standingAfterWork(studentId: string, when?: SQL): SQL {
  const work = sql`(select assignment_id, student_id, done_at from work
    union all
    select stored.assignment_id, stored.student_id, stored.done_at from ${assignmentWork} as stored
    where stored.student_id = ${studentId} and not exists (select 1 from work as fresh
      where fresh.assignment_id = stored.assignment_id and fresh.student_id = stored.student_id))`;
  return standingUpsert(sql`${enrolments.studentId} = ${studentId}${when ? sql` and ${when}` : sql``}`, work);
}

/**
 * A pupil's standing as of `today`, for a statement that reads pupils as `pupils` (student_id,
 * course_id, class_number): `overdue`, work reaching them not done and due before today; `not_begun`,
 * such work not begun by its due day (the needs-help rule, docs/adr/0663). One probe of the row's
 * key; no row: neither. Joined with `left join lateral … on true`.
 */
export const standingOfPupilSql = (today: string) => sql`(select
    coalesce(${assignmentStanding.openFrom} < ${today}::date, false) as overdue,
    coalesce(${assignmentStanding.unbegunFrom} < ${today}::date, false) as not_begun
  from ${assignmentStanding}
  where ${assignmentStanding.studentId} = pupils.student_id and ${assignmentStanding.courseId} = pupils.course_id
    and ${assignmentStanding.classNumber} = pupils.class_number)`;

/**
 * A course edit is about to drop these lesson pages or sets, and the assignments of them go with
 * them (their key cascades, docs/adr/0702's withdrawal aside): the classes that had them assigned
 * are read now, and their children's standing is written afresh once they have gone.
 */
export async function standingWhenResourcesGo(tx: DbOrTx, resourceIds: readonly string[]) {
  const classes =
    resourceIds.length === 0
      ? []
      : await tx
          .selectDistinct({
            schoolId: assignments.schoolId,
            courseId: assignments.courseId,
            classNumber: assignments.classNumber,
          })
          .from(assignments)
          .where(inArray(assignments.resourceId, [...resourceIds]));
  return async () => {
    if (classes.length === 0) return;
    await tx.execute(
      standingUpsert(
        inClasses(
          sql.join(
            classes.map((c) => sql`(${c.schoolId}, ${c.courseId}, ${c.classNumber}::integer)`),
            sql`, `,
          ),
        ),
      ),
    );
  };
}
