import type { PurchasedCourse } from "@ganit/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { groupByCourse } from "../../db/group-by-course.ts";
import { countAll } from "../../db/lists.ts";
import { courses, enrolments, purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { Buyer } from "./pricing.ts";
import { pendingRenewalLines } from "./renewals.ts";

/** Read side of buying: what a buyer has (`mycourses`); the purchases themselves are presenter.ts's. */

/** A purchased class as the buyer's and the superadmin's lists show it (the query joins `courses`). */
export const ownedClassColumns = {
  courseId: purchasedClasses.courseId,
  courseName: courses.name,
  kind: purchasedClasses.kind,
  classNumber: purchasedClasses.classNumber,
  status: purchasedClasses.status,
  studentLimit: purchasedClasses.studentLimit,
};

/**
 * `GET /api/course/mycourses`: the buyer's purchased (and enabled) classes grouped by course and kind,
 * by course name then class. `currentStudents` is counted from the enrolments, never stored; a
 * renewal under review shows as `pendingSeats`.
 */
export async function myCourses(db: DbOrTx, caller: SessionUser, buyer: Buyer) {
  const owner = accessible(caller, "ownedClass.read");
  const enrolled = db
    .select({ purchasedClassId: enrolments.purchasedClassId, n: countAll.as("n") })
    .from(enrolments)
    .groupBy(enrolments.purchasedClassId)
    .as("enrolled");
  const rows = await db
    .select({
      ...ownedClassColumns,
      currentStudents: sql<number>`coalesce(${enrolled.n}, 0)`.mapWith(Number),
    })
    .from(purchasedClasses)
    .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
    .leftJoin(enrolled, eq(enrolled.purchasedClassId, purchasedClasses.id))
    .where(owner)
    .orderBy(sql`lower(${courses.name})`, courses.id, asc(purchasedClasses.classNumber));
  const pending =
    buyer.type === "school"
      ? await db
          .select({
            courseId: purchaseLines.courseId,
            classNumber: purchaseLines.classNumber,
            seats: sql<number>`cast(coalesce(sum(${purchaseLines.seats}), 0) as integer)`,
          })
          .from(purchaseLines)
          .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
          .where(pendingRenewalLines(caller))
          .groupBy(purchaseLines.courseId, purchaseLines.classNumber)
      : [];
  const pendingSeats = new Map(pending.map((row) => [`${row.courseId}/${row.classNumber}`, row.seats]));

  const group = (kind: "students" | "school"): PurchasedCourse[] =>
    groupByCourse(
      rows.filter((r) => r.kind === kind),
      (row): PurchasedCourse => ({
        courseId: row.courseId,
        courseName: row.courseName,
        purchasedClasses: [],
      }),
      (course, row) =>
        course.purchasedClasses.push({
          classNumber: row.classNumber,
          status: row.status,
          studentLimit: row.studentLimit,
          currentStudents: row.currentStudents,
          pendingSeats:
            kind === "students" ? (pendingSeats.get(`${row.courseId}/${row.classNumber}`) ?? 0) : 0,
        }),
    );
  return {
    data: {
      schoolCourses: buyer.type === "school" ? group("school") : [],
      studentCourses: group("students"),
    },
  };
}
