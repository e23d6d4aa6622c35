import type { AddEnablement, EnabledCourse, EnablementKind, UpdateEnabledClass } from "@ganit/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { type AuditEvent, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { courseClasses, courses, enrolments, purchasedClasses } from "../../db/schema.ts";
import { badRequest, HttpError, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { unenrolFromClasses } from "../enrolment/index.ts";
import {
  approvePurchase,
  deletePurchasedClasses,
  type EnabledClassRow,
  enableClasses,
  isPending,
  setClassStatus,
} from "../purchases/index.ts";
import { listEnabledCourses, ofSchoolKind } from "./enabled-courses.ts";
import { type EnablementSchoolsQuery, findEnablementSchool, listEnablementSchools } from "./schools.ts";

/**
 * Course enablement per school (superadmin, spec part 2 §2, §5, §7): what a school may use, for its
 * students (seats, with a limit) and for itself. The rows are the ones purchases write
 * (`purchased_classes`); the superadmin writes them directly with no purchase behind them.
 * A class written by a purchase still waiting for verification is "under review": setting it
 * active approves that whole purchase (one UTR paid for all its classes); it cannot be put on hold,
 * edited on hold or removed here — the payment is approved or rejected instead.
 */
type ClassKey = { schoolId: string; kind: EnablementKind; courseId: string; classNumber: number };

/** A change on the enablement screen, audited with the school, the kind and the course it touched. */
function auditEnablement(
  tx: DbOrTx,
  change: {
    action: AuditEvent["action"];
    caller: SessionUser;
    target: AuditEvent["target"];
    key: Omit<ClassKey, "classNumber">;
    meta: RequestMeta;
  },
  detail: Record<string, unknown>,
) {
  const { action, caller, target, key, meta } = change;
  return recordAudit(tx, {
    action,
    actor: caller,
    target,
    schoolId: key.schoolId,
    ip: meta.ip,
    detail: { kind: key.kind, courseId: key.courseId, ...detail },
  });
}

const underReviewHold = () => new HttpError(409, "classUnderReviewHold");

async function findClass(tx: DbOrTx, key: ClassKey, lock = false) {
  const query = tx
    .select({
      id: purchasedClasses.id,
      status: purchasedClasses.status,
      studentLimit: purchasedClasses.studentLimit,
      purchaseId: purchasedClasses.purchaseId,
    })
    .from(purchasedClasses)
    .where(
      and(
        ofSchoolKind(key.schoolId, key.kind),
        eq(purchasedClasses.courseId, key.courseId),
        eq(purchasedClasses.classNumber, key.classNumber),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Removes classes with their students' enrolments, in the caller's transaction: the enrolment module
 * takes the enrolments out (counted, for the audit), then the purchases module the classes.
 */
export async function removeEnabledClasses(tx: Tx, ids: string[]): Promise<number> {
  const unenrolled = await unenrolFromClasses(tx, ids);
  await deletePurchasedClasses(tx, ids);
  return unenrolled;
}

export function createEnablementService(ctx: AppContext) {
  const { db } = ctx.database;

  /**
   * The course by id (archived ones too: a school keeps what it has); 404 when missing. With `share`
   * the row is locked FOR SHARE, so an admin's delete or archive (FOR UPDATE) is seen whole before
   * classes are enabled, never after (a deleted course was a 500, an archived one got enabled).
   */
  async function findCourse(tx: DbOrTx, courseId: string, share = false) {
    const query = tx
      .select({ name: courses.name, archivedAt: courses.archivedAt })
      .from(courses)
      .where(eq(courses.id, courseId));
    const [row] = share ? await query.for("share") : await query;
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET /api/enable/{schoolId}: the screen's header. */
    school: (schoolId: string) => findEnablementSchool(db, schoolId),

    /** GET /api/enable/schools: the picker, paged and searchable. */
    schools: (query: EnablementSchoolsQuery) => listEnablementSchools(db, query),

    /** GET /api/enable/{schoolId}/coursesfor…: the school's classes of that kind, by course. */
    async list(schoolId: string, kind: EnablementKind): Promise<EnabledCourse[]> {
      await findEnablementSchool(db, schoolId);
      return listEnabledCourses(db, schoolId, kind);
    },

    /** POST /api/enable/{schoolId}/coursesfor…: enable classes of a course (no purchase behind them). */
    async add(
      caller: SessionUser,
      schoolId: string,
      kind: EnablementKind,
      input: AddEnablement,
      meta: RequestMeta,
    ) {
      const firstClass = input.classDetails[0]?.classNumber ?? 0;
      await db
        .transaction(async (tx) => {
          await findEnablementSchool(tx, schoolId);
          const course = await findCourse(tx, input.courseId, true);
          if (course.archivedAt) throw new HttpError(409, "courseNotOffered");
          const offered = new Set(
            (
              await tx
                .select({ classNumber: courseClasses.classNumber })
                .from(courseClasses)
                .where(eq(courseClasses.courseId, input.courseId))
            ).map((row) => row.classNumber),
          );
          const enabled = new Set(
            (
              await tx
                .select({ classNumber: purchasedClasses.classNumber })
                .from(purchasedClasses)
                .where(and(ofSchoolKind(schoolId, kind), eq(purchasedClasses.courseId, input.courseId)))
            ).map((row) => row.classNumber),
          );
          const seen = new Set<number>();
          const rows: EnabledClassRow[] = input.classDetails.map((detail) => {
            const { classNumber } = detail;
            if (!offered.has(classNumber)) throw badRequest("classNotInCourse", { classNumber });
            if (seen.has(classNumber)) throw badRequest("classRepeated", { classNumber });
            seen.add(classNumber);
            if (enabled.has(classNumber))
              throw new HttpError(409, "classAlreadyEnabled", { params: { classNumber } });
            // Student courses need a limit ≥ 1; a school course has none (unlimited), and a limit sent
            // for one is refused rather than dropped without a word.
            if (kind === "students" && detail.studentLimit === null) throw badRequest("studentLimitInvalid");
            if (kind === "school" && detail.studentLimit !== null) throw badRequest("schoolCourseHasNoLimit");
            return {
              schoolId,
              courseId: input.courseId,
              classNumber,
              kind,
              status: detail.status,
              studentLimit: kind === "students" ? detail.studentLimit : null,
            };
          });
          await enableClasses(tx, rows);
          const key = { schoolId, kind, courseId: input.courseId };
          await auditEnablement(
            tx,
            { action: "enablement.added", caller, target: { type: "school", id: schoolId }, key, meta },
            {
              courseName: course.name,
              classes: rows.map((row) => ({
                classNumber: row.classNumber,
                status: row.status,
                studentLimit: row.studentLimit,
              })),
            },
          );
        })
        .catch((error: unknown) => {
          // Two superadmins enabling the same class at once: the unique index lets one win.
          if (isUniqueViolation(error)) {
            throw new HttpError(409, "classAlreadyEnabled", { params: { classNumber: firstClass } });
          }
          throw error;
        });
      return said("courseAdded");
    },

    /**
     * PUT …/{courseId}/class/{classNumber} {status, studentLimit}. On a class under review, `active`
     * is the approval of its purchase (recorded as one, mail included); `hold` is refused.
     */
    async update(caller: SessionUser, key: ClassKey, input: UpdateEnabledClass, meta: RequestMeta) {
      if (key.kind === "school" && input.studentLimit != null) throw badRequest("schoolCourseHasNoLimit");
      let approved = false;
      await db.transaction(async (tx) => {
        await findEnablementSchool(tx, key.schoolId);
        await findCourse(tx, key.courseId);
        // The purchase is locked before the class (the order approvals use), then the class.
        const seen = await findClass(tx, key);
        if (await isPending(tx, seen.purchaseId)) {
          if (input.status !== "active") throw underReviewHold();
          await approvePurchase(tx, caller, seen.purchaseId as string, {
            ip: meta.ip,
            appUrl: ctx.config.appUrl,
            via: "enablement",
          });
          approved = true;
        }
        const before = await findClass(tx, key, true);
        // What the class was before this request: before the approval, if this request made one.
        const prior = approved ? seen : before;
        let studentLimit = before.studentLimit;
        if (key.kind === "students" && input.studentLimit !== undefined) {
          if (input.studentLimit === null) throw badRequest("studentLimitInvalid");
          const [count] = await tx
            .select({ n: sql<number>`cast(count(*) as integer)` })
            .from(enrolments)
            .where(eq(enrolments.purchasedClassId, before.id));
          const current = count?.n ?? 0;
          if (input.studentLimit < current) {
            throw new HttpError(409, "limitBelowEnrolled", { params: { current } });
          }
          studentLimit = input.studentLimit;
        }
        await setClassStatus(tx, before.id, { status: input.status, studentLimit });
        const target = { type: "purchased_class" as const, id: before.id };
        await auditEnablement(
          tx,
          { action: "enablement.class_updated", caller, target, key, meta },
          {
            classNumber: key.classNumber,
            approvedPurchaseId: approved ? seen.purchaseId : null,
            before: { status: prior.status, studentLimit: prior.studentLimit },
            after: { status: input.status, studentLimit },
          },
        );
      });
      if (approved) ctx.worker.kick();
      return said("classUpdated");
    },

    /** DELETE …/{courseId}/class/{classNumber}: the class goes, with its students' enrolments. */
    async removeClass(caller: SessionUser, key: ClassKey, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await findEnablementSchool(tx, key.schoolId);
        const course = await findCourse(tx, key.courseId);
        const row = await findClass(tx, key, true);
        if (await isPending(tx, row.purchaseId)) throw underReviewHold();
        const unenrolled = await removeEnabledClasses(tx, [row.id]);
        const target = { type: "purchased_class" as const, id: row.id };
        await auditEnablement(
          tx,
          { action: "enablement.class_removed", caller, target, key, meta },
          {
            courseName: course.name,
            classNumber: key.classNumber,
            status: row.status,
            studentLimit: row.studentLimit,
            unenrolled,
          },
        );
      });
      return said("classRemoved");
    },

    /** DELETE …/{courseId}: every class of the course of that kind, with their enrolments. */
    async removeCourse(caller: SessionUser, key: Omit<ClassKey, "classNumber">, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await findEnablementSchool(tx, key.schoolId);
        const course = await findCourse(tx, key.courseId);
        const rows = await tx
          .select({
            id: purchasedClasses.id,
            classNumber: purchasedClasses.classNumber,
            purchaseId: purchasedClasses.purchaseId,
          })
          .from(purchasedClasses)
          .where(and(ofSchoolKind(key.schoolId, key.kind), eq(purchasedClasses.courseId, key.courseId)))
          .orderBy(asc(purchasedClasses.classNumber))
          .for("update");
        if (rows.length === 0) throw notFound();
        for (const row of rows) if (await isPending(tx, row.purchaseId)) throw underReviewHold();
        const unenrolled = await removeEnabledClasses(
          tx,
          rows.map((row) => row.id),
        );
        const target = { type: "school" as const, id: key.schoolId };
        await auditEnablement(
          tx,
          { action: "enablement.course_removed", caller, target, key, meta },
          { courseName: course.name, classNumbers: rows.map((row) => row.classNumber), unenrolled },
        );
      });
      return said("courseRemoved");
    },
  };
}
export type EnablementService = ReturnType<typeof createEnablementService>;
