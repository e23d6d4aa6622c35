import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit.ts";
import type { Tx } from "../../db/client.ts";
import { purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { unenrolFromClasses } from "../enrolment/index.ts";
import { deletePurchasedClasses } from "./classes.ts";
import { queueApprovedMail, queueRejectedMail } from "./decision-mail.ts";
import { purchaseAuditDetail, purchaseById } from "./presenter.ts";

/**
 * A purchase's decisions, as commands in the purchases module that created it (the whole life of a
 * purchase is here; the payments and enablement screens call these). The superadmin's verification
 * of a payment: approve (its classes become active, renewals raise
 * their class's limit) or reject with a reason (its classes under review go away). Both run in the
 * caller's transaction with the purchase row locked first, so two decisions racing on one purchase
 * (approve against reject, or the payments screen against the enablement screen) cannot both win:
 * the second waits for the lock, then finds the purchase decided and answers 409.
 *
 * Lock order, everywhere: the purchase, then its purchased classes. The enablement screen's
 * approval (PUT …/class/{n} {status: active}) follows it too.
 */

export type DecisionMeta = {
  ip: string;
  appUrl: string;
  /** Which screen decided: the payments list, or a class set active on the enablement screen. */
  via: "payments" | "enablement";
};

/** Locks a purchase row for the rest of the transaction; 404 if missing, 409 if already decided. */
export async function lockPendingPurchase(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, id))
    .limit(1)
    .for("update");
  if (!row) throw notFound();
  if (row.status !== "pending") throw new HttpError(409, "paymentAlreadyDecided");
  return row;
}

/** Is this purchase still waiting for a decision? (A read; decisions lock with lockPendingPurchase.) */
export async function isPending(tx: Tx, id: string | null): Promise<boolean> {
  if (!id) return false;
  const [row] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
  return row?.status === "pending";
}

/**
 * Approves a pending purchase: every class it wrote becomes active; each renewal line raises the
 * limit of the buyer's class of that course by the seats bought (the class row locked, so a
 * concurrent edit of the limit is not lost). Records who and when, audits, queues the buyer's mail.
 * The caller kicks the worker after the commit.
 */
export async function approvePurchase(tx: Tx, caller: SessionUser, id: string, meta: DecisionMeta) {
  await lockPendingPurchase(tx, id);
  const purchase = await purchaseById(tx, id);
  if (!purchase) throw notFound();

  const activated = await tx
    .update(purchasedClasses)
    .set({ status: "active", updatedAt: new Date() })
    .where(eq(purchasedClasses.purchaseId, id))
    .returning({ id: purchasedClasses.id });

  const renewals = [];
  const renewalLines = await tx
    .select()
    .from(purchaseLines)
    .where(and(eq(purchaseLines.purchaseId, id), eq(purchaseLines.renewal, true)));
  for (const line of renewalLines) {
    const owner =
      purchase.buyer.type === "school"
        ? eq(purchasedClasses.schoolId, purchase.buyer.id)
        : eq(purchasedClasses.studentId, purchase.buyer.id);
    const [target] = await tx
      .select({ id: purchasedClasses.id, studentLimit: purchasedClasses.studentLimit })
      .from(purchasedClasses)
      .where(
        and(
          owner,
          eq(purchasedClasses.courseId, line.courseId),
          eq(purchasedClasses.classNumber, line.classNumber),
          eq(purchasedClasses.kind, "students"),
        ),
      )
      .limit(1)
      .for("update");
    // The class was removed (or made unlimited) since the renewal was bought: the seats cannot be
    // added, so this payment is not approved as it stands; the superadmin rejects it instead.
    if (!target || target.studentLimit === null) throw new HttpError(409, "renewalNotActive");
    const studentLimit = target.studentLimit + (line.seats ?? 0);
    await tx
      .update(purchasedClasses)
      .set({ studentLimit, updatedAt: new Date() })
      .where(eq(purchasedClasses.id, target.id));
    renewals.push({ classId: target.id, before: target.studentLimit, after: studentLimit });
  }

  const decidedAt = new Date();
  await tx
    .update(purchases)
    .set({ status: "verified", decidedByUserId: caller.id, decidedAt })
    .where(eq(purchases.id, id));
  await recordAudit(tx, {
    action: "purchase.approved",
    actor: caller,
    target: { type: "purchase", id },
    schoolId: purchase.buyer.type === "school" ? purchase.buyer.id : null,
    ip: meta.ip,
    detail: {
      ...purchaseAuditDetail(purchase),
      via: meta.via,
      activatedClasses: activated.length,
      renewals,
    },
  });
  await queueApprovedMail(tx, meta.appUrl, { ...purchase, status: "verified" });
}

/**
 * Rejects a pending purchase with a reason: the classes it wrote (all still under review) are
 * deleted with any enrolments of them; renewal lines wrote nothing, so nothing else changes.
 */
export async function rejectPurchase(
  tx: Tx,
  caller: SessionUser,
  id: string,
  reason: string,
  meta: Omit<DecisionMeta, "via">,
) {
  await lockPendingPurchase(tx, id);
  const purchase = await purchaseById(tx, id);
  if (!purchase) throw notFound();

  const held = await tx
    .select({ id: purchasedClasses.id })
    .from(purchasedClasses)
    .where(eq(purchasedClasses.purchaseId, id))
    .for("update");
  const heldIds = held.map((row) => row.id);
  // The enrolments of these classes are the enrolment module's: it takes them out, then the classes go.
  const unenrolled = await unenrolFromClasses(tx, heldIds);
  await deletePurchasedClasses(tx, heldIds);

  await tx
    .update(purchases)
    .set({ status: "rejected", rejectionReason: reason, decidedByUserId: caller.id, decidedAt: new Date() })
    .where(eq(purchases.id, id));
  await recordAudit(tx, {
    action: "purchase.rejected",
    actor: caller,
    target: { type: "purchase", id },
    schoolId: purchase.buyer.type === "school" ? purchase.buyer.id : null,
    ip: meta.ip,
    detail: { ...purchaseAuditDetail(purchase), reason, removedClasses: heldIds.length, unenrolled },
  });
  await queueRejectedMail(tx, purchase, reason);
}
