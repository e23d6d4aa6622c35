import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { rowExists } from "../db/exists.ts";
import { jobs } from "../db/schema.ts";
import { safeErrorText } from "../logging.ts";

/** The kinds of background work and their payloads. */
export type JobPayloads = {
  /**
   * A forgot-password request: find the user and queue the reset mail, away from the request.
   * `ip` is the requester's, for the audit trail (absent in jobs queued before it was added).
   */
  passwordReset: { username: string; ip?: string };
  /**
   * The welcome mails of new accounts (an upload's thousands, or one): rendered and queued in the
   * outbox by the worker. `tokens[i]` is the link's token of `userIds[i]`; `days` how long it works.
   */
  welcomeMails: { appUrl: string; days: number; userIds: string[]; tokens: string[] };
  /**
   * Erasing a child's data, confirmed by their school or parent (privacy module): `pseudonym` is what
   * the audit trail keeps instead of the child's ids.
   */
  childErasure: {
    studentId: string;
    pseudonym: string;
    confirmedBy: "school" | "parent";
    schoolId: string | null;
  };
};
export type JobKind = keyof JobPayloads;
export type JobHandlers = { [K in JobKind]: (tx: Tx, payload: JobPayloads[K]) => Promise<void> };

const MAX_ATTEMPTS = 5;
const CLAIM_SECONDS = 300;
const BATCH = 20;

/** Queues work in the caller's transaction; any Ganit process runs it after the commit. */
export async function enqueueJob<K extends JobKind>(db: DbOrTx, kind: K, payload: JobPayloads[K]) {
  await db.insert(jobs).values({ id: randomUUID(), kind, payload });
}

/**
 * Whether a job of this kind whose payload holds `match` is still to run (queued, or running now):
 * a second request for the same work (a parent pressing "erase" twice) then queues nothing.
 */
export async function jobPending<K extends JobKind>(
  db: DbOrTx,
  kind: K,
  match: Partial<JobPayloads[K]>,
): Promise<boolean> {
  return rowExists(db, jobs, [
    eq(jobs.kind, kind),
    inArray(jobs.status, ["pending", "running"]),
    sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`,
  ]);
}

/**
 * Runs due jobs: claimed in one short statement (`FOR UPDATE SKIP LOCKED`, so no two processes take
 * one), each run in its own transaction together with marking it done, so its effects (a token and
 * a queued mail) exist exactly when the job counts as done.
 */
export function createJobRunner(options: {
  db: Db;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /**
   * Work that falls due by the clock rather than by a queued row (the parents' weekly summary): run
   * after the queued jobs on every pass. Each keeps itself to once by its own unique rows.
   */
  recurring?: readonly (() => Promise<unknown>)[];
}) {
  const { db, handlers, log, recurring = [] } = options;
  return {
    /** Runs what is due now, batch after batch; returns how many jobs ran. */
    async runDue(): Promise<number> {
      let ran = 0;
      for (;;) {
        const batch = await runBatch();
        ran += batch;
        if (batch < BATCH) break;
      }
      for (const task of recurring) {
        try {
          await task();
        } catch (error) {
          log.error({ err: safeErrorText(error) }, "recurring background work failed");
        }
      }
      // Failed jobs stay a week for an operator to look at.
      await db
        .delete(jobs)
        .where(and(eq(jobs.status, "failed"), lt(jobs.updatedAt, sql`now() - interval '7 days'`)));
      return ran;
    },
  };

  async function runBatch(): Promise<number> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.status, ["pending", "running"]), lte(jobs.runAfter, sql`now()`)))
      .orderBy(jobs.createdAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        runAfter: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        updatedAt: new Date(),
      })
      .where(inArray(jobs.id, due))
      .returning();
    for (const job of claimed) {
      const handler = handlers[job.kind as JobKind] as
        | ((tx: Tx, payload: unknown) => Promise<void>)
        | undefined;
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await db.transaction(async (tx) => {
          await handler(tx, job.payload);
          await tx.delete(jobs).where(eq(jobs.id, job.id));
        });
      } catch (error) {
        const gaveUp = job.attempts >= MAX_ATTEMPTS;
        await db
          .update(jobs)
          .set({
            status: gaveUp ? "failed" : "pending",
            // Never a failed statement's parameters: they may hold a mail with a reset link.
            lastError: safeErrorText(error).slice(0, 500),
            runAfter: new Date(Date.now() + 30_000 * job.attempts),
            updatedAt: new Date(),
          })
          .where(eq(jobs.id, job.id));
        log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, gaveUp }, "background job failed");
      }
    }
    return claimed.length;
  }
}
export type JobRunner = ReturnType<typeof createJobRunner>;
