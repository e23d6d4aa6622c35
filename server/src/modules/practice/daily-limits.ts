import { LIMITS } from "@ganit/contracts";
import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAnswers, practiceAttempts } from "../../db/schema.ts";
import { tooManyRequests } from "../../errors.ts";

/**
 * A child's practice is bounded per rolling day (contracts' LIMITS), so a script looping on the API
 * cannot fill the database: over the limit the request is refused with 429 and a message the child
 * reads, and a phone keeps the refused answer to send it again the next day. Counted from the
 * server's own receipt times, which a device cannot set; the (student, received_at) indexes keep the
 * count to one child's day.
 */
const DAY = sql`now() - interval '1 day'`;
/** The day's limit lifts as the oldest of the day's rows turns a day old: at most a day away. */
const RETRY_AFTER_SECONDS = 3_600;

export async function withinDailyAttempts(tx: DbOrTx, studentId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.studentId, studentId), gt(practiceAttempts.receivedAt, DAY)));
  if (Number(row?.n ?? 0) >= LIMITS.practiceAttemptsPerDay)
    throw tooManyRequests("practiceDailyLimit", RETRY_AFTER_SECONDS);
}

export async function withinDailyAnswers(tx: DbOrTx, studentId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(practiceAnswers)
    .where(and(eq(practiceAnswers.studentId, studentId), gt(practiceAnswers.receivedAt, DAY)));
  refuseOverDailyAnswers(Number(row?.n ?? 0));
}

/** The child's answers received in the rolling day, as an expression (an answer's one read reads it). */
export const answersTodaySql = (studentId: SQL) =>
  sql<number>`(select count(*)::int from ${practiceAnswers}
    where ${and(eq(practiceAnswers.studentId, studentId), gt(practiceAnswers.receivedAt, DAY))})`;

/** 429 when the day's answers have reached the limit. */
export function refuseOverDailyAnswers(answersToday: number) {
  if (answersToday >= LIMITS.practiceAnswersPerDay)
    throw tooManyRequests("practiceDailyLimit", RETRY_AFTER_SECONDS);
}
