import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { purchasedClasses, students, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";

/**
 * What every enrolment call checks first: the school's own students, and a class of a student course
 * the school has (a `purchased_classes` row of kind students). A course the school has not got, or
 * another school's student, answers 404 — exactly like an id that does not exist.
 */

/** The school's classes of one student course. */
const ofSchoolCourse = (schoolId: string, courseId: string) =>
  and(
    eq(purchasedClasses.schoolId, schoolId),
    eq(purchasedClasses.courseId, courseId),
    eq(purchasedClasses.kind, "students"),
  );

/** 404 unless the school has at least one class of the course for its students. */
export async function requireSchoolCourse(db: DbOrTx, schoolId: string, courseId: string) {
  const [row] = await db
    .select({ id: purchasedClasses.id })
    .from(purchasedClasses)
    .where(ofSchoolCourse(schoolId, courseId))
    .limit(1);
  if (!row) throw notFound();
}

export type SeatClass = { id: string; status: "active" | "hold" | "blocked"; studentLimit: number | null };

/**
 * The school's purchased class of the course, optionally locked (`select … for update`) so that
 * every enrolment into it waits its turn: the count that follows is then the truth until commit,
 * and twenty racing enrolments for five seats give exactly five.
 */
export async function findSeatClass(
  db: DbOrTx,
  schoolId: string,
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
    .where(and(ofSchoolCourse(schoolId, courseId), eq(purchasedClasses.classNumber, classNumber)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (row) return row;
  // The course is not the school's at all: 404 like any unknown id; a class of it not bought: say so.
  await requireSchoolCourse(db, schoolId, courseId);
  throw new HttpError(404, "classNotPurchased", { params: { classNumber } });
}

/** A class that takes enrolments: active, or hold (enrolled, access denied until it is active again). */
export function assertOpenForEnrolment(seatClass: SeatClass, classNumber: number) {
  if (seatClass.status === "blocked") throw new HttpError(409, "classBlocked", { params: { classNumber } });
}

/** The school's own pupils among the ids (an individual learner or another school's pupil is not). */
const ofSchool = (schoolId: string) => and(eq(students.schoolId, schoolId), eq(users.role, "student"));

/*
 * The student rows are locked FOR KEY SHARE until the enrolment commits: a school deleting the
 * student at the same moment (FOR UPDATE, then the delete) waits and takes the new enrolment with
 * it, or ran first and the student is not found here (404). Without the lock the insert that
 * followed met a student deleted meanwhile: a foreign key violation, a 500. KEY SHARE does not
 * block other enrolments of the same student, so it adds no wait between enrolments.
 */

/** 404 unless the student is one of the school's own; locks their row until the transaction ends. */
export async function requireOwnStudent(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(ofSchool(schoolId), eq(students.id, studentId)))
    .limit(1)
    .for("key share", { of: students });
  if (!row) throw notFound();
}

/**
 * 404 unless every id is one of the school's students (all or nothing: one stranger spoils the
 * request); locks their rows until the transaction ends.
 */
export async function requireOwnStudents(db: DbOrTx, schoolId: string, studentIds: readonly string[]) {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(ofSchool(schoolId), inArray(students.id, [...studentIds])))
    .for("key share", { of: students });
  if (rows.length !== studentIds.length) throw notFound();
}
