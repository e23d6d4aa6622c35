import { randomUUID } from "node:crypto";
import { type EnablementKind, UTR_DIGITS_MIN } from "@ganit/contracts";
import { and, eq, or, sql } from "drizzle-orm";
import { type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { rowExists } from "../../db/exists.ts";
import { purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { Buyer, Priced } from "./pricing.ts";

/** Writing a purchase: its row, its lines, its classes under review and its audit event. */

export const utrTaken = () => conflict("utrTaken", "utrNumber");

/**
 * Writes a priced purchase: the purchase, its lines, and (not for a renewal) its classes under
 * review, with the audit event, in the caller's transaction.
 */
export async function writePurchase(
  tx: Tx,
  caller: SessionUser,
  buyer: Buyer,
  kind: EnablementKind,
  utrNumber: string,
  priced: Priced,
  meta: RequestMeta,
) {
  // `utrNumber` is in its one form (normalizeUtr), and so is every UTR stored since; one stored
  // before digits lost their padding zeros is brought to that form here.
  const padded = sql`ltrim(${purchases.utrNumber}, '0')`;
  const used = await rowExists(tx, purchases, [
    or(
      eq(purchases.utrNumber, utrNumber),
      and(
        sql`${purchases.utrNumber} ~ '^[0-9]+$'`,
        sql`lpad(${padded}, greatest(${UTR_DIGITS_MIN}, length(${padded})), '0') = ${utrNumber}`,
      ),
    ),
  ]);
  if (used) throw utrTaken();
  const id = randomUUID();
  await tx.insert(purchases).values({
    id,
    buyerSchoolId: buyer.type === "school" ? buyer.schoolId : null,
    buyerStudentId: buyer.type === "learner" ? buyer.studentId : null,
    kind,
    utrNumber,
    subtotalPaise: priced.subtotalPaise,
    discountBasisPoints: priced.discountBasisPoints,
    totalPaise: priced.totalPaise,
    status: "pending",
    createdByUserId: caller.id,
  });
  await insertPurchaseLines(tx, id, priced.lines);
  // In one order (course, class) whatever the buyer's order: two purchases of the same classes
  // listed differently would otherwise each hold one unique key and wait for the other's (a deadlock,
  // a 500) instead of the second waiting for the first and answering 409.
  const newClasses = priced.lines
    .filter((line) => !line.renewal)
    .sort((a, b) =>
      a.courseId === b.courseId ? a.classNumber - b.classNumber : a.courseId < b.courseId ? -1 : 1,
    );
  if (newClasses.length)
    await tx.insert(purchasedClasses).values(
      newClasses.map((line) => ({
        id: randomUUID(),
        schoolId: buyer.type === "school" ? buyer.schoolId : null,
        studentId: buyer.type === "learner" ? buyer.studentId : null,
        courseId: line.courseId,
        classNumber: line.classNumber,
        kind,
        status: "hold" as const,
        studentLimit: line.seats,
        purchaseId: id,
      })),
    );
  const renewal = priced.lines.some((line) => line.renewal);
  await recordAudit(tx, {
    action: renewal ? "purchase.renewal_requested" : "purchase.created",
    actor: { ...caller, schoolId: caller.schoolId },
    target: { type: "purchase", id },
    schoolId: buyer.type === "school" ? buyer.schoolId : null,
    ip: meta.ip,
    detail: {
      kind,
      buyer: buyer.type,
      utrNumber,
      subtotalPaise: priced.subtotalPaise,
      discountBasisPoints: priced.discountBasisPoints,
      totalPaise: priced.totalPaise,
      lines: priced.lines.map((line) => ({
        courseId: line.courseId,
        classNumber: line.classNumber,
        seats: line.seats,
        amountPaise: line.amountPaise,
      })),
    },
  });
  return id;
}

/** The lines of a purchase, in the order given, with their prices in paise. */
export async function insertPurchaseLines(
  db: DbOrTx,
  purchaseId: string,
  lines: {
    courseId: string;
    classNumber: number;
    seats: number | null;
    unitPricePaise: number;
    amountPaise: number;
    renewal?: boolean;
  }[],
) {
  await db.insert(purchaseLines).values(
    lines.map((line, position) => ({
      id: randomUUID(),
      purchaseId,
      position,
      courseId: line.courseId,
      classNumber: line.classNumber,
      seats: line.seats,
      unitPricePaise: line.unitPricePaise,
      amountPaise: line.amountPaise,
      renewal: line.renewal ?? false,
    })),
  );
}
