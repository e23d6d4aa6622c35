import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { throttleHits } from "../db/schema.ts";
import { tooManyRequests } from "../errors.ts";

/**
 * Request limits that are not about passwords: "at most `limit` requests of this kind from this key
 * (usually the IP) within `windowMinutes`". Forgot-password uses it, and so do the public
 * registration forms (schools, individual learners). The hits are rows in `throttle_hits`, so every
 * Ganit process on one database shares the count; times are the database's, so processes with skewed
 * clocks agree.
 *
 * A request is written down first and then counted against the ones before it, so a burst of
 * parallel requests cannot all pass before the first is counted. A refused request is taken back:
 * a client that keeps knocking does not push its own wait further out.
 */

/**
 * Counts one request of `bucket` from `key`. Returns 0 when it is allowed, otherwise the seconds
 * until it would be (for Retry-After).
 */
export async function hit(
  db: DbOrTx,
  bucket: string,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<number> {
  const window = sql`make_interval(secs => ${windowMinutes * 60})`;
  // Keep the table small: hits older than the window no longer matter to anyone.
  await db
    .delete(throttleHits)
    .where(and(eq(throttleHits.bucket, bucket), lt(throttleHits.at, sql`now() - ${window}`)));
  const [mine] = await db.insert(throttleHits).values({ bucket, key }).returning({ id: throttleHits.id });
  if (!mine) throw new Error("insert returned no row");
  // The limit-th hit before this one, if there is one in the window: this one is over the limit
  // until that hit leaves the window.
  const [blocking] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${throttleHits.at} + ${window} - now())))::int` })
    .from(throttleHits)
    .where(
      and(
        eq(throttleHits.bucket, bucket),
        eq(throttleHits.key, key),
        sql`${throttleHits.at} > now() - ${window}`,
        lt(throttleHits.id, mine.id),
      ),
    )
    .orderBy(sql`${throttleHits.id} desc`)
    .offset(Math.max(0, limit - 1))
    .limit(1);
  if (!blocking) return 0;
  await db.delete(throttleHits).where(eq(throttleHits.id, mine.id));
  return Math.max(1, Number(blocking.wait));
}

/** `hit`, answering 429 `tooManyRequests` with Retry-After when the request is over the limit. */
export async function enforceLimit(
  db: DbOrTx,
  bucket: string,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  const wait = await hit(db, bucket, key, limit, windowMinutes);
  if (wait > 0) throw tooManyRequests("tooManyRequests", wait);
}
