import type { AssignmentChildrenPage, AssignmentChildrenQuery } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, searchCondition } from "../../db/lists.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { childrenOfAssignment, indiaToday } from "./children.ts";
import { oneAssignment } from "./list.ts";

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

/** How many children the filter keeps. */
async function countChildren(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  today: string,
  where: (t: ChildrenTable) => SQL | undefined,
) {
  const t = childrenTable(db, caller, id, today);
  const [row] = await db.select({ n: countAll }).from(t).where(where(t));
  return Number(row?.n ?? 0);
}

/**
 * GET /api/assignments/{id}/children: one row per child the caller reaches, with state and level;
 * filtered by state and name, sorted by name, state (what needs the teacher first) or level, paged.
 * The assignment's own row is found through the access rules first: another class's, 404.
 */
export async function assignmentChildrenPage(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  query: AssignmentChildrenQuery,
  today = indiaToday(),
): Promise<AssignmentChildrenPage> {
  const { assignment, counts } = await oneAssignment(db, caller, id, today);
  const filter = (t: ChildrenTable) =>
    and(query.state ? eq(t.state, query.state) : undefined, searchCondition(query.search, [sql`${t.name}`]));
  const start = (query.page - 1) * query.limit;
  // The page carries the filtered count as a window over the same derivation: one statement, one
  // plan, instead of deriving every child's row twice. A page past the end has no row to carry it.
  const t = childrenTable(db, caller, id, today);
  const rows = await db
    .select({
      studentId: t.studentId,
      name: t.name,
      section: t.section,
      state: t.state,
      level: t.level,
      bestScore: t.bestScore,
      lastActivityAt: t.lastActivityAt,
      nudgedAt: t.nudgedAt,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(t)
    .where(filter(t))
    .orderBy(...orderOf(t, query))
    .limit(query.limit)
    .offset(start);
  const total = rows[0]?.total ?? (start > 0 ? await countChildren(db, caller, id, today, filter) : 0);
  return {
    assignment,
    counts,
    total,
    page: query.page,
    limit: query.limit,
    items: rows.map((row) => ({
      studentId: row.studentId,
      name: row.name,
      section: row.section,
      state: row.state,
      level: row.level,
      bestScore: row.bestScore,
      lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
      nudgedAt: row.nudgedAt ? new Date(row.nudgedAt).toISOString() : null,
    })),
  };
}
