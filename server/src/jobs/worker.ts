import type { FastifyBaseLogger } from "fastify";
import type { MailDispatcher } from "../mail/dispatcher.ts";
import type { JobRunner } from "./jobs.ts";

export type BackgroundWorker = {
  /** Asks for a run soon: call it after committing a transaction that queued jobs or mail. */
  kick(): void;
  /** Runs jobs, then delivers mail, until nothing is due; resolves when done (tests use it). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One loop per process for the work that happens after a request: jobs first (they may queue mail),
 * then mail. It runs every `pollMs` (rows written by other processes) and at once after a kick.
 * Without SMTP there is no dispatcher: mail stays in the outbox for `npm run mail:outbox`.
 */
export function createBackgroundWorker(options: {
  jobs: JobRunner;
  mail: MailDispatcher | null;
  log: FastifyBaseLogger;
  pollMs: number;
}): BackgroundWorker {
  const { jobs, mail, log, pollMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce() {
    try {
      await jobs.runDue();
      if (mail) await mail.deliverDue(() => stopped);
    } catch (error) {
      log.error({ err: error }, "background work failed");
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule(pollMs);
    });
    return running;
  }

  schedule(pollMs);
  return {
    kick: () => schedule(0),
    async drain() {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mail?.close();
    },
  };
}
