import type { Assignment, AssignmentState, AssignmentsPage, AssignmentsQuery } from "@ganit/contracts";
import { and, eq, exists, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf } from "../../db/lists.ts";
import {
  assignments,
  courseResources,
  courses,
  courseTitles,
  practiceTests,
  teachers,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { assignedWorkColumns, indiaToday, joinChildren, stateSql } from "./children.ts";

/** An assignment as the lists show it, before its counts: its own title, else its resource's. */
const assignmentColumns = (caller: SessionUser) => ({
  id: assignments.id,
  courseId: assignments.courseId,
  courseName: courses.name,
  classNumber: assignments.classNumber,
  section: assignments.section,
  chosen: assignments.chosen,
  ...assignedWorkColumns,
  createdAt: assignments.createdAt,
  createdBy: users.name,
  withdrawnAt: assignments.withdrawnAt,
  editable: sql<boolean>`coalesce(${accessible(caller, "assignment.update") ?? sql`true`}, false)`,
});

const selectAssignments = (db: DbOrTx, caller: SessionUser) =>
  db
    .select(assignmentColumns(caller))
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    // A resource, or a teacher's test (docs/adr/0694): one of the two names it.
    .leftJoin(courseResources, eq(courseResources.id, assignments.resourceId))
    .leftJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
    .leftJoin(practiceTests, eq(practiceTests.id, assignments.testId))
    .leftJoin(users, eq(users.id, assignments.createdByUserId));

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof selectAssignments>["where"]>>[number];

/** Per assignment: how many children the caller reaches in it, and how many are in each state. */
export async function stateCounts(db: DbOrTx, caller: SessionUser, ids: readonly string[], today: string) {
  const byId = new Map<string, Record<AssignmentState, number>>();
  if (ids.length === 0) return byId;
  const states = joinChildren(
    db
      .select({ id: sql<string>`${assignments.id}`.as("id"), state: stateSql(today).as("state") })
      .from(assignments)
      .$dynamic(),
  )
    .where(and(inArray(assignments.id, [...ids]), accessible(caller, "student.read")))
    .as("states");
  const rows = await db
    .select({ id: states.id, state: states.state, n: countAll })
    .from(states)
    .groupBy(states.id, states.state);
  for (const row of rows) {
    const counts = byId.get(row.id) ?? { done: 0, inProgress: 0, notStarted: 0, overdue: 0 };
    counts[row.state] = Number(row.n);
    byId.set(row.id, counts);
  }
  return byId;
}

/** An assignment as the screens show it: its row with the counts of the children the caller reaches. */
export function withCounts(row: AssignmentRow, counts?: Record<AssignmentState, number>): Assignment {
  const children = counts ? counts.done + counts.inProgress + counts.notStarted + counts.overdue : 0;
  return {
    ...row,
    chosen: row.chosen ? children : null,
    kind: row.kind as Assignment["kind"],
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
    editable: Boolean(row.editable) && !row.withdrawnAt,
    children,
    done: counts?.done ?? 0,
  };
}

/** One assignment's row, if the caller reaches it (its counts are read apart); else 404. */
export async function assignmentRow(db: DbOrTx, caller: SessionUser, id: string) {
  const [row] = await selectAssignments(db, caller).where(
    and(eq(assignments.id, id), accessible(caller, "assignment.read")),
  );
  if (!row) throw notFound();
  return row;
}

/** One assignment the caller reaches, with its counts; else 404. */
export async function oneAssignment(db: DbOrTx, caller: SessionUser, id: string, today = indiaToday()) {
  const row = await assignmentRow(db, caller, id);
  const counts = (await stateCounts(db, caller, [id], today)).get(id);
  return {
    assignment: withCounts(row, counts),
    counts: counts ?? { done: 0, inProgress: 0, notStarted: 0, overdue: 0 },
  };
}

/**
 * GET /api/assignments: the assignments of the caller's classes (a teacher's, through the access
 * rules), filtered by course, class and who made it, current or withdrawn, sorted by a day; `assignments_class_due_idx` serves a
 * class's list in due order, `assignments_school_due_idx` the school's, `assignments_school_starts_idx`
 * and `assignments_school_created_idx` the school's other two orders (docs/adr/0721).
 */
export async function listAssignments(
  db: DbOrTx,
  caller: SessionUser,
  query: AssignmentsQuery,
  today = indiaToday(),
): Promise<AssignmentsPage> {
  const where = and(
    accessible(caller, "assignment.read"),
    query.courseId ? eq(assignments.courseId, query.courseId) : undefined,
    query.class ? eq(assignments.classNumber, query.class) : undefined,
    query.teacherId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(teachers)
            .where(and(eq(teachers.id, query.teacherId), eq(teachers.userId, assignments.createdByUserId))),
        )
      : undefined,
    query.show === "withdrawn" ? isNotNull(assignments.withdrawnAt) : isNull(assignments.withdrawnAt),
  );
  const page = await pageOf({
    query,
    sortColumns: {
      dueOn: assignments.dueOn,
      startsOn: assignments.startsOn,
      createdAt: assignments.createdAt,
    },
    tiebreaker: assignments.id,
    rows: selectAssignments(db, caller).where(where).$dynamic(),
    count: db.select({ n: countAll }).from(assignments).where(where),
  });
  const counts = await stateCounts(
    db,
    caller,
    page.items.map((row) => row.id),
    today,
  );
  return { ...page, items: page.items.map((row) => withCounts(row, counts.get(row.id))) };
}
