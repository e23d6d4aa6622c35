import type { SchoolDashboard } from "@ganit/contracts";
import { and, asc, count, countDistinct, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
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
import { accessible } from "../../plugins/tenancy.ts";

const PENDING_SHOWN = 5;

/**
 * What the school dashboard's getting-started path is decided by (docs/adr/0313): each step done or
 * not from the data, never from the browser's memory. Read-only queries over other modules' tables,
 * each through the tenancy helper and an index that starts with the school (purchased classes by
 * school, purchases by buyer, students by school).
 */
export async function gettingStartedOf(
  db: DbOrTx,
  caller: SessionUser,
): Promise<SchoolDashboard["gettingStarted"]> {
  const classes = await db
    .select({ kind: purchasedClasses.kind, status: purchasedClasses.status, n: count() })
    .from(purchasedClasses)
    .where(accessible(caller, "schoolCourse"))
    .groupBy(purchasedClasses.kind, purchasedClasses.status);
  const classCount = (kind: "students" | "school", status: "active" | "hold") =>
    classes.filter((row) => row.kind === kind && row.status === status).reduce((sum, row) => sum + row.n, 0);

  const pendingWhere = and(accessible(caller, "purchase"), eq(purchases.status, "pending"));
  const pending = await db
    .select({
      _id: purchases.id,
      kind: purchases.kind,
      utrNumber: purchases.utrNumber,
      totalPaise: purchases.totalPaise,
      createdAt: purchases.createdAt,
      // Named in full: without a join, drizzle leaves the outer column unqualified inside the subquery.
      classes: sql<number>`(select cast(count(*) as integer) from ${purchaseLines} where ${purchaseLines.purchaseId} = "purchases"."id")`,
    })
    .from(purchases)
    .where(pendingWhere)
    .orderBy(asc(purchases.createdAt), asc(purchases.id))
    .limit(PENDING_SHOWN);
  const [pendingTotal] = await db.select({ n: count() }).from(purchases).where(pendingWhere);

  const [enrolled] = await db
    .select({ n: countDistinct(enrolments.studentId) })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(accessible(caller, "student"));

  // No password and no live code: the child has no way in until the class's sheet is printed again.
  const liveCode = sql`exists (select 1 from ${passwordTokens} where ${and(
    eq(passwordTokens.userId, users.id),
    eq(passwordTokens.purpose, "first_signin"),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, sql`now()`),
  )})`;
  const [stranded] = await db
    .select({ n: count() })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(accessible(caller, "student"), isNull(users.passwordHash), sql`not ${liveCode}`));

  return {
    seatClasses: { active: classCount("students", "active"), hold: classCount("students", "hold") },
    schoolClasses: classCount("school", "active"),
    pendingPurchases: pending.map((row) => ({
      _id: row._id,
      kind: row.kind,
      utrNumber: row.utrNumber,
      total: row.totalPaise / 100,
      classes: row.classes,
      createdAt: row.createdAt.toISOString(),
    })),
    pendingPurchaseCount: pendingTotal?.n ?? 0,
    studentsEnrolled: enrolled?.n ?? 0,
    studentsWithoutSignIn: stranded?.n ?? 0,
  };
}
