import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DatabaseLockedError, takeFolderLock } from "./folder-lock.ts";
import { type Chmod, privateDataFolder, tightenModes } from "./folder-modes.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema.ts";

// Each driver is imported only when it is used: a PGlite install never loads pg, and a PostgreSQL
// install never loads the PGlite WASM. That keeps the start fast.

/** One type for both drivers: services never care which one is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a service accepts: the database, or a transaction it is part of. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite: how many files and folders of DATA_DIR had modes other local users could use, now put right. */
  tightenedModes?: number;
  /** PGlite: those still open to other local users that this account may not change (logged once). */
  modesLeftOpen?: string[];
  /**
   * PGlite: a consistent copy of the whole cluster as PGlite's own gzipped tar, made between two
   * statements after a checkpoint (the restore replays its write-ahead log like a restart would).
   */
  dump?(): Promise<Blob>;
};

export { DatabaseLockedError, migrationsFolder };

/** The data folder is in a state Ganit must not start on; the message says how to recover. */
export class DataFolderError extends Error {}

/**
 * A restore moves the database aside (`pglite.replaced-<time>`) before it writes the backup's. If it
 * stopped between the two (killed, the power cut), the folder holds no database and the old one lies
 * beside it: a start would make a new, empty database and a new superadmin, and every school would
 * find nothing. That start is refused, with the way back.
 */
function refuseUnfinishedRestore(dataDir: string, pgDir: string) {
  if (!isEmptyCluster(pgDir)) return;
  const replaced = readdirSync(dataDir)
    .filter((name) => name.startsWith("pglite.replaced-"))
    .sort();
  const latest = replaced.at(-1);
  if (!latest) return;
  const aside = path.join(dataDir, latest);
  throw new DataFolderError(
    `${pgDir} holds no database, but ${aside} holds the one a restore moved aside: the restore did not ` +
      "finish, and Ganit will not start on an empty database beside it. To go back to that database, " +
      `remove the empty folder and move it back (rm -rf "${pgDir}" && mv "${aside}" "${pgDir}"), ` +
      "or restore a backup again (npm run restore -- <backup file>); then start Ganit.",
  );
}

/** What a request may wait for on PostgreSQL unless configured (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS). */
export const DEFAULT_DB_TIMEOUTS = { statementMs: 15_000, lockMs: 5_000 };

/**
 * A real PostgreSQL server: the choice for several Ganit processes. No request waits for ever: a
 * statement is stopped after `statementMs`, a wait for a lock after `lockMs` (a request that meets
 * either answers 503, db/trouble.ts), a connection that cannot be made in 5 s fails, and a
 * transaction left idle for a minute is ended by the server so it cannot hold its locks.
 */
export async function openPostgres(
  url: string,
  timeouts: { statementMs: number; lockMs: number } = DEFAULT_DB_TIMEOUTS,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: 60_000,
    // The client's own limit, a little past the server's: a network that swallows the answer.
    query_timeout: timeouts.statementMs + 5_000,
  });
  // An idle connection the server ends (a restart, a failover, an administrator) must not take the
  // process down: the pool drops it and opens a new one for the next query.
  pool.on("error", (error: Error & { code?: string }) => {
    process.emitWarning(`PostgreSQL closed an idle connection (${error.code ?? "no code"})`);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Its own connection, outside the pool: the pool's limits are a request's, and a migration, or
      // the wait for another process's, may take longer (the pool's client-side query_timeout would
      // end it mid-way). Several processes may start at once: one advisory lock lets one migrate.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on("error", () => {}); // a connection lost mid-way fails the query below instead
      await client.connect();
      try {
        await client.query("set statement_timeout = 0; set lock_timeout = 0");
        await client.query("select pg_advisory_lock(727274)");
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        // Ending the session releases the advisory lock too.
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's compiled WebAssembly and its file-system bundle, for a process that opens many databases
 * one after another (a test worker opens one per test file): PGlite otherwise reads and compiles
 * both again on every open, about a third of an open's CPU.
 */
export type CompiledPglite = { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };

/**
 * PGlite (PostgreSQL in WASM) on a data folder. Only one process may open a folder, so a lock file
 * names its owner (db/folder-lock.ts); a lock left by a process that died (kill -9) is taken over.
 * The folder is private to the account running Ganit (db/folder-modes.ts).
 */
export async function openPglite(
  dataDir: string,
  seams: { chmod?: Chmod; compiled?: CompiledPglite } = {},
): Promise<Database> {
  const pgDir = path.join(dataDir, "pglite");
  privateDataFolder(dataDir);
  // The lock first: a second start must be refused as such, and must not walk (nor chmod) the files
  // of a folder a running Ganit is changing under it.
  const releaseLock = takeFolderLock(path.join(dataDir, "ganit.lock"));
  let client: PGliteClient | undefined;
  let tightened: ReturnType<typeof tightenModes>;
  const [{ PGlite }, { PrivateNodeFS }, extensions, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("./pglite-private-fs.ts"),
      pgliteExtensions(),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]).catch((error: unknown) => {
      releaseLock();
      throw error;
    });
  try {
    refuseUnfinishedRestore(dataDir, pgDir);
    const before = tightenModes(dataDir, seams.chmod);
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    const prepared = isEmptyCluster(pgDir) ? preparedCluster() : undefined;
    client = await PGlite.create({
      fs: new PrivateNodeFS(pgDir),
      extensions,
      ...(prepared ? { loadDataDir: prepared } : {}),
      ...seams.compiled,
    });
    // Finds nothing on a folder only Ganit has written (pglite-private-fs.ts); an older one is put right.
    const after = tightenModes(dataDir, seams.chmod);
    tightened = { fixed: before.fixed + after.fixed, leftOpen: after.leftOpen };
  } catch (error) {
    await client?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const open = client;
  const db = drizzlePglite(open, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    tightenedModes: tightened.fixed,
    modesLeftOpen: tightened.leftOpen,
    async dump() {
      await open.exec("checkpoint");
      return open.dumpDataDir("gzip");
    },
    async migrate() {
      await migratePglite(drizzlePglite(open, { schema }), { migrationsFolder: migrationsFolder() });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      try {
        await open.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * The PostgreSQL extensions the migrations create (pg_trgm, for the trigram search indexes). Every
 * PGlite that opens a Ganit cluster must be given them: PGlite has no extension on disk to find, and
 * a cluster whose indexes use one cannot be written to without it.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/**
 * The production build ships a cluster that has run initdb and the build's migrations, and holds
 * nothing else (dist/pglite-migrated.tar.gz, made by scripts/build.mjs): a first start loads it
 * instead of running initdb and every migration, and migrate() then finds them applied.
 */
function preparedCluster(): Blob | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-migrated.tar.gz");
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

type PGliteClient = Awaited<ReturnType<typeof import("@electric-sql/pglite")["PGlite"]["create"]>>;

const isEmptyCluster = (pgDir: string) => !existsSync(path.join(pgDir, "PG_VERSION"));

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  dbTimeouts?: { statementMs: number; lockMs: number };
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.dbTimeouts)
    : openPglite(options.dataDir);
}
