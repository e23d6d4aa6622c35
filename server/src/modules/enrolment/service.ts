import { randomUUID } from "node:crypto";
import {
  type BulkAddResponse,
  type BulkRemoveResponse,
  type MessageResponse,
  messageText,
  msg,
} from "@ganit/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { chunksOf } from "../../db/chunks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { rowExists } from "../../db/exists.ts";
import { enrolments } from "../../db/schema.ts";
import { HttpError, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { refreshStandingOfChildren } from "../assignments/index.ts";
import {
  assertOpenForEnrolment,
  findSeatClass,
  requireOwnStudents,
  requireSchoolCourse,
  type SeatClass,
} from "./classes.ts";
import { createEnrolmentReads } from "./reads.ts";

/**
 * Enrolling a school's students into the classes of its student courses (spec part 1 §7). Every write
 * is one transaction: the purchased class is locked first, the seats counted, the rows written and
 * the audit event recorded — so a seat is never handed out twice, and nothing is half-written.
 */

/** These students' enrolments in one class of the course, or in any of its classes when none is named. */
const enrolmentsIn = (courseId: string, classNumber: number | undefined, studentIds: readonly string[]) =>
  and(
    eq(enrolments.courseId, courseId),
    classNumber === undefined ? undefined : eq(enrolments.classNumber, classNumber),
    inArray(enrolments.studentId, [...studentIds]),
  );

/** A `{message, key}` success whose message carries a count ('Successfully enrolled 3 students'). */
const saidCount = (key: "studentsEnrolled" | "studentsRemovedFromCourse", count: number) => {
  const ref = msg(key, { count });
  return { message: messageText(ref), key: ref };
};

/** Students enrolled in a class now: counted in the transaction that holds the class's lock. */
async function seatsTaken(tx: DbOrTx, seatClass: SeatClass) {
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(enrolments)
    .where(eq(enrolments.purchasedClassId, seatClass.id));
  return row?.n ?? 0;
}

/** 409 'Only N seats left in Class n' when `wanted` more students would pass the limit. */
function assertSeats(seatClass: SeatClass, taken: number, wanted: number, classNumber: number) {
  if (seatClass.studentLimit === null || taken + wanted <= seatClass.studentLimit) return;
  const remaining = Math.max(0, seatClass.studentLimit - taken);
  throw new HttpError(409, "seatsLeft", { params: { remaining, classNumber } });
}

const INSERT_CHUNK = 1000;

export function createEnrolmentService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    ...createEnrolmentReads(ctx),

    /** PUT /api/student/addtocourse/{studentId}/{courseId} {classNumber}. */
    async addOne(
      caller: SessionUser,
      studentId: string,
      courseId: string,
      classNumber: number,
      meta: RequestMeta,
    ): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await requireOwnStudents(tx, caller, [studentId]);
        const seatClass = await findSeatClass(tx, caller, courseId, classNumber, { lock: true });
        assertOpenForEnrolment(seatClass, classNumber);
        const enrolled = await rowExists(tx, enrolments, [enrolmentsIn(courseId, classNumber, [studentId])]);
        if (enrolled) throw new HttpError(409, "alreadyEnrolled", { params: { classNumber } });
        assertSeats(seatClass, await seatsTaken(tx, seatClass), 1, classNumber);
        await tx.insert(enrolments).values({
          id: randomUUID(),
          studentId,
          purchasedClassId: seatClass.id,
          courseId,
          classNumber,
        });
        await refreshStandingOfChildren(tx, [studentId]);
        await auditCaller(tx, caller, meta, {
          action: "enrolment.added",
          target: { type: "student", id: studentId },
          detail: { courseId, classNumber },
        });
      });
      return said("studentAddedToCourse");
    },

    /**
     * PUT /api/student/removefromcourse/{studentId}/{courseId} {classNumber}: that class; with an
     * empty body (the enrolled-students screen), every class of the course the student is in.
     */
    async removeOne(
      caller: SessionUser,
      studentId: string,
      courseId: string,
      classNumber: number | undefined,
      meta: RequestMeta,
    ): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await requireOwnStudents(tx, caller, [studentId]);
        if (classNumber === undefined) await requireSchoolCourse(tx, caller, courseId);
        else await findSeatClass(tx, caller, courseId, classNumber, { lock: false });
        const removed = await tx
          .delete(enrolments)
          .where(enrolmentsIn(courseId, classNumber, [studentId]))
          .returning({ classNumber: enrolments.classNumber });
        if (removed.length === 0) {
          throw classNumber === undefined
            ? new HttpError(404, "notEnrolledInCourse")
            : new HttpError(404, "notEnrolledInClass", { params: { classNumber } });
        }
        await auditCaller(tx, caller, meta, {
          action: "enrolment.removed",
          target: { type: "student", id: studentId },
          detail: { courseId, classNumbers: removed.map((row) => row.classNumber).sort((a, b) => a - b) },
        });
      });
      return said("studentRemovedFromCourse");
    },

    /**
     * PUT /api/student/bulkaddtocourse/{courseId} {studentIds, classNumber}: all or nothing. Students
     * already in the class are skipped (not counted, not an error); when the rest do not fit, nothing
     * is written and the answer says how many seats are left.
     */
    async addBulk(
      caller: SessionUser,
      courseId: string,
      studentIds: readonly string[],
      classNumber: number,
      meta: RequestMeta,
    ): Promise<BulkAddResponse> {
      const { added, skipped } = await db.transaction(async (tx) => {
        const seatClass = await findSeatClass(tx, caller, courseId, classNumber, { lock: true });
        assertOpenForEnrolment(seatClass, classNumber);
        await requireOwnStudents(tx, caller, studentIds);
        const already = new Set(
          (
            await tx
              .select({ studentId: enrolments.studentId })
              .from(enrolments)
              .where(enrolmentsIn(courseId, classNumber, studentIds))
          ).map((row) => row.studentId),
        );
        const toAdd = studentIds.filter((id) => !already.has(id));
        assertSeats(seatClass, await seatsTaken(tx, seatClass), toAdd.length, classNumber);
        for (const chunk of chunksOf(toAdd, INSERT_CHUNK)) {
          await tx.insert(enrolments).values(
            chunk.map((studentId) => ({
              id: randomUUID(),
              studentId,
              purchasedClassId: seatClass.id,
              courseId,
              classNumber,
            })),
          );
        }
        await refreshStandingOfChildren(tx, toAdd);
        if (toAdd.length > 0) {
          await auditCaller(tx, caller, meta, {
            action: "enrolment.bulk_added",
            target: { type: "purchased_class", id: seatClass.id },
            detail: { courseId, classNumber, count: toAdd.length, skipped: already.size },
          });
        }
        return { added: toAdd.length, skipped: already.size };
      });
      return { ...saidCount("studentsEnrolled", added), totalEnrolled: added, alreadyEnrolled: skipped };
    },

    /** PUT /api/student/bulkremovefromcourse/{courseId} {studentIds, classNumber}: those in the class leave it. */
    async removeBulk(
      caller: SessionUser,
      courseId: string,
      studentIds: readonly string[],
      classNumber: number,
      meta: RequestMeta,
    ): Promise<BulkRemoveResponse> {
      const removed = await db.transaction(async (tx) => {
        const seatClass = await findSeatClass(tx, caller, courseId, classNumber, { lock: false });
        await requireOwnStudents(tx, caller, studentIds);
        const rows = await tx
          .delete(enrolments)
          .where(enrolmentsIn(courseId, classNumber, studentIds))
          .returning({ id: enrolments.id });
        if (rows.length > 0) {
          await auditCaller(tx, caller, meta, {
            action: "enrolment.bulk_removed",
            target: { type: "purchased_class", id: seatClass.id },
            detail: { courseId, classNumber, count: rows.length },
          });
        }
        return rows.length;
      });
      return { ...saidCount("studentsRemovedFromCourse", removed), totalRemoved: removed };
    },
  };
}
export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
