import { LIMITS } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../errors.ts";

/**
 * The class a renewal adds seats to: an active students class of this school that has a limit (an
 * unlimited class needs no seats), with no other renewal of it still under review. With `lock` the
 * class row is locked for the transaction, so two renewals sent at once are decided one after the
 * other and the second sees the first's pending line. The seats may not take the limit above
 * `LIMITS.seatsMax`, the most a class may have (above it the class's limit could not be edited).
 */
export async function renewalTarget(
  db: DbOrTx | Tx,
  schoolId: string,
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
    .where(
      and(
        eq(purchasedClasses.schoolId, schoolId),
        eq(purchasedClasses.courseId, courseId),
        eq(purchasedClasses.classNumber, classNumber),
        eq(purchasedClasses.kind, "students"),
      ),
    )
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
        eq(purchases.buyerSchoolId, schoolId),
        eq(purchases.status, "pending"),
        eq(purchaseLines.renewal, true),
        eq(purchaseLines.courseId, courseId),
        eq(purchaseLines.classNumber, classNumber),
      ),
    )
    .limit(1);
  if (pending) throw new HttpError(409, "renewalPending");
  return target;
}
