import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type BuiltApp, buildApp } from "../app.ts";
import { type AppConfig, loadConfig } from "../config/env.ts";
import { type Database, type Db, openPglite, openPostgres } from "../db/client.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";

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
 * One database per test file, migrated. On PGlite a fresh data folder (about 4 s for initdb); on
 * PostgreSQL a uniquely named database on TEST_DATABASE_URL's server, so files run in parallel.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ganit-test-"));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!TEST_DATABASE_URL) {
    const database = await openPglite(dataDir);
    await database.migrate();
    return {
      database,
      dataDir,
      databaseUrl: undefined,
      async close() {
        await database.close();
        await removeDir();
      },
    };
  }
  const name = `ganit_test_${randomBytes(6).toString("hex")}`;
  await onServer(TEST_DATABASE_URL, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    async close() {
      await database.close();
      await onServer(TEST_DATABASE_URL, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

/** Runs one statement on the database TEST_DATABASE_URL names (CREATE/DROP DATABASE cannot run inside it). */
async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestEnv = BuiltApp & {
  config: AppConfig;
  database: Database;
  db: Db;
  mail: SmtpReceiver;
  dataDir: string;
  /** Runs due jobs and delivers queued mail to the receiver now (the worker's poll is slowed in tests). */
  deliverMail(): Promise<void>;
  /** Another app (e.g. with API_DOCS=false) on the same database and mail receiver; close it yourself. */
  buildAnother(env?: Record<string, string>): Promise<BuiltApp>;
  close(): Promise<void>;
};

/**
 * The real app (buildApp) on this file's database, sending mail to a real SMTP receiver, serving a
 * one-file web build so the SPA fallback is live too. Call once per file in beforeAll.
 */
export async function startTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const testDb = await openTestDatabase();
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
    buildAnother: (more = {}) => buildApp(loadConfig({ ...baseEnv, ...env, ...more }), testDb.database),
    async close() {
      await built.app.close();
      await mail.close();
      await testDb.close();
    },
  };
}
