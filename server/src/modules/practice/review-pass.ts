import { issuedQuestionsSchema, type SkillLevel } from "@ganit/contracts";
import { REVIEW_AFTER_HOURS } from "@ganit/contracts/practice/index";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAnswers, practiceAttempts, practiceLevels } from "../../db/schema.ts";
import { firstTriesInAttempt, type Place } from "./standing.ts";

/**
 * After an answer in a mixed review: when every review question of this set was right at the first
 * try, and the set was proficient at least a day before, the set is Mastered. (A slip in the review
 * leaves the set Proficient; the next review asks again.)
 */
export async function passReview(
  tx: DbOrTx,
  place: Place,
  attemptId: string,
  at: Date,
): Promise<SkillLevel | null> {
  const [attempt] = await tx
    .select({ items: practiceAttempts.items })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.id, attemptId));
  const asked = issuedQuestionsSchema
    .parse(attempt?.items ?? [])
    .filter((entry) => entry.resourceId === place.resourceId);
  const answers = await tx
    .select({ itemId: practiceAnswers.itemId, correct: practiceAnswers.correct })
    .from(practiceAnswers)
    .where(firstTriesInAttempt(place, attemptId));
  const right = new Set(answers.filter((row) => row.correct).map((row) => row.itemId));
  if (asked.length === 0 || !asked.every((entry) => right.has(entry.itemId))) return null;
  const [level] = await tx
    .select({ proficientAt: practiceLevels.proficientAt, masteredAt: practiceLevels.masteredAt })
    .from(practiceLevels)
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  if (!level?.proficientAt) return null;
  if (level.masteredAt) return "mastered";
  if (at.getTime() - level.proficientAt.getTime() < REVIEW_AFTER_HOURS * 3_600_000) return null;
  await tx
    .update(practiceLevels)
    .set({ level: "mastered", masteredAt: at })
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  return "mastered";
}
