import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { students } from "../../db/schema.ts";

export type StudentDetails = {
  schoolId: string | null;
  rollNumber: string | null;
  classNumber: number;
  fathername: string;
  dob: string | null;
};

/** The student row of a student or individual-learner account. */
export async function insertStudent(db: DbOrTx, userId: string, details: StudentDetails) {
  const [student] = await db
    .insert(students)
    .values({ id: randomUUID(), userId, ...details })
    .returning();
  if (!student) throw new Error("insert returned no row");
  return student;
}

export async function findStudentProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ rollNumber: students.rollNumber, class: students.classNumber, fathername: students.fathername })
    .from(students)
    .where(eq(students.userId, userId))
    .limit(1);
  return row;
}
