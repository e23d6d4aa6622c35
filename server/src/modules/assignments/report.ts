import type { AssignmentState } from "@ganit/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignments,
  courseResources,
  courseTitles,
  practiceAnswers,
  practiceAttempts,
  resourceProgress,
  students,
} from "../../db/schema.ts";
import { doneSql, indiaToday, joinChildren, liveOn, stateSql } from "./children.ts";
import { startInstant } from "./work.ts";

/**
 * Assignments on a report for the parents' meeting (docs/adr/0705, 0706): what each child was given
 * that has started (withdrawn work is due to nobody), how much of it is done, and for one child
 * whether each was done on time. State reads through the same SQL as every other screen (0662).
 */

/** The first instant after the due day in India (UTC+05:30 all year). */
const dueEnd = sql`((${assignments.dueOn}::date + 1)::timestamp - interval '330 minutes') at time zone 'UTC'`;

/**
 * Done by the end of the due day: a set's finishing sitting (every question answered) begun by then;
 * a lesson opened in the window (its first opening on or after the start day by then, or its last
 * opening by then).
 */
const onTimeSql = sql<boolean>`(case when ${assignments.kind} = 'lesson' then exists (select 1 from ${resourceProgress}
    where ${resourceProgress.studentId} = ${students.id}
      and ${resourceProgress.resourceId} = ${assignments.resourceId}
      and ${resourceProgress.lastOpenedAt} >= ${startInstant}
      and (${resourceProgress.lastOpenedAt} < ${dueEnd}
        or (${resourceProgress.firstOpenedAt} >= ${startInstant} and ${resourceProgress.firstOpenedAt} < ${dueEnd})))
  else exists (select 1 from ${practiceAttempts}
    where ${practiceAttempts.studentId} = ${students.id}
      and ${practiceAttempts.resourceId} = ${assignments.resourceId}
      and ${practiceAttempts.startedAt} >= ${startInstant}
      and ${practiceAttempts.startedAt} < ${dueEnd}
      and (select count(*) from ${practiceAnswers}
        where ${practiceAnswers.attemptId} = ${practiceAttempts.id} and ${practiceAnswers.firstTry})
        >= jsonb_array_length(${practiceAttempts.items}))
  end)`;

export type AssignmentTotals = { total: number; done: number; overdue: number };

/**
 * Per child of one course class of a school (the children named): the assignments that reached them
 * and have started, done, and overdue. One grouped query over the class's assignments
 * (`assignments_class_due_idx`), never one per child.
 */
export async function assignmentTotalsOfClass(
  db: DbOrTx,
  place: { schoolId: string; courseId: string; classNumber: number },
  studentIds: readonly string[],
  today = indiaToday(),
): Promise<Map<string, AssignmentTotals>> {
  if (studentIds.length === 0) return new Map();
  const state = stateSql(today);
  const rows = await joinChildren(
    db
      .select({
        studentId: students.id,
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(*) filter (where ${doneSql})::int`,
        overdue: sql<number>`count(*) filter (where ${state} = 'overdue')::int`,
      })
      .from(assignments)
      .$dynamic(),
  )
    .where(
      and(
        eq(assignments.schoolId, place.schoolId),
        eq(assignments.courseId, place.courseId),
        eq(assignments.classNumber, place.classNumber),
        liveOn(today),
        inArray(students.id, [...studentIds]),
      ),
    )
    .groupBy(students.id);
  return new Map(rows.map(({ studentId, ...totals }) => [studentId, totals]));
}

export type ChildAssignment = {
  title: string;
  courseId: string;
  startsOn: string;
  dueOn: string;
  state: AssignmentState;
  /** Done: by the end of the due day or after it; not done: null. */
  onTime: boolean | null;
};

/** One pupil's started assignments of the given course classes (all of them when none are named), by due day. */
export async function assignmentsOfChild(
  db: DbOrTx,
  pupil: { id: string; schoolId: string },
  courseIds: readonly string[],
  today = indiaToday(),
): Promise<ChildAssignment[]> {
  if (courseIds.length === 0) return [];
  const state = stateSql(today);
  const rows = await joinChildren(
    db
      .select({
        title: sql<string>`coalesce(${assignments.title}, ${courseTitles.title})`,
        courseId: assignments.courseId,
        startsOn: assignments.startsOn,
        dueOn: assignments.dueOn,
        state,
        onTime: sql<boolean | null>`case when ${doneSql} then ${onTimeSql} else null end`,
      })
      .from(assignments)
      .innerJoin(courseResources, eq(courseResources.id, assignments.resourceId))
      .innerJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
      .$dynamic(),
  )
    .where(
      and(
        eq(students.id, pupil.id),
        eq(assignments.schoolId, pupil.schoolId),
        inArray(assignments.courseId, [...courseIds]),
        liveOn(today),
      ),
    )
    .orderBy(asc(assignments.dueOn), asc(assignments.id));
  return rows;
}
