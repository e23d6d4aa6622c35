import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config/env.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";

/** What every module is built from. Passed in, never imported, so tests build their own. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
};
