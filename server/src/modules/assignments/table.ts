import type { AssignmentChildrenPage, AssignmentChildrenQuery, AssignmentState } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { searchCondition } from "../../db/lists.ts";
import { runNamed } from "../../db/named.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { childrenOfAssignment, indiaToday } from "./children.ts";
import { assignmentRow, withCounts } from "./list.ts";

/** The children of one assignment as a subquery the table filters, sorts and pages. */
const childrenTable = (db: DbOrTx, caller: SessionUser, id: string, today: string) =>
  childrenOfAssignment(db, caller, id, today).as("children");

type ChildrenTable = ReturnType<typeof childrenTable>;
type TableOrder = { sort: AssignmentChildrenQuery["sort"]; order: AssignmentChildrenQuery["order"] };

/** The table's order: the chosen column and direction, then name and id so that pages never overlap. */
const orderOf = (t: ChildrenTable, order: TableOrder) => {
  const column = { name: t.sortName, state: t.stateRank, level: t.levelRank }[order.sort];
  return [sql`${column} ${order.order === "desc" ? sql`desc` : sql`asc`}`, t.sortName, t.studentId];
};

/** The whole table, in the chosen order (the export; a class is at most a few hundred). */
export async function allChildren(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  today: string,
  order: TableOrder,
  where?: (t: ChildrenTable) => SQL | undefined,
) {
  const t = childrenTable(db, caller, id, today);
  return db
    .select()
    .from(t)
    .where(where?.(t))
    .orderBy(...orderOf(t, order));
}

/**
 * GET /api/assignments/{id}/children: one row per child the caller reaches, with state and level;
 * filtered by state and name, sorted by name, state (what needs the teacher first) or level, paged.
 * The assignment's own row is found through the access rules (another class's, 404), sent beside
 * the page, which carries what the screen counts as windows over its one derivation of the children
 * (docs/adr/0736): the children in each state, and how many the filter keeps. The filter does not
 * remove rows, it sorts the kept ones first, so that the windows see every child; the rows past
 * the kept ones are dropped here.
 */
export async function assignmentChildrenPage(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  query: AssignmentChildrenQuery,
  today = indiaToday(),
): Promise<AssignmentChildrenPage> {
  const t = childrenTable(db, caller, id, today);
  const filter = and(
    query.state ? eq(t.state, query.state) : undefined,
    searchCondition(query.search, [sql`${t.name}`]),
  );
  const kept = filter ? sql<boolean>`((${filter}) is true)` : sql<boolean>`true`;
  const inState = (state: AssignmentState) =>
    sql<number>`cast(count(*) filter (where ${t.state} = ${state}) over () as integer)`;
  const windowed = (offset: number, limit: number) =>
    runNamed(
      db
        .select({
          studentId: t.studentId,
          name: t.name,
          section: t.section,
          state: t.state,
          level: t.level,
          bestScore: t.bestScore,
          lastActivityAt: t.lastActivityAt,
          nudgedAt: t.nudgedAt,
          kept,
          total: sql<number>`cast(count(*) filter (where ${kept}) over () as integer)`,
          done: inState("done"),
          inProgress: inState("inProgress"),
          notStarted: inState("notStarted"),
          overdue: inState("overdue"),
        })
        .from(t)
        .orderBy(...(filter ? [sql`${kept} desc`] : []), ...orderOf(t, query))
        .limit(limit)
        .offset(offset),
    );
  const start = (query.page - 1) * query.limit;
  const [row, rows] = await Promise.all([assignmentRow(db, caller, id), windowed(start, query.limit)]);
  // A page past the last child has no row to carry the figures: the first row carries them.
  const first = rows[0] ?? (start > 0 ? (await windowed(0, 1))[0] : undefined);
  const counts = {
    done: first?.done ?? 0,
    inProgress: first?.inProgress ?? 0,
    notStarted: first?.notStarted ?? 0,
    overdue: first?.overdue ?? 0,
  };
  return {
    assignment: withCounts(row, counts),
    counts,
    total: first?.total ?? 0,
    page: query.page,
    limit: query.limit,
    items: rows
      .filter((r) => r.kept)
      .map((r) => ({
        studentId: r.studentId,
        name: r.name,
        section: r.section,
        state: r.state,
        level: r.level,
        bestScore: r.bestScore,
        lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
        nudgedAt: r.nudgedAt ? new Date(r.nudgedAt).toISOString() : null,
      })),
  };
}
