import { type EnablementKind, priceInPaise } from "@ganit/contracts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseClasses, courses, purchasedClasses, settings } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../errors.ts";

/**
 * What a selection costs, computed by the server from the live catalogue (prices in integer paise)
 * and the platform's discount at this moment. Every purchase and every quote goes through here, so
 * what the payer was quoted is what the purchase records. Any amount a client sends is never read.
 */

/** The platform setting that holds the schools' discount, in basis points (1250 = 12.5 %). */
export const DISCOUNT_SETTING = "schoolsDiscount";

/** The discount in basis points now; no setting yet means no discount. */
export async function readDiscountBasisPoints(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DISCOUNT_SETTING))
    .limit(1);
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 10_000 ? value : 0;
}

/** Who buys: a school (its classes are per kind), or an individual learner (their students row). */
import type { Buyer } from "../../access/index.ts";

export type { Buyer };

/** One course of a selection with its classes; `seats` null for the school's own access. */
export type SelectedCourse = {
  courseId: string;
  classes: { classNumber: number; seats: number | null }[];
};

export type PricedLine = {
  courseId: string;
  courseName: string;
  classNumber: number;
  seats: number | null;
  unitPricePaise: number;
  amountPaise: number;
  renewal: boolean;
};

export type Priced = {
  lines: PricedLine[];
  subtotalPaise: number;
  discountBasisPoints: number;
  discountPaise: number;
  totalPaise: number;
};

/**
 * The live courses of the selection with their classes' prices; refuses what is not offered. The
 * course rows are locked FOR SHARE for the purchase's transaction: an admin's edit, archive or delete
 * (which lock the row FOR UPDATE) then runs wholly before or after the purchase, so a purchase never
 * records a class that an edit drops, a course archived meanwhile, or (a 500) one deleted meanwhile.
 */
async function loadOffer(db: DbOrTx, courseIds: string[]) {
  const live = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), isNull(courses.archivedAt)))
    .orderBy(courses.id)
    .for("share");
  if (live.length !== courseIds.length) throw badRequest("courseNotOffered");
  const classes = await db
    .select({
      courseId: courseClasses.courseId,
      classNumber: courseClasses.classNumber,
      student: courseClasses.pricePerStudentPaise,
      school: courseClasses.pricePerSchoolPaise,
    })
    .from(courseClasses)
    .where(inArray(courseClasses.courseId, courseIds));
  const names = new Map(live.map((row) => [row.id, row.name]));
  const prices = new Map(classes.map((row) => [`${row.courseId}/${row.classNumber}`, row]));
  return { names, prices };
}

/** 409 when the buyer already has one of these classes of this kind, active, under review or blocked. */
export async function assertNotOwned(
  db: DbOrTx,
  buyer: Buyer,
  kind: EnablementKind,
  lines: Pick<PricedLine, "courseId" | "courseName" | "classNumber">[],
) {
  const courseIds = [...new Set(lines.map((line) => line.courseId))];
  if (!courseIds.length) return;
  const owner =
    buyer.type === "school"
      ? and(eq(purchasedClasses.schoolId, buyer.schoolId), eq(purchasedClasses.kind, kind))
      : eq(purchasedClasses.studentId, buyer.studentId);
  const owned = await db
    .select({ courseId: purchasedClasses.courseId, classNumber: purchasedClasses.classNumber })
    .from(purchasedClasses)
    .where(and(owner, inArray(purchasedClasses.courseId, courseIds)));
  const taken = new Set(owned.map((row) => `${row.courseId}/${row.classNumber}`));
  const clash = lines.find((line) => taken.has(`${line.courseId}/${line.classNumber}`));
  if (clash) throw classAlreadyPurchased(clash.courseName, clash.classNumber);
}

export const classAlreadyPurchased = (course: string, classNumber: number) =>
  new HttpError(409, "classAlreadyPurchased", { params: { course, classNumber } });

/**
 * Prices new classes (not renewals): each course once, each class once per course, every course live
 * and offering the class, none of them already the buyer's. Unit price: per student × seats for kind
 * students, per school for kind school. A total of 0 is refused (the spec's "select at least one").
 */
export async function priceSelection(
  db: DbOrTx,
  buyer: Buyer,
  kind: EnablementKind,
  selection: SelectedCourse[],
): Promise<Priced> {
  const courseIds = selection.map((course) => course.courseId);
  if (new Set(courseIds).size !== courseIds.length) throw badRequest("courseRepeated");
  for (const course of selection) {
    const seen = new Set<number>();
    for (const { classNumber } of course.classes) {
      if (seen.has(classNumber)) throw badRequest("classRepeated", { classNumber });
      seen.add(classNumber);
    }
  }
  if (!courseIds.length) throw badRequest("selectCourseAndClass");
  const { names, prices } = await loadOffer(db, courseIds);
  const lines: PricedLine[] = [];
  for (const course of selection) {
    const courseName = names.get(course.courseId) ?? "";
    for (const { classNumber, seats } of course.classes) {
      const price = prices.get(`${course.courseId}/${classNumber}`);
      if (!price) throw badRequest("classNotInCourse", { classNumber });
      const unitPricePaise = kind === "school" ? price.school : price.student;
      lines.push({
        courseId: course.courseId,
        courseName,
        classNumber,
        seats: kind === "school" ? null : (seats ?? 1),
        unitPricePaise,
        amountPaise: unitPricePaise * (kind === "school" ? 1 : (seats ?? 1)),
        renewal: false,
      });
    }
  }
  await assertNotOwned(db, buyer, kind, lines);
  return total(db, lines);
}

/** Prices a renewal line: more seats of a class at today's price per student. */
export async function priceRenewal(
  db: DbOrTx,
  courseId: string,
  classNumber: number,
  seats: number,
): Promise<Priced> {
  // A renewal is of a class the school already has: an archived course still renews (it is theirs).
  const [row] = await db
    .select({ name: courses.name, student: courseClasses.pricePerStudentPaise })
    .from(courseClasses)
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(and(eq(courseClasses.courseId, courseId), eq(courseClasses.classNumber, classNumber)))
    .limit(1);
  if (!row) throw badRequest("classNotInCourse", { classNumber });
  const line: PricedLine = {
    courseId,
    courseName: row.name,
    classNumber,
    seats,
    unitPricePaise: row.student,
    amountPaise: row.student * seats,
    renewal: true,
  };
  return total(db, [line]);
}

async function total(db: DbOrTx, lines: PricedLine[]): Promise<Priced> {
  const discountBasisPoints = await readDiscountBasisPoints(db);
  const { subtotal, discount, total } = priceInPaise(
    lines.map((line) => line.amountPaise),
    discountBasisPoints,
  );
  if (total <= 0) throw badRequest("selectCourseAndClass");
  return { lines, subtotalPaise: subtotal, discountBasisPoints, discountPaise: discount, totalPaise: total };
}
