import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf } from "../bulk/sql.ts";
import { type Database, openPglite } from "../db/client.ts";
import { WORKER_RESET_FILE, workerCopyOf } from "./pglite-files.ts";

/**
 * One PGlite a test worker, emptied back to the migrated state before each file instead of a new copy
 * opened for it. Opening a copy (PGlite's file-system bundle, the instance, PostgreSQL's start) cost
 * 0.55–0.9 s a file, the largest slice of the suite after the tests themselves; emptying costs a
 * TRUNCATE. A worker runs its files one after another (vitest.config.ts), so no two files share the
 * database at once, and each still starts from exactly the migrated rows: every table of the
 * schemas the migrations own is emptied, the rows the migrations wrote are put back, and the
 * sequences set back.
 *
 * The copy of those rows, and the statements that put them back, are made once per migrations
 * (the worker's folder beside the migrated one, template-database.ts), not by each worker: a worker
 * copies that folder and opens it. Its first file needs no emptying, for the copy is untouched.
 */
/** What a worker needs of the run's PGlite template (template-database.ts). */
type WorkerTemplate = Parameters<typeof workerCopyOf>[0];

type Shared = { database: Database; reset: () => Promise<void>; untouched: boolean };

/** The schemas the migrations write (`drizzle` holds their journal, which a test may write to). */
const SCHEMAS = ["public", "drizzle"];
const SNAPSHOT = "ganit_test_migrated";

let shared: Promise<Shared> | undefined;
let inUse = false;

/**
 * Starts copying and opening the worker's database without waiting for it (worker-warm.ts), so that
 * it is made while the first file imports the app, which is mostly waiting on vitest's transforms.
 */
export function warmWorkerPglite(template: WorkerTemplate): void {
  shared ??= openShared(template);
  // A failure is the first file's to report, when it opens the database.
  shared.catch(() => {});
}

/** The worker's database, at the migrated rows, from the run's PGlite template. */
export async function openWorkerPglite(template: WorkerTemplate): Promise<Database> {
  if (inUse) throw new Error("A test file opened a second worker database before closing the first");
  shared ??= openShared(template);
  const worker = await shared;
  inUse = true;
  if (worker.untouched) worker.untouched = false;
  else await worker.reset();
  return {
    ...worker.database,
    // The worker's database outlives the file; the file's close only hands it back.
    async close() {
      inUse = false;
    },
  };
}

async function openShared(template: WorkerTemplate): Promise<Shared> {
  const { dir, compiled, statements } = await workerCopyOf(template);
  const database = await openPglite(dir, { compiled });
  return { database, reset: resetTo(database, statements), untouched: true };
}

/**
 * Adds the snapshot of the migrated rows to the migrated database in dataDir, and writes beside it
 * the statements that put a copy of it back to them (template-database.ts, once per migrations).
 */
export async function snapshotWorkerTemplate(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir);
  let statements: string[];
  try {
    statements = await snapshotMigrated(database);
  } finally {
    await database.close();
  }
  await writeFile(path.join(dataDir, WORKER_RESET_FILE), `${JSON.stringify(statements, null, 2)}\n`);
}

/** Runs the statements one a call: drizzle sends each through PostgreSQL's extended protocol. */
function resetTo({ db }: Database, statements: string[]) {
  return async () => {
    for (const statement of statements) await db.execute(sql.raw(statement));
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Keeps a copy of every row the migrations wrote, and returns the statements that put them back. */
async function snapshotMigrated(database: Database): Promise<string[]> {
  const { db } = database;
  const schemas = sql.join(
    SCHEMAS.map((schema) => sql`${schema}`),
    sql`, `,
  );
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema in (${schemas}) order by 1, 2`,
    ),
  );
  await db.execute(sql.raw(`create schema ${SNAPSHOT}`));
  const restores: string[] = [];
  for (const { schema, name } of tables) {
    const table = `${quote(schema)}.${quote(name)}`;
    const copy = `${SNAPSHOT}.${quote(`${schema}.${name}`)}`;
    const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
      await db.execute(sql.raw(`select count(*)::int as count from ${table}`)),
    );
    if (count === 0) continue;
    await db.execute(sql.raw(`create table ${copy} as table ${table}`));
    restores.push(`insert into ${table} overriding system value select * from ${copy};`);
  }
  const sequences = rowsOf<{ name: string; last: string | null; start: string }>(
    await db.execute(
      sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
                 last_value::text as last, start_value::text as start
          from pg_sequences where schemaname in (${schemas})`,
    ),
  ).map(({ name, last, start }) =>
    last === null ? `select setval('${name}', ${start}, false);` : `select setval('${name}', ${last}, true);`,
  );
  const everyTable = tables.map(({ schema, name }) => `${quote(schema)}.${quote(name)}`).join(", ");
  return [
    // A file that failed half-way must not leave its transaction, settings or locks to the next.
    "rollback;",
    "reset all;",
    "select pg_advisory_unlock_all();",
    // Triggers (the catalogue's version, foreign keys) stay quiet while the rows go back.
    "set session_replication_role = replica;",
    `truncate ${everyTable};`,
    ...restores,
    ...sequences,
    "set session_replication_role = origin;",
  ];
}
