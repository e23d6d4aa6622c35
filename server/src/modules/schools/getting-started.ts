import type { SchoolDashboard } from "@ganit/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import {
  enrolments,
  passwordTokens,
  purchasedClasses,
  purchaseLines,
  purchases,
  students,
  users,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";

const PENDING_SHOWN = 5;

/**
 * What the school dashboard's getting-started path is decided by (docs/adr/0313): each step done or
 * not from the data, never from the browser's memory. Read-only queries over other modules' tables,
 * each through the tenancy helper and an index that starts with the school (purchased classes by
 * school, purchases by buyer, students by school). They are columns of the dashboard's one statement
 * (the school dashboard in service.ts): a request sends one query, not six.
 */
export function gettingStartedColumns(caller: SessionUser) {
  const pendingWhere = and(accessible(caller, "purchase.read"), eq(purchases.status, "pending"));
  // No password and no live code: the child has no way in until the class's sheet is printed again.
  const liveCode = sql`exists (select 1 from ${passwordTokens} where ${and(
    eq(passwordTokens.userId, users.id),
    eq(passwordTokens.purpose, "first_signin"),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, sql`now()`),
  )})`;
  return {
    classes: sql<{ kind: string; status: string; n: number }[]>`(
      select coalesce(json_agg(json_build_object('kind', g.kind, 'status', g.status, 'n', g.n)), '[]'::json)
      from (select ${purchasedClasses.kind} as kind, ${purchasedClasses.status} as status, count(*)::int as n
            from ${purchasedClasses} where ${accessible(caller, "class.read")}
            group by ${purchasedClasses.kind}, ${purchasedClasses.status}) g)`,
    pending: sql<PendingRow[]>`(
      select coalesce(json_agg(json_build_object('_id', p.id, 'kind', p.kind, 'utrNumber', p.utr_number,
               'totalPaise', p.total_paise, 'createdAt', p.created_at, 'classes', p.classes)
             order by p.created_at, p.id), '[]'::json)
      from (select ${purchases.id} as id, ${purchases.kind} as kind, ${purchases.utrNumber} as utr_number,
                   ${purchases.totalPaise} as total_paise, ${purchases.createdAt} as created_at,
                   (select count(*)::int from ${purchaseLines} where ${purchaseLines.purchaseId} = ${purchases.id}) as classes
            from ${purchases} where ${pendingWhere}
            order by ${purchases.createdAt}, ${purchases.id} limit ${PENDING_SHOWN}) p)`,
    pendingTotal: sql<number>`(select count(*)::int from ${purchases} where ${pendingWhere})`,
    enrolled: sql<number>`(select count(distinct ${enrolments.studentId})::int from ${enrolments}
      inner join ${students} on ${students.id} = ${enrolments.studentId} where ${accessible(caller, "student.read")})`,
    stranded: sql<number>`(select count(*)::int from ${students} inner join ${users} on ${users.id} = ${students.userId}
      where ${and(accessible(caller, "student.read"), isNull(users.passwordHash), sql`not ${liveCode}`)})`,
  };
}

type PendingRow = {
  _id: string;
  kind: "students" | "school";
  utrNumber: string;
  totalPaise: number;
  createdAt: string;
  classes: number;
};
type Columns = ReturnType<typeof gettingStartedColumns>;
type Row = { [K in keyof Columns]: Columns[K]["_"]["type"] };

/** The getting-started part of the dashboard from its columns. */
export function toGettingStarted(row: Row): SchoolDashboard["gettingStarted"] {
  const classCount = (kind: "students" | "school", status: "active" | "hold") =>
    row.classes.filter((c) => c.kind === kind && c.status === status).reduce((sum, c) => sum + c.n, 0);
  return {
    seatClasses: { active: classCount("students", "active"), hold: classCount("students", "hold") },
    schoolClasses: classCount("school", "active"),
    pendingPurchases: row.pending.map((p) => ({
      _id: p._id,
      kind: p.kind,
      utrNumber: p.utrNumber,
      total: p.totalPaise / 100,
      classes: p.classes,
      createdAt: new Date(p.createdAt).toISOString(),
    })),
    pendingPurchaseCount: row.pendingTotal,
    studentsEnrolled: row.enrolled,
    studentsWithoutSignIn: row.stranded,
  };
}
