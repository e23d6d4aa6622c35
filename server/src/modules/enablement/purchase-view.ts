import type { Purchase } from "@ganit/contracts";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { courses, purchaseLines, purchases, schools, students, users } from "../../db/schema.ts";

/**
 * A purchase as the superadmin's verification sees it (`purchaseSchema`): its amounts in rupees,
 * its lines with their course names, and its buyer (a school's account, or the learner's). Amounts
 * are stored in integer paise and only turned into rupees here, on the way out.
 */
const schoolUser = alias(users, "school_user");
const learnerUser = alias(users, "learner_user");

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
  buyerSchoolId: purchases.buyerSchoolId,
  buyerStudentId: purchases.buyerStudentId,
  buyerName,
  buyerEmail,
};

/** `select … from purchases` joined to its buyer: callers add where, order, limit. */
export function selectPurchases(db: DbOrTx) {
  return db
    .select(purchaseColumns)
    .from(purchases)
    .leftJoin(schools, eq(schools.id, purchases.buyerSchoolId))
    .leftJoin(schoolUser, eq(schoolUser.id, schools.userId))
    .leftJoin(students, eq(students.id, purchases.buyerStudentId))
    .leftJoin(learnerUser, eq(learnerUser.id, students.userId));
}

/** The same joins for a count with the same filters. */
export function countPurchases(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(purchases)
    .leftJoin(schools, eq(schools.id, purchases.buyerSchoolId))
    .leftJoin(schoolUser, eq(schoolUser.id, schools.userId))
    .leftJoin(students, eq(students.id, purchases.buyerStudentId))
    .leftJoin(learnerUser, eq(learnerUser.id, students.userId))
    .where(where);
}

export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof selectPurchases>["execute"]>>[number];

export const rupees = (paise: number) => paise / 100;

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
    buyer: {
      type: row.buyerSchoolId ? "school" : "learner",
      id: row.buyerSchoolId ?? row.buyerStudentId ?? "",
      name: row.buyerName,
      email: row.buyerEmail,
    },
    lines: lines
      .filter((line) => line.purchaseId === row.id)
      .map((line) => ({
        courseId: line.courseId,
        courseName: line.courseName,
        classNumber: line.classNumber,
        seats: line.seats,
        unitPrice: rupees(line.unitPricePaise),
        amount: rupees(line.amountPaise),
        renewal: line.renewal,
      })),
    subtotal: rupees(row.subtotalPaise),
    discountPercent: row.discountBasisPoints / 100,
    discount: rupees(row.subtotalPaise - row.totalPaise),
    tax: 0,
    total: rupees(row.totalPaise),
  }));
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
