import type { Mastery, SkillLevel } from "@ganit/contracts";
import {
  historyFor,
  type MasteryProgress,
  NEEDS_HELP_WRONG_IN_A_ROW,
  needsHelpRule,
  type Outcome,
  RECENT_FIRST_TRIES,
  standingAfter,
} from "@ganit/contracts/practice/index";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAnswers, practiceLevels } from "../../db/schema.ts";
import type { PracticeSet } from "./store.ts";

/**
 * A student's standing in one set, recomputed from the answers the server graded (never from a
 * device's verdict): the mastery progress, the level, the best score, the "needs help" flag. Two
 * answers at one set are decided one after the other: a test's submit reckons it inside its
 * transaction with the level row locked; a practice answer writes it only while the level row is the
 * version it read, else decides again under the lock (docs/adr/0724).
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

/** This student's answers at the set of `place`. */
const atSet = (place: Place) =>
  and(eq(practiceAnswers.studentId, place.studentId), eq(practiceAnswers.resourceId, place.resourceId));

/**
 * The first tries a standing is reckoned from, oldest first, in the order the server received them
 * (`seq`): the last ten, or for rule "all" the latest sitting's (practice/mastery.ts `historyFor`).
 */
export async function standingHistory(tx: DbOrTx, place: Place, mastery: Mastery): Promise<Outcome[]> {
  const firstTries = and(atSet(place), eq(practiceAnswers.firstTry, true));
  const outcome = { correct: practiceAnswers.correct, attemptId: practiceAnswers.attemptId };
  if (mastery.rule !== "all") {
    const rows = await tx
      .select(outcome)
      .from(practiceAnswers)
      .where(firstTries)
      .orderBy(desc(practiceAnswers.seq))
      .limit(RECENT_FIRST_TRIES);
    return historyFor(mastery, rows.reverse());
  }
  const [latest] = await tx
    .select({ attemptId: practiceAnswers.attemptId })
    .from(practiceAnswers)
    .where(firstTries)
    .orderBy(desc(practiceAnswers.seq))
    .limit(1);
  if (!latest) return [];
  return tx
    .select(outcome)
    .from(practiceAnswers)
    .where(and(firstTries, eq(practiceAnswers.attemptId, latest.attemptId)))
    .orderBy(asc(practiceAnswers.seq));
}

/** The questions of one sitting of the set: the size rule "all" counts against. */
export const sittingSize = (set: { items: readonly unknown[]; generators: readonly { count: number }[] }) =>
  set.items.length + set.generators.reduce((sum, spec) => sum + spec.count, 0);

async function wrongInARow(tx: DbOrTx, place: Place): Promise<number> {
  const rows = await tx
    .select({ correct: practiceAnswers.correct })
    .from(practiceAnswers)
    .where(atSet(place))
    .orderBy(desc(practiceAnswers.seq))
    .limit(NEEDS_HELP_WRONG_IN_A_ROW);
  let wrong = 0;
  for (const row of rows) {
    if (row.correct) break;
    wrong++;
  }
  return wrong;
}

async function firstTriesAtSet(tx: DbOrTx, place: Place): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(practiceAnswers)
    .where(and(atSet(place), eq(practiceAnswers.firstTry, true)));
  return Number(row?.n ?? 0);
}

/** Right first tries over the questions of one sitting, 0–100. */
async function attemptScore(tx: DbOrTx, place: Place, attemptId: string, size: number): Promise<number> {
  const [row] = await tx
    .select({ right: sql<number>`count(*) filter (where ${practiceAnswers.correct})` })
    .from(practiceAnswers)
    .where(firstTriesInAttempt(place, attemptId));
  return scoreOf(Number(row?.right ?? 0), size);
}

/** The level row's sticky marks. */
export const marks = (row: { proficientAt: Date | null; masteredAt: Date | null } | undefined) => ({
  proficient: Boolean(row?.proficientAt),
  mastered: Boolean(row?.masteredAt),
});

/** The progress and level as they stand (no write): for an attempt's start, with the history behind them. */
export async function readStanding(
  tx: DbOrTx,
  place: Place,
  set: Pick<PracticeSet, "mastery" | "items" | "generators">,
): Promise<Standing & { history: Outcome[] }> {
  const history = await standingHistory(tx, place, set.mastery);
  const [row] = await tx
    .select()
    .from(practiceLevels)
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  const now = standingAfter(set.mastery, history, [], sittingSize(set), marks(row));
  // The stored level is the server's word (a level reached before this reckoning existed stays).
  const level = (row?.level ?? now.level) as SkillLevel;
  return { level, progress: now.progress, needsHelp: Boolean(row?.needsHelpSince), history };
}

/** The level row's columns a standing is reckoned from. */
export type LevelBefore = Pick<
  typeof practiceLevels.$inferSelect,
  "proficientAt" | "masteredAt" | "bestScore" | "needsHelpSince" | "needsHelpReason" | "lastActivityAt"
>;

/** What an answer's standing is reckoned from, as it stands with the answer stored. */
export type StandingInputs = {
  history: Outcome[];
  wrongInARow: number;
  /** Right first tries of the sitting at the set, 0–100 (a review's: 0). */
  score: number;
  firstTriesAtSet: number;
};

/** The level row's columns an answer writes. */
export type LevelAfter = Pick<
  typeof practiceLevels.$inferSelect,
  | "level"
  | "proficientAt"
  | "needsHelpSince"
  | "needsHelpReason"
  | "wrongInARow"
  | "bestScore"
  | "lastActivityAt"
>;

/**
 * The rule of an answer's standing, over what was read (no statement): the level, the sticky
 * Proficient mark, the best score and the "needs help" flag. `at` is when the answer was given.
 */
export function reckonStanding(
  set: Pick<PracticeSet, "mastery" | "items" | "generators">,
  row: LevelBefore,
  inputs: StandingInputs,
  at: Date,
): { standing: Standing; after: LevelAfter } {
  const now = standingAfter(set.mastery, inputs.history, [], sittingSize(set), marks(row));
  const proficientAt = row.proficientAt ?? (now.proficient ? at : null);
  const bestScore = Math.max(row.bestScore ?? 0, inputs.score);
  const reason = needsHelpRule({
    wrongInARow: inputs.wrongInARow,
    bestScore,
    firstTries: inputs.firstTriesAtSet,
    recent: inputs.history,
  });
  // Raised by a rule; lowered when the set is next proficient with the rule met.
  const lowered = proficientAt !== null && now.progress.met;
  const needsHelpSince = lowered ? null : (row.needsHelpSince ?? (reason ? at : null));
  const needsHelpReason = needsHelpSince ? (row.needsHelpSince ? row.needsHelpReason : reason) : null;
  const lastActivityAt = row.lastActivityAt && row.lastActivityAt > at ? row.lastActivityAt : at;
  return {
    standing: { level: now.level, progress: now.progress, needsHelp: needsHelpSince !== null },
    after: {
      level: now.level,
      proficientAt,
      needsHelpSince,
      needsHelpReason,
      wrongInARow: inputs.wrongInARow,
      bestScore,
      lastActivityAt,
    },
  };
}

/** A sitting's score from its right first tries: 0–100 of the questions of one sitting. */
export const scoreOf = (right: number, size: number) =>
  size === 0 ? 0 : Math.min(100, Math.round((right * 100) / size));

/** After an answer: recompute and store the level row. `at` is when the answer was given. */
export async function updateStanding(
  tx: DbOrTx,
  place: Place,
  set: Pick<PracticeSet, "mastery" | "items" | "generators">,
  attempt: { id: string; kind: string },
  at: Date,
): Promise<Standing> {
  const row = await lockLevel(tx, place);
  const size = sittingSize(set);
  const history = await standingHistory(tx, place, set.mastery);
  const wrong = await wrongInARow(tx, place);
  // A review asks two questions of the set: not a score of the set.
  const score = attempt.kind === "set" ? await attemptScore(tx, place, attempt.id, size) : 0;
  const firstTries = await firstTriesAtSet(tx, place);
  const inputs = { history, wrongInARow: wrong, score, firstTriesAtSet: firstTries };
  const { standing, after } = reckonStanding(set, row, inputs, at);
  await tx
    .update(practiceLevels)
    .set({ ...after, courseId: place.courseId, classNumber: place.classNumber })
    .where(
      and(eq(practiceLevels.studentId, place.studentId), eq(practiceLevels.resourceId, place.resourceId)),
    );
  return standing;
}
