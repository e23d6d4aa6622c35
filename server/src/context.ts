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
  /**
   * Told by a course edit which lesson pages and sets are about to go, in its transaction; answers
   * what to do once they have (the assignments' standing: docs/adr/0738). Absent: nothing.
   */
  resourcesDropping?: (tx: Tx, resourceIds: string[]) => Promise<() => Promise<void>>;
};
