import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { accountListKeys } from "../../db/lists.ts";
import { purchasedClasses, students, users } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { boughtBy, insertPurchase, makeCourse, schoolWithToken } from "../purchases/test-helpers.ts";

/**
 * Test data for enrolment: a school with a token, a course whose class 5 it bought with a seat limit,
 * and pupils written straight into the tables (they never sign in here, so no password is hashed —
 * argon2 for thirty children would be most of a test's time).
 */
export async function insertPupils(db: DbOrTx, schoolId: string, count: number, classNumber = 5) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = randomUUID();
    const name = unique("Pupil ");
    await db.insert(users).values({
      id: userId,
      username: name.replace(/\s/g, "").toLowerCase(),
      email: `${name.replace(/\s/g, "").toLowerCase()}@example.in`,
      name,
      phone: null,
      role: "student",
      passwordHash: null,
    });
    const id = randomUUID();
    await db.insert(students).values({
      id,
      userId,
      schoolId,
      rollNumber: unique("R"),
      classNumber,
      fathername: "Father of a pupil",
      dob: "2015-04-12",
      ...accountListKeys(userId),
    });
    ids.push(id);
  }
  return ids;
}

/** A school that bought seats in class 5 (and unlimited class 6 when asked) of a fresh course. */
export async function schoolWithSeats(
  app: FastifyInstance,
  db: DbOrTx,
  options: { seats: number | null; classStatus?: "active" | "hold" } = { seats: 5 },
) {
  const school = await schoolWithToken(app, db);
  const course = await makeCourse(db, [
    { classNumber: 5, pricePerStudent: 10, pricePerSchool: 100 },
    { classNumber: 6, pricePerStudent: 10, pricePerSchool: 100 },
    { classNumber: 7, pricePerStudent: 10, pricePerSchool: 100 },
  ]);
  const purchaseId = await insertPurchase(db, {
    ...boughtBy(school),
    kind: "students",
    status: options.classStatus === "hold" ? "pending" : "verified",
    lines: [{ courseId: course.id, classNumber: 5, seats: options.seats }],
    classStatus: options.classStatus ?? "active",
  });
  return { school, course, purchaseId, schoolId: school.school.id, token: school.token };
}

/** Another class of the school's course, written as the superadmin's enablement would. */
export async function enableClass(
  db: DbOrTx,
  schoolId: string,
  courseId: string,
  classNumber: number,
  options: { seats: number | null; status: "active" | "hold" | "blocked"; kind?: "students" | "school" },
) {
  const id = randomUUID();
  await db.insert(purchasedClasses).values({
    id,
    schoolId,
    courseId,
    classNumber,
    kind: options.kind ?? "students",
    status: options.status,
    studentLimit: options.seats,
  });
  return id;
}
