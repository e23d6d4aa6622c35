import type { Assignment, AssignmentState, AssignmentsPage, AssignmentsQuery } from "@ganit/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf } from "../../db/lists.ts";
import { assignments, courseResources, courses, courseTitles } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { indiaToday, joinChildren, stateSql } from "./children.ts";

/** An assignment as the lists show it, before its counts. */
const assignmentColumns = {
  id: assignments.id,
  courseId: assignments.courseId,
  courseName: courses.name,
  classNumber: assignments.classNumber,
  section: assignments.section,
  chosen: assignments.chosen,
  resourceId: assignments.resourceId,
  title: courseTitles.title,
  kind: assignments.kind,
  startsOn: assignments.startsOn,
  dueOn: assignments.dueOn,
  createdAt: assignments.createdAt,
};

const selectAssignments = (db: DbOrTx) =>
  db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(courseResources, eq(courseResources.id, assignments.resourceId))
    .innerJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId));

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

function withCounts(row: AssignmentRow, counts?: Record<AssignmentState, number>): Assignment {
  const children = counts ? counts.done + counts.inProgress + counts.notStarted + counts.overdue : 0;
  return {
    ...row,
    chosen: row.chosen ? children : null,
    kind: row.kind as Assignment["kind"],
    createdAt: row.createdAt.toISOString(),
    children,
    done: counts?.done ?? 0,
  };
}

/** One assignment the caller reaches, with its counts; else 404. */
export async function oneAssignment(db: DbOrTx, caller: SessionUser, id: string, today = indiaToday()) {
  const [row] = await selectAssignments(db).where(
    and(eq(assignments.id, id), accessible(caller, "assignment.read")),
  );
  if (!row) throw notFound();
  const counts = (await stateCounts(db, caller, [id], today)).get(id);
  return {
    assignment: withCounts(row, counts),
    counts: counts ?? { done: 0, inProgress: 0, notStarted: 0, overdue: 0 },
  };
}

/**
 * GET /api/assignments: the assignments of the caller's classes (a teacher's, through the access
 * rules), filtered by course and class, sorted by a day; `assignments_class_due_idx` serves a
 * class's list in due order, `assignments_school_due_idx` the school's.
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
  );
  const page = await pageOf({
    query,
    sortColumns: {
      dueOn: assignments.dueOn,
      startsOn: assignments.startsOn,
      createdAt: assignments.createdAt,
    },
    tiebreaker: assignments.id,
    rows: selectAssignments(db).where(where).$dynamic(),
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
