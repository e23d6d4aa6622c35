import { type Purchase, type PurchasedCourse, paiseToRupees } from "@ganit/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countAll } from "../../db/lists.ts";
import {
  courses,
  enrolments,
  purchasedClasses,
  purchaseLines,
  purchases,
  schools,
  students,
  users,
} from "../../db/schema.ts";
import type { Buyer, Priced } from "./pricing.ts";

/** Read side of buying: purchases as their buyer (and the superadmin) see them, and `mycourses`. */

/** The amounts of a priced selection as the API shows them: rupees with 2 decimals, tax 0. */
export function amountsOf(priced: Priced) {
  return {
    lines: priced.lines.map((line) => ({
      courseId: line.courseId,
      courseName: line.courseName,
      classNumber: line.classNumber,
      seats: line.seats,
      unitPrice: paiseToRupees(line.unitPricePaise),
      amount: paiseToRupees(line.amountPaise),
      renewal: line.renewal,
    })),
    subtotal: paiseToRupees(priced.subtotalPaise),
    discountPercent: priced.discountBasisPoints / 100,
    discount: paiseToRupees(priced.discountPaise),
    tax: 0 as const,
    total: paiseToRupees(priced.totalPaise),
  };
}

/** The purchases matching `where`, newest first, with their buyer and lines. */
export async function loadPurchases(db: DbOrTx, where: SQL | undefined): Promise<Purchase[]> {
  const rows = await db
    .select({
      purchase: purchases,
      buyerName: users.name,
      buyerEmail: users.email,
    })
    .from(purchases)
    .leftJoin(schools, eq(schools.id, purchases.buyerSchoolId))
    .leftJoin(students, eq(students.id, purchases.buyerStudentId))
    .leftJoin(users, sql`${users.id} = coalesce(${schools.userId}, ${students.userId})`)
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  if (!rows.length) return [];
  const lines = await db
    .select({ line: purchaseLines, courseName: courses.name })
    .from(purchaseLines)
    .innerJoin(courses, eq(courses.id, purchaseLines.courseId))
    .where(
      inArray(
        purchaseLines.purchaseId,
        rows.map((row) => row.purchase.id),
      ),
    )
    .orderBy(asc(purchaseLines.position));
  return rows.map(({ purchase: p, buyerName, buyerEmail }) => {
    const own = lines.filter((row) => row.line.purchaseId === p.id);
    const amounts = amountsOf({
      lines: own.map(({ line, courseName }) => ({ ...line, courseName })),
      subtotalPaise: p.subtotalPaise,
      discountBasisPoints: p.discountBasisPoints,
      discountPaise: p.subtotalPaise - p.totalPaise,
      totalPaise: p.totalPaise,
    });
    return {
      _id: p.id,
      kind: p.kind,
      utrNumber: p.utrNumber,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      decidedAt: p.decidedAt?.toISOString() ?? null,
      rejectionReason: p.rejectionReason,
      buyer: {
        type: p.buyerSchoolId ? ("school" as const) : ("learner" as const),
        id: p.buyerSchoolId ?? p.buyerStudentId ?? "",
        name: buyerName ?? "",
        email: buyerEmail ?? "",
      },
      ...amounts,
    };
  });
}

/** The purchases a buyer made (history, receipts): always scoped by the buyer, never by a request id alone. */
export const boughtBy = (buyer: Buyer): SQL =>
  buyer.type === "school"
    ? eq(purchases.buyerSchoolId, buyer.schoolId)
    : eq(purchases.buyerStudentId, buyer.studentId);

/**
 * `GET /api/course/mycourses`: the buyer's purchased (and enabled) classes grouped by course and kind,
 * by course name then class. `currentStudents` is counted from the enrolments, never stored; a
 * renewal under review shows as `pendingSeats`.
 */
export async function myCourses(db: DbOrTx, buyer: Buyer) {
  const owner =
    buyer.type === "school"
      ? eq(purchasedClasses.schoolId, buyer.schoolId)
      : eq(purchasedClasses.studentId, buyer.studentId);
  const enrolled = db
    .select({ purchasedClassId: enrolments.purchasedClassId, n: countAll.as("n") })
    .from(enrolments)
    .groupBy(enrolments.purchasedClassId)
    .as("enrolled");
  const rows = await db
    .select({
      courseId: purchasedClasses.courseId,
      courseName: courses.name,
      kind: purchasedClasses.kind,
      classNumber: purchasedClasses.classNumber,
      status: purchasedClasses.status,
      studentLimit: purchasedClasses.studentLimit,
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
          .where(
            and(
              eq(purchases.buyerSchoolId, buyer.schoolId),
              eq(purchases.status, "pending"),
              eq(purchaseLines.renewal, true),
            ),
          )
          .groupBy(purchaseLines.courseId, purchaseLines.classNumber)
      : [];
  const pendingSeats = new Map(pending.map((row) => [`${row.courseId}/${row.classNumber}`, row.seats]));

  const group = (kind: "students" | "school"): PurchasedCourse[] => {
    const byCourse = new Map<string, PurchasedCourse>();
    for (const row of rows.filter((r) => r.kind === kind)) {
      let course = byCourse.get(row.courseId);
      if (!course) {
        course = { courseId: row.courseId, courseName: row.courseName, purchasedClasses: [] };
        byCourse.set(row.courseId, course);
      }
      course.purchasedClasses.push({
        classNumber: row.classNumber,
        status: row.status,
        studentLimit: row.studentLimit,
        currentStudents: row.currentStudents,
        pendingSeats: kind === "students" ? (pendingSeats.get(`${row.courseId}/${row.classNumber}`) ?? 0) : 0,
      });
    }
    return [...byCourse.values()];
  };
  return {
    data: {
      schoolCourses: buyer.type === "school" ? group("school") : [],
      studentCourses: group("students"),
    },
  };
}
