import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type BuildOptions, type BuiltApp, buildApp } from "../app.ts";
import { type AppConfig, loadConfig } from "../config/env.ts";
import { type Database, type Db, openPglite, openPostgres } from "../db/client.ts";
import { compiledPglite, copyPgliteTemplate } from "./pglite-files.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";
import { databaseUrl, onServer } from "./template-database.ts";
import { openWorkerPglite } from "./worker-pglite.ts";

export const TEST_JWT_SECRET = "ganit-test-secret-that-is-long-enough-0123456789";
export const TEST_APP_URL = "http://ganit.test";

/** Set to run the suite on PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/test) instead of PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const usingPostgres = TEST_DATABASE_URL !== undefined;

export type TestDatabase = {
  database: Database;
  /** A fresh temp folder: PGlite's data (when on PGlite), the JWT secret file, the test web build. */
  dataDir: string;
  /** The URL of this file's own PostgreSQL database, when on PostgreSQL. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

/**
 * A migrated PGlite data folder at dataDir, closed: a copy of the run's migrated template, for a test
 * that needs a migrated folder of its own but does not test a first start (initdb and every
 * migration, 3–4 s, where the copy takes half a second). Made from nothing when the run has no
 * PGlite template.
 */
export async function migratedPgliteFolder(dataDir: string): Promise<void> {
  const template = inject("templateDatabase");
  if (template?.kind === "pglite") return copyPgliteTemplate(template.folder, dataDir);
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * One database per test file, migrated: a copy of the template the run's global setup migrated once
 * (test/global-setup.ts). On PGlite a copy of the migrated data folder (well under a second, where
 * initdb and the migrations take 4–6 s); on PostgreSQL a uniquely named database created from the
 * run's template, so files run in parallel. Without the global setup (a config that leaves it out)
 * it migrates a fresh database itself.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ganit-test-"));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const template = inject("templateDatabase");
  if (!TEST_DATABASE_URL) {
    await migratedPgliteFolder(dataDir);
    return onPglite(await openPglite(dataDir, { compiled: await compiledPglite() }), dataDir);
  }
  const serverUrl = TEST_DATABASE_URL;
  const name = `ganit_test_${randomBytes(6).toString("hex")}`;
  const fromTemplate = template?.kind === "postgres" ? ` template ${template.name}` : "";
  await onServer(serverUrl, `create database ${name}${fromTemplate}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openPostgres(url);
  if (!fromTemplate) await database.migrate();
  return {
    database,
    dataDir,
    databaseUrl: url,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

export type TestEnv = BuiltApp & {
  config: AppConfig;
  database: Database;
  db: Db;
  mail: SmtpReceiver;
  dataDir: string;
  /** Runs due jobs and delivers queued mail to the receiver now (the worker's poll is slowed in tests). */
  deliverMail(): Promise<void>;
  /**
   * Another app (e.g. with API_DOCS=false, or its log in a stream) on the same database and mail
   * receiver; close it yourself.
   */
  buildAnother(env?: Record<string, string>, options?: BuildOptions): Promise<BuiltApp>;
  close(): Promise<void>;
};

/**
 * The database of a file's app: on PGlite the worker's own, emptied back to the migrated rows
 * (worker-pglite.ts), with a fresh folder of the file's own for the rest of DATA_DIR; otherwise a
 * database of the file's own (openTestDatabase).
 */
async function openEnvDatabase(): Promise<TestDatabase> {
  const template = inject("templateDatabase");
  if (TEST_DATABASE_URL || template?.kind !== "pglite") return openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ganit-test-"));
  return onPglite(await openWorkerPglite(template), dataDir);
}

/** A file's PGlite database and its folder: closing hands the one back and removes the other. */
function onPglite(database: Database, dataDir: string): TestDatabase {
  return {
    database,
    dataDir,
    databaseUrl: undefined,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app (buildApp) on this file's database, sending mail to a real SMTP receiver, serving a
 * one-file web build so the SPA fallback is live too. Call once per file in beforeAll.
 */
export async function startTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const testDb = await openEnvDatabase();
  const mail = await startSmtpReceiver();
  const webDist = path.join(testDb.dataDir, "web");
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Ganit</title><div id=root></div>");
  const baseEnv: Record<string, string> = {
    LOG_LEVEL: "silent",
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: TEST_APP_URL,
    SMTP_URL: mail.url,
    DATA_DIR: testDb.dataDir,
    WEB_DIST: webDist,
    // Tests deliver mail when they choose (deliverMail); a kick after a request still runs at once.
    WORKER_POLL_MS: "60000",
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
  };
  const config = loadConfig({ ...baseEnv, ...env });
  const built = await buildApp(config, testDb.database);
  return {
    ...built,
    config,
    database: testDb.database,
    db: testDb.database.db,
    mail,
    dataDir: testDb.dataDir,
    deliverMail: () => built.context.worker.drain(),
    buildAnother: (more = {}, options = {}) =>
      buildApp(loadConfig({ ...baseEnv, ...env, ...more }), testDb.database, options),
    async close() {
      await built.app.close();
      await mail.close();
      await testDb.close();
    },
  };
}
