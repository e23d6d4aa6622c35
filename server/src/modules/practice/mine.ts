import type { MySets, SkillLevel } from "@ganit/contracts";
import { REVIEW_AFTER_HOURS } from "@ganit/contracts/practice/index";
import { and, eq } from "drizzle-orm";
import { grantedClasses, visibleToStudents } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courseResources, practiceLevels, practiceSets } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { resourcesOfClass } from "../courses/index.ts";

/** GET /api/practice/mine?courseId=&class=: a granted class's sets and the caller's level in each, else 404. */
export async function mySets(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
): Promise<MySets> {
  const access = await grantedClasses(db, caller);
  if (!access?.keys.has(`${courseId}:${classNumber}`)) throw notFound();
  const setsWithLevels = db
    .select({
      resourceId: practiceSets.resourceId,
      type: courseResources.type,
      mode: practiceSets.mode,
      level: practiceLevels.level,
      attempts: practiceLevels.attempts,
      bestScore: practiceLevels.bestScore,
      proficientAt: practiceLevels.proficientAt,
      masteredAt: practiceLevels.masteredAt,
    })
    .from(practiceSets)
    .innerJoin(courseResources, eq(courseResources.id, practiceSets.resourceId))
    .leftJoin(
      practiceLevels,
      and(
        eq(practiceLevels.resourceId, practiceSets.resourceId),
        eq(practiceLevels.studentId, access.student.id),
      ),
    )
    .$dynamic();
  const rows = await resourcesOfClass(setsWithLevels, courseId, classNumber);
  const ripe = Date.now() - REVIEW_AFTER_HOURS * 3_600_000;
  return {
    courseId,
    classNumber,
    sets: rows
      .filter((row) => visibleToStudents(row.type))
      .map((row) => ({
        resourceId: row.resourceId,
        mode: row.mode === "quiz" ? "quiz" : "practice",
        level: (row.level ?? "notStarted") as SkillLevel,
        attempts: row.attempts ?? 0,
        bestScore: row.bestScore ?? null,
        reviewDue: Boolean(row.proficientAt && !row.masteredAt && row.proficientAt.getTime() <= ripe),
      })),
  };
}
