import type { Mastery, SkillLevel } from "@ganit/contracts";
import {
  type MasteryProgress,
  masteryProgress,
  NEEDS_HELP_WRONG_IN_A_ROW,
  type Outcome,
  skillLevel,
} from "@ganit/contracts/practice/index";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAnswers, practiceAttempts, practiceLevels } from "../../db/schema.ts";

/**
 * A student's standing in one set, recomputed from the answers the server graded (never from a
 * device's verdict): the mastery progress, the level, the best score, the "needs help" flag. Called
 * inside the answer's transaction, with the level row locked, so two answers at once cannot both
 * count as the first.
 */
export type Standing = { level: SkillLevel; progress: MasteryProgress; needsHelp: boolean };

export type Place = { studentId: string; resourceId: string; courseId: string; classNumber: number };

/** The first tries at the set of `place` within one attempt. */
export const firstTriesInAttempt = (place: Place, attemptId: string) =>
  and(
    eq(practiceAnswers.attemptId, attemptId),
    eq(practiceAnswers.resourceId, place.resourceId),
    eq(practiceAnswers.firstTry, true),
  );

/** The level row, created when missing, locked until the transaction ends. */
export async function lockLevel(tx: DbOrTx, place: Place) {
  await tx
    .insert(practiceLevels)
    .values({ ...place, level: "notStarted" })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(practiceLevels)
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    )
    .for("update");
  if (!row) throw new Error("practice level row missing");
  return row;
}

/** The last first tries (enough for any rule: n is at most 10), oldest first. */
async function recentOutcomes(tx: DbOrTx, place: Place): Promise<Outcome[]> {
  const rows = await tx
    .select({ correct: practiceAnswers.correct, attemptId: practiceAnswers.attemptId })
    .from(practiceAnswers)
    .where(
      and(
        eq(practiceAnswers.studentId, place.studentId),
        eq(practiceAnswers.resourceId, place.resourceId),
        eq(practiceAnswers.firstTry, true),
      ),
    )
    .orderBy(desc(practiceAnswers.answeredAt), desc(practiceAnswers.id))
    .limit(10);
  return rows.reverse();
}

/** Rule "all" looks at the latest attempt whole: its first tries and how many questions it issued. */
async function latestAttempt(tx: DbOrTx, place: Place, attemptId: string) {
  const [attempt] = await tx
    .select({ size: sql<number>`jsonb_array_length(${practiceAttempts.items})` })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.id, attemptId));
  const rows = await tx
    .select({ correct: practiceAnswers.correct })
    .from(practiceAnswers)
    .where(firstTriesInAttempt(place, attemptId));
  return {
    size: Number(attempt?.size ?? rows.length),
    outcomes: rows.map((row) => ({ correct: row.correct, attemptId })),
  };
}

async function wrongInARow(tx: DbOrTx, place: Place): Promise<number> {
  const rows = await tx
    .select({ correct: practiceAnswers.correct })
    .from(practiceAnswers)
    .where(
      and(eq(practiceAnswers.studentId, place.studentId), eq(practiceAnswers.resourceId, place.resourceId)),
    )
    .orderBy(desc(practiceAnswers.answeredAt), desc(practiceAnswers.id))
    .limit(NEEDS_HELP_WRONG_IN_A_ROW);
  let wrong = 0;
  for (const row of rows) {
    if (row.correct) break;
    wrong++;
  }
  return wrong;
}

/** Right first tries over the attempt's questions, 0–100. */
async function attemptScore(tx: DbOrTx, place: Place, attemptId: string): Promise<number> {
  const { size, outcomes } = await latestAttempt(tx, place, attemptId);
  const right = outcomes.filter((outcome) => outcome.correct).length;
  return size === 0 ? 0 : Math.min(100, Math.round((right * 100) / size));
}

/** The progress and level as they stand (no write): for an attempt's start. */
export async function readStanding(tx: DbOrTx, place: Place, mastery: Mastery): Promise<Standing> {
  const outcomes = await recentOutcomes(tx, place);
  const [row] = await tx
    .select()
    .from(practiceLevels)
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  let progress = masteryProgress(mastery, outcomes);
  const latest = outcomes.at(-1)?.attemptId;
  if (mastery.rule === "all" && latest) {
    const attempt = await latestAttempt(tx, place, latest);
    progress = masteryProgress(mastery, attempt.outcomes, attempt.size);
  }
  const level = (row?.level ?? "notStarted") as SkillLevel;
  return { level, progress, needsHelp: Boolean(row?.needsHelpSince) };
}

/** After an answer: recompute and store the level row. `at` is when the answer was given. */
export async function updateStanding(
  tx: DbOrTx,
  place: Place,
  mastery: Mastery,
  attempt: { id: string; kind: string },
  at: Date,
): Promise<Standing> {
  const attemptId = attempt.id;
  const row = await lockLevel(tx, place);
  const outcomes = await recentOutcomes(tx, place);
  const latest = await latestAttempt(tx, place, attemptId);
  const progress =
    mastery.rule === "all"
      ? masteryProgress(mastery, latest.outcomes, latest.size)
      : masteryProgress(mastery, outcomes);
  const answered = outcomes.length;
  const proficientAt = row.proficientAt ?? (progress.met ? at : null);
  const wrong = await wrongInARow(tx, place);
  // Raised at three wrong in a row; lowered when the set is next proficient.
  const needsHelpSince =
    proficientAt && progress.met
      ? null
      : (row.needsHelpSince ?? (wrong >= NEEDS_HELP_WRONG_IN_A_ROW ? at : null));
  const level = skillLevel({
    answered,
    progress,
    proficient: proficientAt !== null,
    mastered: row.masteredAt !== null,
  });
  // A review asks two questions of the set: not a score of the set.
  const score = attempt.kind === "set" ? await attemptScore(tx, place, attemptId) : 0;
  const lastActivityAt = row.lastActivityAt && row.lastActivityAt > at ? row.lastActivityAt : at;
  await tx
    .update(practiceLevels)
    .set({
      level,
      proficientAt,
      needsHelpSince,
      wrongInARow: wrong,
      bestScore: Math.max(row.bestScore ?? 0, score),
      lastActivityAt,
      courseId: place.courseId,
      classNumber: place.classNumber,
    })
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  return { level, progress, needsHelp: needsHelpSince !== null };
}
