import type { EnabledCourse, EnablementKind } from "@ganit/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { groupByCourse } from "../../db/group-by-course.ts";
import { courses, purchasedClasses, purchases } from "../../db/schema.ts";
import { classSeatColumns } from "../enrolment/index.ts";

/** A school's purchased (or enabled) classes of one kind. */
export const ofSchoolKind = (schoolId: string, kind: EnablementKind) =>
  and(eq(purchasedClasses.schoolId, schoolId), eq(purchasedClasses.kind, kind));

/**
 * The enablement screen's list: the school's classes of one kind grouped by course (by name), each
 * with its enrolled count and, while the purchase that wrote it waits for verification, that purchase.
 */
export async function listEnabledCourses(
  db: DbOrTx,
  schoolId: string,
  kind: EnablementKind,
): Promise<EnabledCourse[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      ...classSeatColumns,
      purchaseId: purchasedClasses.purchaseId,
      purchaseStatus: purchases.status,
    })
    .from(purchasedClasses)
    .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
    .leftJoin(purchases, eq(purchases.id, purchasedClasses.purchaseId))
    .where(ofSchoolKind(schoolId, kind))
    .orderBy(sql`lower(${courses.name})`, asc(courses.id), asc(purchasedClasses.classNumber));
  return groupByCourse(
    rows,
    (row): EnabledCourse => ({ courseId: { _id: row.courseId, name: row.courseName }, classDetails: [] }),
    (course, row) => {
      const underReview = row.purchaseStatus === "pending";
      course.classDetails.push({
        classNumber: row.classNumber,
        status: row.status,
        studentLimit: row.studentLimit,
        currentStudents: row.currentStudents,
        underReview,
        pendingPurchaseId: underReview ? row.purchaseId : null,
      });
    },
  );
}
