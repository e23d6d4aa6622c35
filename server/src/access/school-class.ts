import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { courses, purchasedClasses } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { requireSchool } from "./caller.ts";
import { accessibleClass } from "./require.ts";

/**
 * The course's name when the caller's school has this class of it (of either kind) and the caller
 * may read its results (a teacher: one of their classes), else 404 as for another school's course:
 * what a teacher's per-class screens check first.
 */
export async function requireSchoolClass(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
): Promise<{ courseName: string }> {
  requireSchool(caller);
  const [owned] = await db
    .select({ courseName: courses.name })
    .from(purchasedClasses)
    .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
    .where(accessibleClass(caller, "results.read", courseId, classNumber))
    .limit(1);
  if (!owned) throw notFound();
  return owned;
}
