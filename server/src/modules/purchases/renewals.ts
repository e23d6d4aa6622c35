import { LIMITS } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { accessible, accessibleClass } from "../../access/index.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/** The caller's renewal lines still under review (a condition on `purchase_lines` joined to `purchases`). */
export const pendingRenewalLines = (caller: SessionUser) =>
  and(accessible(caller, "purchase.read"), eq(purchases.status, "pending"), eq(purchaseLines.renewal, true));

/**
 * The class a renewal adds seats to: an active students class of this school that has a limit (an
 * unlimited class needs no seats), with no other renewal of it still under review. With `lock` the
 * class row is locked for the transaction, so two renewals sent at once are decided one after the
 * other and the second sees the first's pending line. The seats may not take the limit above
 * `LIMITS.seatsMax`, the most a class may have (above it the class's limit could not be edited).
 */
export async function renewalTarget(
  db: DbOrTx | Tx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
  seats: number,
  lock: boolean,
) {
  const query = db
    .select({
      id: purchasedClasses.id,
      status: purchasedClasses.status,
      limit: purchasedClasses.studentLimit,
    })
    .from(purchasedClasses)
    .where(accessibleClass(caller, "seats.update", courseId, classNumber))
    .limit(1);
  const [target] = lock ? await query.for("update") : await query;
  if (target?.status !== "active" || target.limit === null) throw new HttpError(409, "renewalNotActive");
  if (target.limit + seats > LIMITS.seatsMax) throw badRequest("studentLimitTooHigh");
  const [pending] = await db
    .select({ id: purchaseLines.id })
    .from(purchaseLines)
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .where(
      and(
        pendingRenewalLines(caller),
        eq(purchaseLines.courseId, courseId),
        eq(purchaseLines.classNumber, classNumber),
      ),
    )
    .limit(1);
  if (pending) throw new HttpError(409, "renewalPending");
  return target;
}
