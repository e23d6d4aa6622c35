import type { Outcome } from "@ganit/contracts/practice/index";
import { NEEDS_HELP_WRONG_IN_A_ROW, RECENT_FIRST_TRIES } from "@ganit/contracts/practice/index";
import { and, eq, getTableColumns, type SQLWrapper, sql } from "drizzle-orm";
import { awaitsConsentSql, openablePlaceSql, ownStudentRow } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/named.ts";
import { practiceAnswers, practiceAttempts, practiceLevels } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { answersTodaySql } from "./daily-limits.ts";
import type { LevelBefore } from "./standing.ts";
import { type PracticeSet, setOfRow, setRowJson } from "./store.ts";

/**
 * Everything one practice answer is decided from, read in one statement (docs/adr/0724): the
 * caller's attempt, whether they may open the set the answer is at (and the set), the level row with
 * its version, the answer's earlier copy (a resend), the day's count, and the answers so far that
 * the standing is reckoned from. Read without a lock: the write that follows stores nothing unless
 * the level row is still the version read here (answer-write.ts).
 */
export type AnswerState = {
  attempt: Attempt;
  /** The set the answer is at: the issued question's, else the attempt's (null: a test's sitting). */
  setId: string | null;
  place: { type: string; courseId: string; classNumber: number } | null;
  awaitsConsent: boolean;
  set: PracticeSet | null;
  /** The level row, and its version (`xmin`: any change of the row makes a new one); null: none yet. */
  level: (LevelBefore & { level: string; version: string }) | null;
  /** The same clientAnswerId stored before (a resend). */
  earlier: { correct: boolean } | null;
  answersToday: number;
  /** This question's tries in the sitting, and the wrong ones among them. */
  tries: number;
  wrongTries: number;
  /** The sitting's first answers, every set's. */
  firstAnswers: number;
  /** The sitting's first tries at the set, oldest first. */
  sittingFirstTries: { itemId: string; correct: boolean }[];
  /** The child's last first tries at the set, oldest first (rule "recent"). */
  recentFirstTries: Outcome[];
  /** The first tries of the child's latest sitting at the set, oldest first (rule "all"). */
  latestSittingFirstTries: Outcome[];
  /** The child's last answers at the set, newest first (wrong in a row). */
  lastAnswers: boolean[];
  firstTriesAtSet: number;
};

/** A timestamp as epoch milliseconds inside JSON (a Date is made of it, as Drizzle makes one of a column). */
const ms = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}) * 1000)`;
const dateOf = (value: number | null) => (value === null ? null : new Date(value));

type LevelJson = {
  version: string;
  level: string;
  proficientAt: number | null;
  masteredAt: number | null;
  needsHelpSince: number | null;
  lastActivityAt: number | null;
  bestScore: number | null;
  needsHelpReason: string | null;
};

type Attempt = typeof practiceAttempts.$inferSelect;

/** The caller's attempt with everything its answer needs; null: no such attempt of theirs. */
export async function readAnswerState(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: { itemId: string; clientAnswerId: string },
): Promise<AnswerState | null> {
  const me = ownStudentRow(caller);
  if (!me) return null;
  // The issued question's set (a review's questions are of several sets), else the attempt's.
  const setOfItem = sql`coalesce((select e.value->>'resourceId'
      from jsonb_array_elements(${practiceAttempts.items}) with ordinality as e(value, n)
      where e.value->>'itemId' = ${body.itemId} order by e.n limit 1), ${practiceAttempts.resourceId})`;
  // Named once in a lateral subquery, so every part below reads the same set.
  const target = sql`lateral (select ${setOfItem} as set_id) as answer_target`;
  const setId = sql<string | null>`answer_target.set_id`;
  const child = practiceAttempts.studentId;
  const atSet = sql`${practiceAnswers.studentId} = ${child} and ${practiceAnswers.resourceId} = ${setId}`;
  const inSitting = sql`${practiceAnswers.attemptId} = ${practiceAttempts.id}`;
  const thisItem = sql`${practiceAnswers.itemId} = ${body.itemId}`;
  const outcome = sql`json_build_object('correct', ${practiceAnswers.correct}, 'attemptId', ${practiceAnswers.attemptId})`;
  // Named: its plan (5 ms, four times its run) is kept by the connection (docs/adr/0744).
  const [row] = await runNamed(
    db
      .select({
        attempt: getTableColumns(practiceAttempts),
        setId,
        place: sql<AnswerState["place"]>`${openablePlaceSql(db, caller, sql`${setId}`)}`,
        awaitsConsent: sql<boolean>`${awaitsConsentSql(sql`${child}`)}`,
        set: sql<Parameters<typeof setOfRow>[0] | null>`${setRowJson(sql`${setId}`)}`,
        level: sql<LevelJson | null>`(select json_build_object('version', xmin::text, 'level', ${practiceLevels.level},
          'proficientAt', ${ms(practiceLevels.proficientAt)}, 'masteredAt', ${ms(practiceLevels.masteredAt)},
          'needsHelpSince', ${ms(practiceLevels.needsHelpSince)}, 'lastActivityAt', ${ms(practiceLevels.lastActivityAt)},
          'bestScore', ${practiceLevels.bestScore}, 'needsHelpReason', ${practiceLevels.needsHelpReason})
        from ${practiceLevels}
        where ${practiceLevels.studentId} = ${child} and ${practiceLevels.resourceId} = ${setId})`,
        earlier: sql<{
          correct: boolean;
        } | null>`(select json_build_object('correct', ${practiceAnswers.correct})
        from ${practiceAnswers} where ${practiceAnswers.studentId} = ${child}
          and ${practiceAnswers.clientAnswerId} = ${body.clientAnswerId})`,
        answersToday: answersTodaySql(sql`${child}`),
        sitting: sql<{ tries: number; wrong: number; first: number }>`(select json_build_object(
          'tries', count(*) filter (where ${thisItem}),
          'wrong', count(*) filter (where ${thisItem} and not ${practiceAnswers.correct}),
          'first', count(*) filter (where ${practiceAnswers.firstTry}))
        from ${practiceAnswers} where ${inSitting})`,
        sittingFirstTries: sql<AnswerState["sittingFirstTries"]>`(select coalesce(json_agg(json_build_object(
          'itemId', ${practiceAnswers.itemId}, 'correct', ${practiceAnswers.correct}) order by ${practiceAnswers.seq}), '[]')
        from ${practiceAnswers} where ${inSitting} and ${atSet} and ${practiceAnswers.firstTry})`,
        recentFirstTries: sql<Outcome[]>`(select coalesce(json_agg(outcome order by seq), '[]') from (
          select ${outcome} as outcome, ${practiceAnswers.seq} as seq from ${practiceAnswers}
          where ${atSet} and ${practiceAnswers.firstTry}
          order by ${practiceAnswers.seq} desc limit ${RECENT_FIRST_TRIES}) as recent)`,
        latestSittingFirstTries: sql<
          Outcome[]
        >`(select coalesce(json_agg(${outcome} order by ${practiceAnswers.seq}), '[]')
        from ${practiceAnswers} where ${atSet} and ${practiceAnswers.firstTry}
          and ${practiceAnswers.attemptId} = (select latest.attempt_id from ${practiceAnswers} as latest
            where latest.student_id = ${child} and latest.resource_id = ${setId} and latest.first_try
            order by latest.seq desc limit 1))`,
        lastAnswers: sql<boolean[]>`(select coalesce(json_agg(correct order by seq desc), '[]') from (
          select ${practiceAnswers.correct} as correct, ${practiceAnswers.seq} as seq from ${practiceAnswers}
          where ${atSet} order by ${practiceAnswers.seq} desc limit ${NEEDS_HELP_WRONG_IN_A_ROW}) as last)`,
        firstTriesAtSet: sql<number>`(select count(*)::int from ${practiceAnswers}
        where ${atSet} and ${practiceAnswers.firstTry})`,
      })
      .from(practiceAttempts)
      .crossJoin(target)
      .where(and(eq(practiceAttempts.id, attemptId), eq(practiceAttempts.studentId, me))),
  );
  if (!row) return null;
  const level = row.level;
  return {
    attempt: row.attempt,
    setId: row.setId,
    place: row.place,
    awaitsConsent: row.awaitsConsent,
    set: row.set ? setOfRow(row.set) : null,
    level: level && {
      version: level.version,
      level: level.level,
      proficientAt: dateOf(level.proficientAt),
      masteredAt: dateOf(level.masteredAt),
      needsHelpSince: dateOf(level.needsHelpSince),
      lastActivityAt: dateOf(level.lastActivityAt),
      bestScore: level.bestScore,
      needsHelpReason: level.needsHelpReason,
    },
    earlier: row.earlier,
    answersToday: Number(row.answersToday),
    tries: Number(row.sitting.tries),
    wrongTries: Number(row.sitting.wrong),
    firstAnswers: Number(row.sitting.first),
    sittingFirstTries: row.sittingFirstTries,
    recentFirstTries: row.recentFirstTries,
    latestSittingFirstTries: row.latestSittingFirstTries,
    lastAnswers: row.lastAnswers,
    firstTriesAtSet: Number(row.firstTriesAtSet),
  };
}
