import { inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { executeNamed } from "../../db/named.ts";
import {
  assignments,
  assignmentWork,
  practiceAnswers,
  practiceAttempts,
  resourceProgress,
  students,
} from "../../db/schema.ts";
import { refreshStandingOfClasses, standingAfterWork } from "./standing.ts";

/**
 * How far each child has got with each assignment, stored (`assignment_work`, docs/adr/0723): the
 * rule of docs/adr/0662 (done, begun, since the start day) evaluated over the work's own tables when
 * that work changes, in the same transaction, instead of on every read. The rule itself is here
 * once, as SQL over a row of `assignments` and one of `students`; the writers below are its only
 * users besides the drift test, which compares it with the stored rows after every kind of event.
 */

/** The first instant of the assignment's start day in India (UTC+05:30 all year). */
export const startInstant = sql`((${assignments.startsOn}::timestamp - interval '330 minutes') at time zone 'UTC')`;

/**
 * A sitting at the assigned set, or of the assigned teacher's test (docs/adr/0694), begun on or after
 * the start day (offline ones by the device's time).
 */
export const derivedBegunSql = sql`exists (select 1 from ${practiceAttempts}
  where ${practiceAttempts.studentId} = ${students.id}
    and (${practiceAttempts.resourceId} = ${assignments.resourceId}
      or ${practiceAttempts.testId} = ${assignments.testId})
    and ${practiceAttempts.startedAt} >= ${startInstant})`;

/** A teacher's test: a sitting of it begun on or after the start day and submitted. */
const derivedTestDoneSql = sql`exists (select 1 from ${practiceAttempts}
  where ${practiceAttempts.testId} = ${assignments.testId}
    and ${practiceAttempts.studentId} = ${students.id}
    and ${practiceAttempts.startedAt} >= ${startInstant}
    and ${practiceAttempts.submittedAt} is not null)`;

/**
 * A sitting whose answer is written by the same statement that stores the work (a practice answer's
 * one write, docs/adr/0724): the parts of one statement read the rows as they were before it, so
 * whether that sitting is now practised to the end is given by the writer, which counted it.
 */
export type PendingSitting = { attemptId: string; finished: boolean };

/** Every question issued in the sitting has its first answer (the pending sitting: as given). */
const sittingFinishedSql = (pending?: PendingSitting) => {
  const counted = sql`(select count(*) from ${practiceAnswers}
        where ${practiceAnswers.attemptId} = ${practiceAttempts.id} and ${practiceAnswers.firstTry})
        >= jsonb_array_length(${practiceAttempts.items})`;
  if (!pending) return counted;
  return sql`(case when ${practiceAttempts.id} = ${pending.attemptId} then ${sql.raw(String(pending.finished))}
        else ${counted} end)`;
};

/**
 * Done: a teacher's test submitted; a lesson page opened on or after the start day; a set practised
 * to the end (a sitting begun on or after the start day in which every question issued has its
 * first answer).
 */
const derivedDone = (
  pending?: PendingSitting,
) => sql`(case when ${assignments.testId} is not null then ${derivedTestDoneSql}
  when ${assignments.kind} = 'lesson' then exists (select 1 from ${resourceProgress}
    where ${resourceProgress.studentId} = ${students.id}
      and ${resourceProgress.resourceId} = ${assignments.resourceId}
      and ${resourceProgress.lastOpenedAt} >= ${startInstant})
  else exists (select 1 from ${practiceAttempts}
    where ${practiceAttempts.studentId} = ${students.id}
      and ${practiceAttempts.resourceId} = ${assignments.resourceId}
      and ${practiceAttempts.startedAt} >= ${startInstant}
      and ${sittingFinishedSql(pending)})
  end)`;
export const derivedDoneSql = derivedDone();

/** Begun in the sense of the state: a lesson has no "in progress", only opened (done) or not. */
const derivedAny = (pending?: PendingSitting) =>
  sql`(${derivedDone(pending)} or (${assignments.kind} <> 'lesson' and ${derivedBegunSql}))`;

/**
 * What a child's work is at: the set or lesson page (`resourceId`), or a teacher's test (`testId`,
 * docs/adr/0694: its sitting begun and submitted). An assignment of another kind of target adds its
 * key here and its case to the rule above; its event calls `recordAssignmentWork` with it, once.
 */
export type WorkTarget = { resourceId: string } | { testId: string };

const targetCondition = (target: WorkTarget) =>
  "testId" in target
    ? sql`${assignments.testId} = ${target.testId}`
    : sql`${assignments.resourceId} = ${target.resourceId}`;

/**
 * The child's work at the target changed (a sitting begun or adopted, a sitting's first answers
 * now covering its questions or no longer, a lesson opened): the stored state of every assignment
 * of the child's school at that target follows, in the caller's transaction. One statement; it
 * writes nothing when the school assigned the target to nobody (`assignments_school_resource_idx`).
 * Whether the assignment reaches the child is not its concern: that is read with the state.
 */
export async function recordAssignmentWork(tx: DbOrTx, studentId: string, target: WorkTarget) {
  // Named: its plan costs more than its run, once per sitting begun or finished (docs/adr/0744).
  await executeNamed(tx, sql`with ${assignmentWorkWrites(studentId, target)} select 1`);
}

/**
 * The parts of `recordAssignmentWork`'s statement, for a writer that runs them inside its own (a
 * practice answer's one write, docs/adr/0724): `work`, the stored state of the child's assignments
 * at the target, and `work_standing`, the child's standing in their classes after it (docs/adr/0738).
 * `pending` is the sitting that writer is answering, `when` a condition both parts wait on (the
 * writer's other parts having written).
 */
export function assignmentWorkWrites(
  studentId: string,
  target: WorkTarget,
  options: { pending?: PendingSitting; when?: SQL } = {},
): SQL {
  return sql`work as (${assignmentWorkUpsert(studentId, target, options)}),
    work_standing as (${standingAfterWork(studentId, options.when)})`;
}

function assignmentWorkUpsert(
  studentId: string,
  target: WorkTarget,
  options: { pending?: PendingSitting; when?: SQL },
): SQL {
  return sql`insert into ${assignmentWork} (assignment_id, student_id, done_at)
    select id, student_id, case when done then now() end from (
      select ${assignments.id} as id, ${students.id} as student_id, ${derivedDone(options.pending)} as done,
        ${derivedAny(options.pending)} as any_work
      from ${assignments} join ${students}
        on ${students.id} = ${studentId} and ${students.schoolId} = ${assignments.schoolId}
      where ${targetCondition(target)}) as work
    where any_work${options.when ? sql` and ${options.when}` : sql``}
    on conflict (assignment_id, student_id) do update
      set done_at = case when excluded.done_at is null then null
        else coalesce(${assignmentWork}.done_at, excluded.done_at) end
    returning assignment_id, student_id, done_at`;
}

/**
 * The stored state of these assignments made afresh from the rule: when one is created (work of
 * the school's children since its start day counts already) and when its start day moves. Every
 * child of the school is considered, not only those it reaches now, so a child enrolled or moved
 * into its section later finds their work counted. Their classes' standing follows.
 */
export async function fillAssignmentWork(tx: DbOrTx, assignmentIds: readonly string[]) {
  if (assignmentIds.length === 0) return;
  await tx.delete(assignmentWork).where(inArray(assignmentWork.assignmentId, [...assignmentIds]));
  await tx.execute(sql`insert into ${assignmentWork} (assignment_id, student_id, done_at)
    select id, student_id, case when done then now() end from (
      select ${assignments.id} as id, ${students.id} as student_id, ${derivedDoneSql} as done,
        ${derivedAny()} as any_work
      from ${assignments} join ${students} on ${students.schoolId} = ${assignments.schoolId}
      where ${inArray(assignments.id, [...assignmentIds])}) as work
    where any_work`);
  await refreshStandingOfClasses(tx, assignmentIds);
}
