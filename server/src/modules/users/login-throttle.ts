import { availableParallelism } from "node:os";
import { LIMITS } from "@ganit/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { Gate } from "../../plugins/gate.ts";

/**
 * Brute-force brakes, both over the last 15 minutes:
 * - per username and IP: after 5 failed sign-ins, further attempts are refused;
 * - per IP over all usernames: once LIMITS.loginFailedUsernamesPerIp other usernames have failures
 *   from it, attempts on a username that has none are refused (a spray across accounts). It counts
 *   usernames, not attempts, so a school lab behind one address — however often its children
 *   mistype, however hard one of them hammers — holds one count per child, far below the limit
 *   (docs/adr/0201-sign-in-brakes-for-a-shared-address.md).
 * A refused attempt waits until the failure that blocks it leaves the window — even with the right
 * password. The rows live in the database so every Ganit process sees the same ones, and times are
 * the database's.
 *
 * Failures are counted, not successes: a sign-in that succeeds clears its own username's failures
 * from that IP, so a child who signed in no longer counts against the lab.
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
 * checked now. Only failures before this attempt count, so parallel attempts judge each other fairly.
 */
export async function brakeOn(
  db: DbOrTx,
  username: string,
  ip: string,
  attemptId: number,
): Promise<Brake | null> {
  const name = username.toLowerCase();
  const earlier = and(
    eq(loginFailures.ip, ip),
    sql`${loginFailures.failedAt} > now() - ${windowSql}`,
    lt(loginFailures.id, attemptId),
  );
  const waitUntil = (at: unknown) =>
    sql<number>`ceil(extract(epoch from (${at} + ${windowSql} - now())))::int`;
  // The n-th failure of this username before this one: it lifts when that failure leaves the window.
  const [own] = await db
    .select({ wait: waitUntil(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(earlier, eq(loginFailures.username, name)))
    .orderBy(sql`${loginFailures.id} desc`)
    .offset(LIMITS.loginFailuresAllowed - 1)
    .limit(1);
  if (own) return { scope: "user", seconds: Math.max(1, Number(own.wait)) };
  // Other usernames that failed from this IP, newest last failure first: a username stops counting
  // when its last failure leaves the window, so the n-th of them says how long the brake holds.
  const latest = sql`max(${loginFailures.failedAt})`;
  const [spray] = await db
    .select({ wait: waitUntil(latest) })
    .from(loginFailures)
    .where(and(earlier, sql`${loginFailures.username} <> ${name}`))
    .groupBy(loginFailures.username)
    .orderBy(sql`${latest} desc`)
    .offset(LIMITS.loginFailedUsernamesPerIp - 1)
    .limit(1);
  return spray ? { scope: "ip", seconds: Math.max(1, Number(spray.wait)) } : null;
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
