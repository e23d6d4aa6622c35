import { randomUUID } from "node:crypto";
import type { EnablementKind } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { purchasedClasses, purchases, settings } from "../../db/schema.ts";
import { createTestSchool, createTestUser, login, unique } from "../../test/factories.ts";
import { createCourse } from "../courses/service.ts";
import { oneLevelCourse } from "../courses/test-course.ts";
import { insertStudent } from "../students/service.ts";
import { DISCOUNT_SETTING } from "./pricing.ts";
import { insertPurchaseLines } from "./write.ts";

export { insertPurchaseLines };

/** Test data for buying: courses with prices, learners, schools with tokens, purchases written directly. */

/** A live course; prices in rupees. Class 6 has a video (teacher only) and a worksheet. */
export async function makeCourse(
  db: DbOrTx,
  classes: { classNumber: number; pricePerStudent: number; pricePerSchool: number }[],
  name = unique("Course "),
) {
  const input = oneLevelCourse(name, classes, (classNumber) => `Level of class ${classNumber}`, [
    {
      title: "First title",
      resources: [
        { type: "video", url: "https://videos.example.org/a.mp4" },
        { type: "explanation", url: "https://notes.example.org/b" },
        { type: "worksheet", url: "https://sheets.example.org/c" },
      ],
    },
  ]);
  return { id: await createCourse(db, input, null), name };
}

export async function schoolWithToken(app: FastifyInstance, db: DbOrTx) {
  const school = await createTestSchool(db);
  return { ...school, token: await login(app, school.username) };
}

/**
 * An individual learner whose parent has consented: the studentb2c account and their students row
 * (no school, class 6 unless said).
 */
export async function newLearner(db: DbOrTx, name = "Test Learner", classNumber = 6) {
  const account = await createTestUser(db, { role: "studentb2c", name });
  const row = await insertStudent(db, account.user.id, {
    schoolId: null,
    rollNumber: null,
    classNumber,
    fathername: "Test Father",
    dob: "2014-01-01",
    guardianName: "Test Guardian",
    guardianConsentAt: new Date(),
  });
  return { ...account, studentId: row.id };
}

/** An individual learner (newLearner) with a session token. */
export async function learnerWithToken(app: FastifyInstance, db: DbOrTx) {
  const learner = await newLearner(db);
  return { ...learner, token: await login(app, learner.username) };
}

type SchoolBuyer = { school: { id: string }; user: { id: string } };
type LearnerBuyer = { studentId: string; user: { id: string } };

/** Who bought and wrote a purchase: a school through its office account, or a learner for themself. */
export const boughtBy = (account: SchoolBuyer | LearnerBuyer) => ({
  buyer: "studentId" in account ? { studentId: account.studentId } : { schoolId: account.school.id },
  createdBy: account.user.id,
});

let utrSequence = 100_000_000_000;
/** A fresh 12-digit UPI reference. */
export const nextUtr = () => {
  utrSequence += 1;
  return String(utrSequence);
};

/** A purchase written directly (as the verifier or the demo leaves them), with its classes. */
export async function insertPurchase(
  db: DbOrTx,
  options: {
    buyer: { schoolId: string } | { studentId: string };
    kind: EnablementKind;
    status: "pending" | "verified" | "rejected";
    createdBy: string;
    lines: { courseId: string; classNumber: number; seats: number | null; renewal?: boolean }[];
    classStatus?: "active" | "hold" | null;
  },
) {
  const id = randomUUID();
  const school = "schoolId" in options.buyer ? options.buyer.schoolId : null;
  const student = "studentId" in options.buyer ? options.buyer.studentId : null;
  const decided = options.status !== "pending";
  await db.insert(purchases).values({
    id,
    buyerSchoolId: school,
    buyerStudentId: student,
    kind: options.kind,
    utrNumber: nextUtr(),
    subtotalPaise: 10_000,
    discountBasisPoints: 0,
    totalPaise: 10_000,
    status: options.status,
    createdByUserId: options.createdBy,
    decidedByUserId: decided ? options.createdBy : null,
    decidedAt: decided ? new Date() : null,
    rejectionReason: options.status === "rejected" ? "No such payment" : null,
  });
  await insertPurchaseLines(
    db,
    id,
    options.lines.map((line) => ({ ...line, unitPricePaise: 10_000, amountPaise: 10_000 })),
  );
  const classStatus = options.classStatus === undefined ? "active" : options.classStatus;
  if (classStatus)
    await db.insert(purchasedClasses).values(
      options.lines
        .filter((line) => !line.renewal)
        .map((line) => ({
          id: randomUUID(),
          schoolId: school,
          studentId: student,
          courseId: line.courseId,
          classNumber: line.classNumber,
          kind: options.kind,
          status: classStatus,
          studentLimit: line.seats,
          purchaseId: id,
        })),
    );
  return id;
}

/** Seats of one class a school has bought and the superadmin not yet verified: its class is on hold. */
export const insertPendingSeats = (
  db: DbOrTx,
  school: SchoolBuyer,
  line: { courseId: string; classNumber: number; seats: number },
) =>
  insertPurchase(db, {
    ...boughtBy(school),
    kind: "students",
    status: "pending",
    lines: [line],
    classStatus: "hold",
  });

/**
 * A learner's own seat in one class of a course: verified (its class active), or pending (its class
 * on hold until the superadmin verifies it).
 */
export const insertLearnerSeat = (
  db: DbOrTx,
  learner: LearnerBuyer,
  line: { courseId: string; classNumber: number },
  status: "verified" | "pending" = "verified",
) =>
  insertPurchase(db, {
    ...boughtBy(learner),
    kind: "students",
    status,
    lines: [{ ...line, seats: 1 }],
    ...(status === "pending" ? { classStatus: "hold" as const } : {}),
  });

/** The three priced classes the buying tests buy from (prices with paise, to test the rounding). */
export const PRICED_CLASSES = [
  { classNumber: 5, pricePerStudent: 100.1, pricePerSchool: 2000 },
  { classNumber: 6, pricePerStudent: 499.5, pricePerSchool: 15000 },
  { classNumber: 7, pricePerStudent: 250, pricePerSchool: 5000 },
];

/** Sets the schools' discount directly, in basis points. */
export const setDiscount = (db: DbOrTx, basisPoints: number) =>
  db
    .insert(settings)
    .values({ key: DISCOUNT_SETTING, value: basisPoints })
    .onConflictDoUpdate({ target: settings.key, set: { value: basisPoints } });

/** A purchase of seats of one course's classes, as the school's screen sends it. */
export const seatsOf = (
  courseId: string,
  utrNumber: string,
  classDetails: { classNumber: number; studentLimit: number }[],
) => ({ utrNumber, coursesForStudents: [{ courseId, active: true, classDetails }] });
