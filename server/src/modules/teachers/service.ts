import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { teachers } from "../../db/schema.ts";

/** The teacher row of a teacher account; the mobile number is the account's phone. */
export async function insertTeacher(
  db: DbOrTx,
  userId: string,
  details: { schoolId: string; dob: string | null },
) {
  const [teacher] = await db
    .insert(teachers)
    .values({ id: randomUUID(), userId, ...details })
    .returning();
  if (!teacher) throw new Error("insert returned no row");
  return teacher;
}

export async function findTeacherProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ dob: teachers.dob })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  return row;
}
