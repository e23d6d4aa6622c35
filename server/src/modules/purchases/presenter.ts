import { type Purchase, paiseToRupees } from "@ganit/contracts";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { courses, purchaseLines, purchases, schools, students, users } from "../../db/schema.ts";
import type { Priced } from "./pricing.ts";

/**
 * The one presenter of the `Purchase` answer (`purchaseSchema`), for its buyer (history, receipts, a
 * purchase just made) and the superadmin (verification) alike: its amounts in rupees, its lines with
 * their course names, and its buyer (a school's account, or the learner's). Amounts are stored in
 * integer paise and only turned into rupees here, on the way out.
 */
const schoolUser = alias(users, "school_user");
const learnerUser = alias(users, "learner_user");
const decider = alias(users, "decider");

/** The buyer's name and e-mail, whichever kind of buyer the purchase has. */
export const buyerName = sql<string>`coalesce(${schoolUser.name}, ${learnerUser.name}, '')`;
export const buyerEmail = sql<string>`coalesce(${schoolUser.email}, ${learnerUser.email}, '')`;

const purchaseColumns = {
  id: purchases.id,
  kind: purchases.kind,
  utrNumber: purchases.utrNumber,
  status: purchases.status,
  subtotalPaise: purchases.subtotalPaise,
  discountBasisPoints: purchases.discountBasisPoints,
  totalPaise: purchases.totalPaise,
  createdAt: purchases.createdAt,
  decidedAt: purchases.decidedAt,
  rejectionReason: purchases.rejectionReason,
  decidedByUserId: purchases.decidedByUserId,
  decidedByName: decider.name,
  buyerSchoolId: purchases.buyerSchoolId,
  buyerStudentId: purchases.buyerStudentId,
  buyerName,
  buyerEmail,
};

/**
 * A purchase's buyer, a school's account or the learner's (`buyerName`, `buyerEmail`), joined to a
 * select `.from(purchases)` made `.$dynamic()`.
 */
const joinBuyer = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(schools, eq(schools.id, purchases.buyerSchoolId))
    .leftJoin(schoolUser, eq(schoolUser.id, schools.userId))
    .leftJoin(students, eq(students.id, purchases.buyerStudentId))
    .leftJoin(learnerUser, eq(learnerUser.id, students.userId));

/** `select … from purchases` joined to its buyer: callers add where, order, limit. */
export function selectPurchases(db: DbOrTx) {
  return joinBuyer(
    db
      .select(purchaseColumns)
      .from(purchases)
      .leftJoin(decider, eq(decider.id, purchases.decidedByUserId))
      .$dynamic(),
  );
}

/** The same joins for a count with the same filters. */
export function countPurchases(db: DbOrTx, where: SQL | undefined) {
  return joinBuyer(db.select({ n: sql<number>`cast(count(*) as integer)` }).from(purchases).$dynamic()).where(
    where,
  );
}

export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof selectPurchases>["execute"]>>[number];

/** The amounts of a priced selection as the API shows them: rupees with 2 decimals, tax 0. */
export function amountsOf(priced: Priced) {
  return {
    lines: priced.lines.map((line) => ({
      courseId: line.courseId,
      courseName: line.courseName,
      classNumber: line.classNumber,
      seats: line.seats,
      unitPrice: paiseToRupees(line.unitPricePaise),
      amount: paiseToRupees(line.amountPaise),
      renewal: line.renewal,
    })),
    subtotal: paiseToRupees(priced.subtotalPaise),
    discountPercent: priced.discountBasisPoints / 100,
    discount: paiseToRupees(priced.discountPaise),
    tax: 0 as const,
    total: paiseToRupees(priced.totalPaise),
  };
}

/** The rows as `purchaseSchema`, each with its lines (one query for all of them). */
export async function toPurchases(db: DbOrTx, rows: PurchaseRow[]): Promise<Purchase[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      purchaseId: purchaseLines.purchaseId,
      courseId: purchaseLines.courseId,
      courseName: courses.name,
      classNumber: purchaseLines.classNumber,
      seats: purchaseLines.seats,
      unitPricePaise: purchaseLines.unitPricePaise,
      amountPaise: purchaseLines.amountPaise,
      renewal: purchaseLines.renewal,
    })
    .from(purchaseLines)
    .innerJoin(courses, eq(courses.id, purchaseLines.courseId))
    .where(
      inArray(
        purchaseLines.purchaseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(purchaseLines.purchaseId), asc(purchaseLines.position));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    utrNumber: row.utrNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedByUserId ? { id: row.decidedByUserId, name: row.decidedByName ?? "" } : null,
    buyer: {
      type: row.buyerSchoolId ? ("school" as const) : ("learner" as const),
      id: row.buyerSchoolId ?? row.buyerStudentId ?? "",
      name: row.buyerName,
      email: row.buyerEmail,
    },
    ...amountsOf({
      lines: lines.filter((line) => line.purchaseId === row.id),
      subtotalPaise: row.subtotalPaise,
      discountBasisPoints: row.discountBasisPoints,
      discountPaise: row.subtotalPaise - row.totalPaise,
      totalPaise: row.totalPaise,
    }),
  }));
}

/** The purchases matching `where`, newest first, each with its buyer and lines. */
export async function loadPurchases(db: DbOrTx, where: SQL | undefined): Promise<Purchase[]> {
  const rows = await selectPurchases(db).where(where).orderBy(desc(purchases.createdAt), desc(purchases.id));
  return toPurchases(db, rows);
}

/** One purchase as `purchaseSchema`, or undefined. */
export async function purchaseById(db: DbOrTx, id: string): Promise<Purchase | undefined> {
  const rows = await selectPurchases(db).where(eq(purchases.id, id)).limit(1);
  return (await toPurchases(db, rows))[0];
}

/** What the audit trail keeps of a purchase: who paid, how much, for what (never a secret). */
export function purchaseAuditDetail(purchase: Purchase) {
  return {
    utrNumber: purchase.utrNumber,
    kind: purchase.kind,
    buyer: { type: purchase.buyer.type, id: purchase.buyer.id },
    subtotal: purchase.subtotal,
    discountPercent: purchase.discountPercent,
    total: purchase.total,
    lines: purchase.lines.map((line) => ({
      courseId: line.courseId,
      courseName: line.courseName,
      classNumber: line.classNumber,
      seats: line.seats,
      amount: line.amount,
      renewal: line.renewal,
    })),
  };
}

/** The filtered purchases' counts and sums (in rupees) by status: one aggregate over the same joins. */
export async function paymentTotals(db: DbOrTx, where: SQL | undefined) {
  const byStatus = (status: string) => sql`filter (where ${purchases.status} = ${status})`;
  const sum = (status: string) =>
    sql<string>`cast(coalesce(sum(${purchases.totalPaise}) ${byStatus(status)}, 0) as bigint)`;
  const count = (status: string) => sql<number>`cast(count(*) ${byStatus(status)} as integer)`;
  const [row] = await joinBuyer(
    db
      .select({
        pending: count("pending"),
        verified: count("verified"),
        rejected: count("rejected"),
        pendingPaise: sum("pending"),
        verifiedPaise: sum("verified"),
        rejectedPaise: sum("rejected"),
      })
      .from(purchases)
      .$dynamic(),
  ).where(where);
  const rupees = (paise: string | number | undefined) => paiseToRupees(Number(paise ?? 0));
  return {
    filteredCounts: {
      pending: row?.pending ?? 0,
      verified: row?.verified ?? 0,
      rejected: row?.rejected ?? 0,
    },
    totals: {
      verified: rupees(row?.verifiedPaise),
      pending: rupees(row?.pendingPaise),
      rejected: rupees(row?.rejectedPaise),
    },
  };
}

/** Counts of purchases by status, over all of them (the cards above the payments list). */
export async function paymentCounts(tx: DbOrTx) {
  const [row] = await tx
    .select({
      pending: sql<number>`cast(count(*) filter (where ${purchases.status} = 'pending') as integer)`,
      verified: sql<number>`cast(count(*) filter (where ${purchases.status} = 'verified') as integer)`,
      rejected: sql<number>`cast(count(*) filter (where ${purchases.status} = 'rejected') as integer)`,
    })
    .from(purchases);
  return row ?? { pending: 0, verified: 0, rejected: 0 };
}
