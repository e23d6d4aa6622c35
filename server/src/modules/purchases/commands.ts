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

/** The pending purchase `id` as the presenter shows it, its row locked by lockPendingPurchase. */
async function lockedPendingPurchase(tx: Tx, id: string) {
  await lockPendingPurchase(tx, id);
  const purchase = await purchaseById(tx, id);
  if (!purchase) throw notFound();
  return purchase;
}

/** The decision on the purchase row (who decided, and when) and its audit event with the purchase's detail. */
async function recordDecision(
  tx: Tx,
  caller: SessionUser,
  purchase: NonNullable<Awaited<ReturnType<typeof purchaseById>>>,
  decision: { status: "verified" } | { status: "rejected"; rejectionReason: string },
  ip: string,
  detail: Record<string, unknown>,
) {
  await tx
    .update(purchases)
    .set({ ...decision, decidedByUserId: caller.id, decidedAt: new Date() })
    .where(eq(purchases.id, purchase._id));
  await recordAudit(tx, {
    action: decision.status === "verified" ? "purchase.approved" : "purchase.rejected",
    actor: caller,
    target: { type: "purchase", id: purchase._id },
    schoolId: purchase.buyer.type === "school" ? purchase.buyer.id : null,
    ip,
    detail: { ...purchaseAuditDetail(purchase), ...detail },
  });
}

/**
 * Approves a pending purchase: every class it wrote becomes active; each renewal line raises the
 * limit of the buyer's class of that course by the seats bought (the class row locked, so a
 * concurrent edit of the limit is not lost). Records who and when, audits, queues the buyer's mail.
 * The caller kicks the worker after the commit.
 */
export async function approvePurchase(tx: Tx, caller: SessionUser, id: string, meta: DecisionMeta) {
  const purchase = await lockedPendingPurchase(tx, id);

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

  await recordDecision(tx, caller, purchase, { status: "verified" }, meta.ip, {
    via: meta.via,
    activatedClasses: activated.length,
    renewals,
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
  const purchase = await lockedPendingPurchase(tx, id);

  const held = await tx
    .select({ id: purchasedClasses.id })
    .from(purchasedClasses)
    .where(eq(purchasedClasses.purchaseId, id))
    .for("update");
  const heldIds = held.map((row) => row.id);
  // The enrolments of these classes are the enrolment module's: it takes them out, then the classes go.
  const unenrolled = await unenrolFromClasses(tx, heldIds);
  await deletePurchasedClasses(tx, heldIds);

  await recordDecision(tx, caller, purchase, { status: "rejected", rejectionReason: reason }, meta.ip, {
    reason,
    removedClasses: heldIds.length,
    unenrolled,
  });
  await queueRejectedMail(tx, purchase, reason);
}

/**
 * Erasing a learner (the privacy module's erasure job): their purchases go with them (the lines by
 * cascade; their classes go with the account). The trail keeps each payment's own events.
 */
export async function deletePurchasesOfLearner(tx: Tx, studentId: string): Promise<void> {
  await tx.delete(purchases).where(eq(purchases.buyerStudentId, studentId));
}
