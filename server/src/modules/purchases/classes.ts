import { randomUUID } from "node:crypto";
import type { EnablementKind } from "@ganit/contracts";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { purchasedClasses } from "../../db/schema.ts";

/**
 * `purchased_classes`, what a school or a learner may use, is this module's table: a purchase writes
 * its classes under review, its decision activates or removes them, and the superadmin's enablement
 * screen writes them directly (no purchase behind them) through the functions below.
 */

export type EnabledClassRow = {
  schoolId: string;
  courseId: string;
  classNumber: number;
  kind: EnablementKind;
  status: "active" | "hold" | "blocked";
  studentLimit: number | null;
};

/**
 * Classes the superadmin enables directly, in the caller's transaction. Written by class number,
 * the order purchases write in: two requests for the same classes listed differently would each
 * hold one unique key and wait for the other's (a deadlock, a 500).
 */
export async function enableClasses(tx: DbOrTx, rows: readonly EnabledClassRow[]) {
  const written = rows
    .map((row) => ({ id: randomUUID(), ...row, purchaseId: null }))
    .toSorted((a, b) => a.classNumber - b.classNumber);
  await tx.insert(purchasedClasses).values(written);
  return written;
}

/** A class's status and student limit, set by the superadmin. */
export async function setClassStatus(
  tx: DbOrTx,
  id: string,
  change: { status: "active" | "hold" | "blocked"; studentLimit: number | null },
) {
  await tx
    .update(purchasedClasses)
    .set({ status: change.status, studentLimit: change.studentLimit, updatedAt: new Date() })
    .where(eq(purchasedClasses.id, id));
}

/** Deletes purchased classes (their enrolments are taken out first by the caller's command). */
export async function deletePurchasedClasses(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(purchasedClasses).where(inArray(purchasedClasses.id, [...ids]));
}
