import type { AssignmentState, SkillLevel } from "@ganit/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentChildren,
  assignmentNudges,
  assignments,
  assignmentWork,
  courseTitles,
  enrolments,
  practiceLevels,
  practiceTests,
  purchasedClasses,
  students,
  users,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * Who an assignment reaches and how far each child is (docs/adr/0662, stored: 0723), as SQL over the row of
 * `assignments` in the query: the pupils enrolled in its course class (in its section, or the
 * chosen ones), each with done, begun, level. Every screen reads state through these, so the child's
 * due list, the teacher's table, its export, the nudge and the needs-help rule agree.
 */

/** Today in India (YYYY-MM-DD): the day "overdue" is counted from. */
export const indiaToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

/** A day `days` after an India day (YYYY-MM-DD); before it when `days` is negative. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Assignments live on `today`: started by then and not withdrawn. Withdrawn work is due to nobody
 * (docs/adr/0702): not the child, not the parent.
 */
export const liveOn = (today: string) =>
  and(isNull(assignments.withdrawnAt), sql`${assignments.startsOn} <= ${today}::date`);

/**
 * The child's stored work on the assignment (`assignment_work`, docs/adr/0723): a row once begun
 * since the start day, `done_at` while it counts as done (docs/adr/0662's rule, kept by its writers
 * in `work.ts`). One probe of its key per child and assignment.
 */
const workOf = sql`${assignmentWork.assignmentId} = ${assignments.id} and ${assignmentWork.studentId} = ${students.id}`;

/** Done: a lesson page opened on or after the start day; a set practised to the end since then. */
export const doneSql = sql`exists (select 1 from ${assignmentWork} where ${workOf} and ${assignmentWork.doneAt} is not null)`;

/** The state of the child in `students` for the assignment in `assignments`, as of `today`. */
export const stateSql = (today: string) =>
  sql<AssignmentState>`(select case when ${assignmentWork.doneAt} is not null then 'done'
    when ${assignments.dueOn} < ${today}::date then 'overdue'
    when ${assignmentWork.studentId} is not null and ${assignments.kind} <> 'lesson' then 'inProgress'
    else 'notStarted' end
    from (select 1) as one left join ${assignmentWork} on ${workOf})`;

/** Not begun at all (for the needs-help rule: not started by the due day): no work stored. */
export const notBegunSql = sql`not exists (select 1 from ${assignmentWork} where ${workOf})`;

/** The order the table sorts states in: what needs the teacher first. */
export const stateRank = (state: SQL) =>
  sql<number>`(case ${state} when 'overdue' then 0 when 'notStarted' then 1 when 'inProgress' then 2 else 3 end)`;

/** The order of levels, lowest first. */
export const levelRank = sql<number>`(case ${practiceLevels.level} when 'mastered' then 5 when 'proficient' then 4
  when 'familiar' then 3 when 'attempted' then 2 when 'notStarted' then 1 else 0 end)`;

/**
 * The pupils in `students` whom the assignment in `assignments` reaches, given the joins of
 * `joinChildren` (its school's purchased class → its enrolments → the pupils): in its section,
 * chosen when children were chosen.
 */
export const reachesChild = sql`${students.schoolId} = ${assignments.schoolId}
  and (${assignments.section} is null or ${students.section} = ${assignments.section})
  and (not ${assignments.chosen} or exists (select 1 from ${assignmentChildren}
    where ${assignmentChildren.assignmentId} = ${assignments.id}
      and ${assignmentChildren.studentId} = ${students.id}))`;

/**
 * From a select of `assignments`, the pupils of its course class at its school: through the
 * school's purchased class (its unique index) and that class's enrolments, so one assignment reads
 * one class, whatever the size of the platform.
 */
export const joinChildren = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(
      purchasedClasses,
      and(
        eq(purchasedClasses.schoolId, assignments.schoolId),
        eq(purchasedClasses.courseId, assignments.courseId),
        eq(purchasedClasses.classNumber, assignments.classNumber),
      ),
    )
    .innerJoin(enrolments, eq(enrolments.purchasedClassId, purchasedClasses.id))
    .innerJoin(students, and(eq(students.id, enrolments.studentId), reachesChild));

/**
 * An assignment's title: its own, else its resource's title, else its teacher's test's (docs/adr/0694).
 * The query joins `courseResources`, `courseTitles` and `practiceTests` (left: one of the two names it).
 */
export const titleSql = sql<string>`coalesce(${assignments.title}, ${courseTitles.title}, ${practiceTests.title})`;

/** What an assignment sets and when, as its lists and the child's due list show it. */
export const assignedWorkColumns = {
  resourceId: assignments.resourceId,
  testId: assignments.testId,
  title: titleSql,
  kind: assignments.kind,
  startsOn: assignments.startsOn,
  dueOn: assignments.dueOn,
};

/** The newest nudge of the child about the assignment. */
export const nudgedAtSql = sql<Date | null>`(select max(${assignmentNudges.createdAt}) from ${assignmentNudges}
  where ${assignmentNudges.assignmentId} = ${assignments.id} and ${assignmentNudges.studentId} = ${students.id})`;

export type ChildRow = {
  studentId: string;
  name: string;
  section: string | null;
  state: AssignmentState;
  level: SkillLevel | null;
  bestScore: number | null;
  lastActivityAt: Date | null;
  nudgedAt: Date | null;
};

/**
 * The children of one assignment the caller reaches (a teacher: their pupils only), with state and
 * level: a select to filter, sort and page (`.as()` it, or add conditions).
 */
export function childrenOfAssignment(db: DbOrTx, caller: SessionUser, assignmentId: string, today: string) {
  const state = stateSql(today);
  const query = db
    .select({
      studentId: sql<string>`${students.id}`.as("student_id"),
      name: sql<string>`${users.name}`.as("name"),
      sortName: sql<string>`${students.sortName}`.as("sort_name"),
      section: sql<string | null>`${students.section}`.as("section"),
      state: state.as("state"),
      stateRank: stateRank(state).as("state_rank"),
      kind: sql<string>`${assignments.kind}`.as("kind"),
      level:
        sql<SkillLevel | null>`case when ${assignments.kind} = 'lesson' or ${assignments.testId} is not null then null
        else coalesce(${practiceLevels.level}, 'notStarted') end`.as("level"),
      levelRank: levelRank.as("level_rank"),
      bestScore: sql<number | null>`${practiceLevels.bestScore}`.as("best_score"),
      lastActivityAt: sql<Date | null>`${practiceLevels.lastActivityAt}`.as("last_activity_at"),
      nudgedAt: nudgedAtSql.as("nudged_at"),
    })
    .from(assignments)
    .$dynamic();
  return joinChildren(query)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      practiceLevels,
      and(eq(practiceLevels.studentId, students.id), eq(practiceLevels.resourceId, assignments.resourceId)),
    )
    .where(and(eq(assignments.id, assignmentId), accessible(caller, "student.read")));
}
