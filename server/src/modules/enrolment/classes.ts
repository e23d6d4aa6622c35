import { inArray } from "drizzle-orm";
import { accessibleClass, requireAccess } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { enrolments, purchasedClasses } from "../../db/schema.ts";
import { HttpError } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * What every enrolment call checks first: the school's own students, and a class of a student course
 * the school has (a `purchased_classes` row of kind students). A course the school has not got, or
 * another school's student, answers 404 — exactly like an id that does not exist.
 */

/** 404 unless the caller's school has at least one class of the course for its students. */
export async function requireSchoolCourse(db: DbOrTx, caller: SessionUser, courseId: string) {
  await requireAccess(db, { caller, permission: "seats.read", ids: [courseId] });
}

export type SeatClass = { id: string; status: "active" | "hold" | "blocked"; studentLimit: number | null };

/**
 * The school's purchased class of the course, optionally locked (`select … for update`) so that
 * every enrolment into it waits its turn: the count that follows is then the truth until commit,
 * and twenty racing enrolments for five seats give exactly five.
 */
export async function findSeatClass(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
  options: { lock: boolean },
): Promise<SeatClass> {
  const query = db
    .select({
      id: purchasedClasses.id,
      status: purchasedClasses.status,
      studentLimit: purchasedClasses.studentLimit,
    })
    .from(purchasedClasses)
    .where(accessibleClass(caller, "seats.update", courseId, classNumber))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (row) return row;
  // The course is not the school's at all: 404 like any unknown id; a class of it not bought: say so.
  await requireSchoolCourse(db, caller, courseId);
  throw new HttpError(404, "classNotPurchased", { params: { classNumber } });
}

/**
 * Only an active class takes enrolments. A class on hold (a purchase under review, or held by the
 * superadmin) is refused with the reason: its students could not open it, and "Student added" for a
 * class that never shows on the student's dashboard misled the school (docs/adr/0311).
 */
export function assertOpenForEnrolment(seatClass: SeatClass, classNumber: number) {
  if (seatClass.status === "blocked") throw new HttpError(409, "classBlocked", { params: { classNumber } });
  if (seatClass.status === "hold") throw new HttpError(409, "classOnHold", { params: { classNumber } });
}

/*
 * The student rows are locked FOR KEY SHARE until the enrolment commits: a school deleting the
 * student at the same moment (FOR UPDATE, then the delete) waits and takes the new enrolment with
 * it, or ran first and the student is not found here (404). Without the lock the insert that
 * followed met a student deleted meanwhile: a foreign key violation, a 500. KEY SHARE does not
 * block other enrolments of the same student, so it adds no wait between enrolments.
 */

/**
 * 404 unless every id is one of the school's own pupils (an individual learner or another school's
 * pupil is not; all or nothing: one stranger spoils the request); locks their rows until the
 * transaction ends.
 */
export async function requireOwnStudents(db: DbOrTx, caller: SessionUser, studentIds: readonly string[]) {
  await requireAccess(db, { caller, permission: "student.update", ids: studentIds, lock: "key share" });
}

/**
 * Takes every enrolment out of these purchased classes (a class removed, a purchase rejected), in
 * the caller's transaction; returns how many there were, for the audit trail.
 */
export async function unenrolFromClasses(tx: DbOrTx, purchasedClassIds: readonly string[]): Promise<number> {
  if (purchasedClassIds.length === 0) return 0;
  const removed = await tx
    .delete(enrolments)
    .where(inArray(enrolments.purchasedClassId, [...purchasedClassIds]))
    .returning({ id: enrolments.id });
  return removed.length;
}
