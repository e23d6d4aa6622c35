import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config/env.ts";
import type { Database, Tx } from "./db/client.ts";
import type { BackgroundWorker } from "./jobs/worker.ts";

/** What every module is built from. Passed in, never imported, so tests build their own. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  /** Runs queued jobs and delivers queued mail; kick it after committing work that queued some. */
  worker: BackgroundWorker;
  log: FastifyBaseLogger;
  /** Told by a course edit which lesson pages and sets are about to go. Absent: nothing. */
  resourcesDropping?: ResourcesDropping;
};

/**
 * Told, in a course edit's transaction, which lesson pages and sets are about to go; answers what to
 * do once they have gone (the assignments module's standing of the classes that had them assigned:
 * docs/adr/0738). Passed in by whoever edits the course, so the courses module imports none of the
 * modules that read its tree.
 */
export type ResourcesDropping = (tx: Tx, resourceIds: string[]) => Promise<() => Promise<void>>;
