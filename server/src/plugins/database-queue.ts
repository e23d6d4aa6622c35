import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";
import { HttpError } from "../errors.ts";
import { BUSY_RETRY_AFTER_SECONDS, Gate } from "./gate.ts";

/**
 * The API's requests in front of PGlite, a few at a time, the rest waiting in the order they came.
 *
 * PGlite runs every statement on this process's one thread, one statement at a time. Without this
 * queue a burst of 50 requests interleaves its statements in PGlite's own lock: a request of nine
 * statements (the lesson tree) waits behind the whole burst nine times, and some answers took over
 * 2 s. Admitted whole, a request waits once, then runs its statements back to back.
 *
 * Bounded twice: past `maxQueue` waiting requests the next one is answered at once with 503
 * `serverBusy` and Retry-After; and a request that waited past `maxWaitMs` (slow statements ahead of
 * it) gets the same answer when its turn comes instead of running for a caller who has likely given
 * up, which would only make the next ones wait longer. The bound lives in
 * process memory on purpose: a PGlite folder has exactly one process (the folder lock), so this
 * queue is the whole database's. On PostgreSQL there is none: the pool (10 connections) and the
 * server's statement and lock timeouts bound the waits, and several processes share the load.
 */
export const PGLITE_QUEUE = { concurrency: 4, maxQueue: 200, maxWaitMs: 10_000 };

export function registerDatabaseQueue(app: FastifyInstance, database: Database): Gate | undefined {
  if (database.kind !== "pglite") return undefined;
  const gate = new Gate("pglite", PGLITE_QUEUE.concurrency, PGLITE_QUEUE.maxQueue);
  app.addHook("onRequest", async (request, reply) => {
    // Only the API reaches the database; the web's files are answered beside the queue.
    if (!request.url.startsWith("/api/")) return;
    // The place is given up when the answer is sent, or when the connection closes, which may
    // happen while the request still waits: then it leaves as soon as it is let in.
    let closed = false;
    let leave: (() => void) | undefined;
    reply.raw.once("close", () => {
      closed = true;
      leave?.();
    });
    const queuedAt = performance.now();
    leave = await gate.enter();
    reply.raw.once("finish", leave);
    if (closed || performance.now() - queuedAt > PGLITE_QUEUE.maxWaitMs) {
      leave();
      throw new HttpError(503, "serverBusy", {
        headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
      });
    }
  });
  return gate;
}
