import { LIMITS } from "@ganit/contracts";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

/**
 * Brute-force brake: after 5 failed sign-ins for one username from one IP within 15 minutes,
 * further attempts are refused until the oldest of those failures leaves the window.
 * The counters live in the database so every Ganit process sees the same ones.
 *
 * An attempt is written down before its password is checked and stays as a failure unless it
 * succeeds; only attempts with fewer than 5 earlier ones in the window get checked. Checking first
 * and counting after would let a burst of parallel guesses all pass before the first one is counted.
 */
const windowMs = LIMITS.loginWindowMinutes * 60_000;

/** Writes down an attempt (a failure until it succeeds) and returns its id. */
export async function recordAttempt(db: DbOrTx, username: string, ip: string): Promise<number> {
  // Keep the table small: failures older than the window no longer matter to anyone.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - windowMs)));
  const [row] = await db
    .insert(loginFailures)
    .values({ username: username.toLowerCase(), ip })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Seconds until the attempt `attemptId` would be allowed, or 0 when it may be checked now. */
export async function secondsUntilAllowed(
  db: DbOrTx,
  username: string,
  ip: string,
  attemptId: number,
): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username.toLowerCase()),
        eq(loginFailures.ip, ip),
        gt(loginFailures.failedAt, since),
        lt(loginFailures.id, attemptId),
      ),
    )
    .orderBy(sql`${loginFailures.id} desc`)
    .limit(LIMITS.loginFailuresAllowed);
  if (rows.length < LIMITS.loginFailuresAllowed) return 0;
  const oldest = rows[rows.length - 1]?.failedAt ?? new Date();
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000));
}

/** Takes back an attempt that was not a wrong password (refused while braked, or an account on hold). */
export async function forgetAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

export async function clearFailures(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}
