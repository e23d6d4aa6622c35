import { LIMITS } from "@ganit/contracts";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

/**
 * Brute-force brake: after 5 failed sign-ins for one username from one IP within 15 minutes,
 * further attempts are refused until the oldest of those failures leaves the window.
 * The counters live in the database so every Ganit process sees the same ones.
 */
const windowMs = LIMITS.loginWindowMinutes * 60_000;

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function secondsUntilAllowed(db: DbOrTx, username: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username.toLowerCase()),
        eq(loginFailures.ip, ip),
        gt(loginFailures.failedAt, since),
      ),
    )
    .orderBy(sql`${loginFailures.failedAt} desc`)
    .limit(LIMITS.loginFailuresAllowed);
  if (rows.length < LIMITS.loginFailuresAllowed) return 0;
  const oldest = rows[rows.length - 1]?.failedAt ?? new Date();
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000));
}

export async function recordFailure(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip });
  // Keep the table small: failures older than the window no longer matter to anyone.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - windowMs)));
}

export async function clearFailures(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}
