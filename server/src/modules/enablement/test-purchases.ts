import { randomInt, randomUUID } from "node:crypto";
import { type EnablementKind, priceInPaise } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  auditEvents,
  courseClasses,
  courses,
  enrolments,
  purchasedClasses,
  purchases,
} from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { classRow, enableClass as enableClassDirectly, newPupil } from "../course-access/test-helpers.ts";
import { insertPurchaseLines, newLearner } from "../purchases/test-helpers.ts";

/**
 * Test rows for verification and enablement. Buying is another module's (purchases), so these
 * write what a purchase writes, as the schema's comments describe it: the purchase (pending, priced
 * in paise), its lines, and one `hold` purchased class per line that is not a renewal.
 */

/** A live course with the given classes; prices in paise (defaults 500.00 and 15,000.00 rupees). */
export async function createTestCourse(
  db: DbOrTx,
  classNumbers: number[] = [5, 6, 7],
  options: {
    name?: string;
    archived?: boolean;
    pricePerStudentPaise?: number;
    pricePerSchoolPaise?: number;
  } = {},
) {
  const id = randomUUID();
  const name = options.name ?? unique("Vedic Math ");
  await db.insert(courses).values({ id, name, archivedAt: options.archived ? new Date() : null });
  await db.insert(courseClasses).values(
    classNumbers.map((classNumber) => ({
      id: randomUUID(),
      courseId: id,
      classNumber,
      pricePerStudentPaise: options.pricePerStudentPaise ?? 50_000,
      pricePerSchoolPaise: options.pricePerSchoolPaise ?? 1_500_000,
    })),
  );
  return { id, name };
}

/** A UTR no other purchase of the run has: 12 digits, as UPI gives them. */
export const testUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));

export type TestLine = { courseId: string; classNumber: number; seats?: number | null; renewal?: boolean };

/** A pending purchase by a school (or a learner's `students` row), with its lines and hold classes. */
export async function createPendingPurchase(
  db: DbOrTx,
  options: {
    buyer: { schoolId: string } | { studentId: string };
    kind: EnablementKind;
    lines: TestLine[];
    createdByUserId: string;
    discountBasisPoints?: number;
    utrNumber?: string;
  },
) {
  const id = randomUUID();
  const priced = [];
  for (const line of options.lines) {
    const [klass] = await db
      .select()
      .from(courseClasses)
      .where(and(eq(courseClasses.courseId, line.courseId), eq(courseClasses.classNumber, line.classNumber)));
    if (!klass) throw new Error(`class ${line.classNumber} is not in course ${line.courseId}`);
    const seats = options.kind === "school" ? null : (line.seats ?? 10);
    const unit = options.kind === "school" ? klass.pricePerSchoolPaise : klass.pricePerStudentPaise;
    priced.push({ ...line, seats, unit, amount: unit * (seats ?? 1) });
  }
  const discountBasisPoints = options.discountBasisPoints ?? 0;
  const { subtotal, total } = priceInPaise(
    priced.map((line) => line.amount),
    discountBasisPoints,
  );
  const buyerSchoolId = "schoolId" in options.buyer ? options.buyer.schoolId : null;
  const buyerStudentId = "studentId" in options.buyer ? options.buyer.studentId : null;
  const utrNumber = options.utrNumber ?? testUtr();
  await db.insert(purchases).values({
    id,
    buyerSchoolId,
    buyerStudentId,
    kind: options.kind,
    utrNumber,
    subtotalPaise: subtotal,
    discountBasisPoints,
    totalPaise: total,
    createdByUserId: options.createdByUserId,
  });
  await insertPurchaseLines(
    db,
    id,
    priced.map((line) => ({ ...line, unitPricePaise: line.unit, amountPaise: line.amount })),
  );
  const classIds: string[] = [];
  for (const line of priced.filter((candidate) => !candidate.renewal)) {
    const classId = randomUUID();
    classIds.push(classId);
    await db.insert(purchasedClasses).values({
      id: classId,
      schoolId: buyerSchoolId,
      studentId: buyerStudentId,
      courseId: line.courseId,
      classNumber: line.classNumber,
      kind: options.kind,
      status: "hold",
      studentLimit: line.seats,
      purchaseId: id,
    });
  }
  return { id, utrNumber, classIds, totalPaise: total };
}

/** A class enabled directly (no purchase), as the superadmin's enablement writes it: 30 seats unless said. */
export const enableClass = (
  db: DbOrTx,
  options: Parameters<typeof enableClassDirectly>[1] & { kind: EnablementKind },
) => enableClassDirectly(db, { ...options, studentLimit: options.studentLimit ?? 30 });

/** A pupil of the school enrolled in a purchased class (as the enrolment module writes it). */
export async function enrolNewStudent(db: DbOrTx, schoolId: string, purchasedClassId: string) {
  const [klass] = await db.select().from(purchasedClasses).where(eq(purchasedClasses.id, purchasedClassId));
  if (!klass) throw new Error(`no purchased class ${purchasedClassId}`);
  const { studentId } = await newPupil(db, schoolId, "Enrolled Student", { classNumber: klass.classNumber });
  await db.insert(enrolments).values({
    id: randomUUID(),
    studentId,
    purchasedClassId,
    courseId: klass.courseId,
    classNumber: klass.classNumber,
  });
  return studentId;
}

/** An individual learner (studentb2c) with their `students` row, to buy for themselves. */
export const createTestLearner = (db: DbOrTx) => newLearner(db, unique("Learner "));

/** The audit events of one action about one school. */
export const schoolAudit = (db: DbOrTx, action: string, schoolId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action as "enablement.added"), eq(auditEvents.schoolId, schoolId)));

export { classRow };
