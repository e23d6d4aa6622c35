import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { pidAlive } from "../db/folder-lock.ts";
import { migrationsFolder } from "../db/migrations-folder.ts";

import { copyPgliteTemplate, WORKER_RESET_FILE } from "./pglite-files.ts";
/**
 * The migrated database every server test file starts from, made once per run instead of once per
 * file (see docs/adr/0251-test-database-copies.md). PGlite: a closed, migrated data folder that each
 * file copies. PostgreSQL: a migrated database that each file's database is created from.
 */
export type TemplateDatabase =
  | {
      kind: "pglite";
      folder: string;
      /**
       * The folder a test worker's own database is copied from (worker-pglite.ts): the migrated folder
       * plus a copy of the rows the migrations wrote, and the statements that put them back.
       */
      workerFolder: string;
      /**
       * The path prefix of each worker's copy of workerFolder, in the workers' temporary folder and
       * named after this run (run-folders.ts): the run's teardown removes them, for a worker process
       * is stopped without running its exit handlers.
       */
      workerCopies: string;
    }
  | { kind: "postgres"; name: string };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const cacheRoot = path.join(repoRoot, "node_modules", ".cache", "ganit-test-pglite");
/**
 * What the migrated folder depends on: the migrations (SQL and journal) and the PGlite release that
 * wrote the files. A change to either gives a new key, so a stale folder is never copied.
 */
function templateKey(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of files(folder)) {
    hash.update(path.relative(folder, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  const pglitePackage = path.join(repoRoot, "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update(JSON.parse(readFileSync(pglitePackage, "utf8")).version);
  return hash.digest("hex").slice(0, 16);
}

/** What the worker's folder adds to the migrated one: the code that makes its snapshot and reset. */
function workerKey(): string {
  const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "worker-pglite.ts"));
  return createHash("sha256").update(source).digest("hex").slice(0, 8);
}

/**
 * The migrated PGlite folder for the current migrations: made here (initdb and every migration, from
 * empty) when no run has made it yet, and kept under node_modules/.cache, so that running one test
 * file again does not pay initdb each time. Beside it, the folder a test worker's database starts
 * from (the same database plus its snapshot of the migrated rows), kept apart because the files that
 * copy the migrated folder for themselves (backup, restore, the CLI) must see only what the
 * migrations made.
 */
export async function pgliteTemplate(workerCopies: string): Promise<TemplateDatabase> {
  const key = templateKey();
  const folder = path.join(cacheRoot, key);
  const workerName = `${key}-worker-${workerKey()}`;
  const workerFolder = path.join(cacheRoot, workerName);
  const madeTemplate = await inCache(folder, path.join("pglite", "PG_VERSION"), async (building) => {
    // Loaded only here: a run whose folders are already made never loads the drivers in the main
    // process, which is most of a one-file run's start.
    const { openPglite } = await import("../db/client.ts");
    const database = await openPglite(building);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
  const madeWorker = await inCache(workerFolder, WORKER_RESET_FILE, async (building) => {
    await copyPgliteTemplate(folder, building);
    const { snapshotWorkerTemplate } = await import("./worker-pglite.ts");
    await snapshotWorkerTemplate(building);
  });
  // Folders for older migrations, and half-made ones whose run has ended, are of no further use.
  if (madeTemplate || madeWorker) {
    for (const entry of readdirSync(cacheRoot)) {
      const builder = /^building-(\d+)-/.exec(entry)?.[1];
      if (entry === key || entry === workerName || (builder && pidAlive(Number(builder)))) continue;
      await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
    }
  }
  return { kind: "pglite", folder, workerFolder, workerCopies };
}

/**
 * Makes folder (done when it holds `done`, a path within it) unless it is made already; says whether
 * this call made it. Made in a temporary folder and renamed into place, so a run that is killed
 * half-way or two runs at once never leave a half-made folder to copy: the second rename fails, and
 * its run uses the first's folder.
 */
async function inCache(folder: string, done: string, make: (building: string) => Promise<void>) {
  if (existsSync(path.join(folder, done))) return false;
  await mkdir(cacheRoot, { recursive: true });
  const building = path.join(cacheRoot, `building-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await make(building);
    await rename(building, folder);
  } catch (error) {
    // Another run finished the same folder first: use theirs.
    if (!existsSync(path.join(folder, done))) throw error;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return true;
}

/** A migrated database on serverUrl's server, named for this run, for CREATE DATABASE … TEMPLATE. */
export async function postgresTemplate(serverUrl: string): Promise<TemplateDatabase> {
  const name = `ganit_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const { openPostgres } = await import("../db/client.ts");
  const database = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await database.migrate();
  } finally {
    // A template must have no open connection when a database is created from it.
    await database.close();
  }
  return { kind: "postgres", name };
}

export const dropPostgresTemplate = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${name} with (force)`);

/** serverUrl with its database name replaced. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the database serverUrl names (CREATE/DROP DATABASE cannot run inside it). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
