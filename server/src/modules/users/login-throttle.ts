import { availableParallelism } from "node:os";
import { LIMITS } from "@ganit/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { Gate } from "../../plugins/gate.ts";

/**
 * Brute-force brakes, both over the last 15 minutes:
 * - per username and IP: after 5 failed sign-ins, further attempts are refused;
 * - per IP over all usernames: after LIMITS.loginFailuresPerIp failures (a spray across accounts).
 * A refused attempt waits until the oldest failure that blocks it leaves the window — even with the
 * right password. The rows live in the database so every Ganit process sees the same ones, and
 * times are the database's.
 *
 * Failures are counted, not successes: a sign-in that succeeds clears its own username's failures
 * from that IP, so a school lab behind one address signs in together.
 *
 * An attempt is written down before its password is checked and stays as a failure unless it
 * succeeds; only attempts with fewer earlier ones than a limit get checked. Checking first and
 * counting after would let a burst of parallel guesses all pass before the first one is counted.
 * The attempts of one process are judged a few at a time (the sign-in gate), and each is written
 * down only when its turn comes: so the attempts counted "in flight" are at most those few, and
 * forty children pressing Enter together are not mistaken for forty failures.
 */
const windowSql = sql`make_interval(secs => ${LIMITS.loginWindowMinutes * 60})`;

/**
 * Sign-in attempts judged at once in this process (each is a few queries and one argon2 check), and
 * how many may wait: a lab of 40 fits, a flood beyond it is answered 503 at once.
 */
export const signInGate = new Gate("sign-in", Math.max(1, Math.min(4, availableParallelism())), 100);

/** Writes down an attempt (a failure until it succeeds) and returns its id. */
export async function recordAttempt(db: DbOrTx, username: string, ip: string): Promise<number> {
  // Keep the table small: failures older than the window no longer matter to anyone.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - ${windowSql}`));
  const [row] = await db
    .insert(loginFailures)
    .values({ username: username.toLowerCase(), ip })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export type Brake = { seconds: number; scope: "user" | "ip" };

/**
 * Which brake holds the attempt `attemptId` back, and for how many seconds; null when it may be
 * checked now. "The n-th failure before this one, inside the window" is one indexed lookup.
 */
export async function brakeOn(
  db: DbOrTx,
  username: string,
  ip: string,
  attemptId: number,
): Promise<Brake | null> {
  const nthEarlier = async (scope: Brake["scope"], limit: number) => {
    const [row] = await db
      .select({
        wait: sql<number>`ceil(extract(epoch from (${loginFailures.failedAt} + ${windowSql} - now())))::int`,
      })
      .from(loginFailures)
      .where(
        and(
          scope === "user" ? eq(loginFailures.username, username.toLowerCase()) : undefined,
          eq(loginFailures.ip, ip),
          sql`${loginFailures.failedAt} > now() - ${windowSql}`,
          lt(loginFailures.id, attemptId),
        ),
      )
      .orderBy(sql`${loginFailures.id} desc`)
      .offset(limit - 1)
      .limit(1);
    return row ? { scope, seconds: Math.max(1, Number(row.wait)) } : null;
  };
  return (
    (await nthEarlier("user", LIMITS.loginFailuresAllowed)) ??
    (await nthEarlier("ip", LIMITS.loginFailuresPerIp))
  );
}

/** Takes back an attempt that was not a wrong password (refused while braked, or an account on hold). */
export async function forgetAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** A success: this username's failures from this IP no longer count (its own attempt included). */
export async function clearFailures(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}
