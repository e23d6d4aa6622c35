import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { accountListKeys } from "../../db/lists.ts";
import { courses, purchasedClasses, students, teachers } from "../../db/schema.ts";
import { createTestUser, unique } from "../../test/factories.ts";
import { insertSchool } from "./service.ts";

/** Test rows for the superadmin's schools: a school with its account, teachers, students, courses. */

let udise = 70_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
export const nextUdise = () => String(++udise);

export async function makeSchool(
  db: DbOrTx,
  options: { name?: string; city?: string; district?: string; state?: string; phone?: string } = {},
) {
  const account = await createTestUser(db, {
    role: "school",
    name: options.name ?? unique("School "),
    phone: options.phone ?? "9876543210",
  });
  const school = await insertSchool(db, account.user.id, {
    udiscCode: nextUdise(),
    address: "4 Lake View Road",
    city: options.city ?? "Mysuru",
    district: options.district ?? "Mysuru",
    state: options.state ?? "Karnataka",
    pincode: "570009",
  });
  return { ...account, school };
}

export async function addTeacher(db: DbOrTx, schoolId: string) {
  const account = await createTestUser(db, { role: "teacher", name: "Test Teacher" });
  await db.insert(teachers).values({
    id: randomUUID(),
    userId: account.user.id,
    schoolId,
    dob: "1990-01-01",
    ...accountListKeys(account.user.id),
  });
  return account;
}

let roll = 0;
export async function addStudent(db: DbOrTx, schoolId: string, classNumber = 6) {
  const account = await createTestUser(db, { role: "student", name: "Test Pupil" });
  await db.insert(students).values({
    id: randomUUID(),
    userId: account.user.id,
    schoolId,
    rollNumber: String(++roll),
    classNumber,
    fathername: "Test Father",
    dob: "2014-01-01",
    ...accountListKeys(account.user.id),
  });
  return account;
}

export async function addCourse(db: DbOrTx, name = unique("Course ")) {
  const id = randomUUID();
  await db.insert(courses).values({ id, name });
  return { id, name };
}

export async function enableClass(
  db: DbOrTx,
  line: {
    schoolId: string;
    courseId: string;
    classNumber: number;
    kind: "students" | "school";
    limit?: number;
  },
) {
  await db.insert(purchasedClasses).values({
    id: randomUUID(),
    schoolId: line.schoolId,
    courseId: line.courseId,
    classNumber: line.classNumber,
    kind: line.kind,
    status: "active",
    studentLimit: line.kind === "students" ? (line.limit ?? null) : null,
  });
}
