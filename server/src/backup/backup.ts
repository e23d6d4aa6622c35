import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { DatabaseLockedError, openPglite, pgliteExtensions } from "../db/client.ts";
import { takeFolderLock } from "../db/folder-lock.ts";
import { restrictNewFiles, tightenModes } from "../db/folder-modes.ts";
import { ArchiveError, checkPgliteArchive } from "./archive-check.ts";
import { requestBackup } from "./control-socket.ts";
import { libpqEnv } from "./libpq-env.ts";

/**
 * `npm run backup` and `npm run restore`: one timestamped file holds the whole database.
 * PostgreSQL: `pg_dump --format=custom` (and `pg_restore`). PGlite: PGlite's own dump of its data
 * folder (a gzipped tar), asked of the running Ganit through its control socket, or made directly
 * when Ganit is stopped. Backups hold password hashes and children's data: they are written 0600.
 */
export class BackupError extends Error {}

export type Target = { databaseUrl?: string; dataDir: string };

const stamp = (now = new Date()) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

export async function backup(target: Target, outDir: string, now = new Date()): Promise<string> {
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const base = `ganit-backup-${stamp(now)}`;
  const suffix = target.databaseUrl ? ".pgdump" : "-pglite.tar.gz";
  // Each run writes its own partial file: two backups at once must not write into one.
  const partial = path.join(outDir, `.${base}.${process.pid}.${randomBytes(4).toString("hex")}.partial`);
  try {
    if (target.databaseUrl) {
      // Made 0600 before pg_dump opens it (pg_dump keeps the mode), so it is never readable by others.
      closeSync(openSync(partial, "wx", 0o600));
      await run(
        "pg_dump",
        ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`],
        target.databaseUrl,
      );
    } else {
      await writeStream(await pgliteDump(target.dataDir), partial);
    }
    chmodSync(partial, 0o600);
    return placeUnder(partial, path.join(outDir, base), suffix);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Gives the finished backup its name without replacing another: two backups in the same second
 * (a cron and an operator) get `…Z.pgdump` and `…Z-2.pgdump`. A link fails if the name is taken.
 */
function placeUnder(partial: string, base: string, suffix: string): string {
  for (let n = 1; ; n++) {
    const file = `${base}${n === 1 ? "" : `-${n}`}${suffix}`;
    try {
      linkSync(partial, file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || n >= 1000) throw error;
    }
  }
}

async function pgliteDump(dataDir: string): Promise<Readable> {
  const fromServer = await requestBackup(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new BackupError(`There is no Ganit database in ${dataDir} (DATA_DIR) to back up.`);
  }
  // No Ganit answers on the folder: open it here (the lock refuses if one runs without a socket).
  const database = await openPglite(dataDir);
  try {
    const blob = await (database.dump as () => Promise<Blob>)();
    return Readable.from(Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function writeStream(source: Readable, file: string) {
  await pipeline(source, createWriteStream(file, { mode: 0o600 }));
}

export type RestoreOptions = { force: boolean };

export async function restore(target: Target, file: string, options: RestoreOptions): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const head = firstBytes(file, 5);
  if (target.databaseUrl) {
    if (head.toString("latin1") !== "PGDMP") {
      throw new BackupError(
        `${file} is not a PostgreSQL backup of npm run backup (pg_dump's custom format).`,
      );
    }
    if (!options.force && (await postgresHasTables(target.databaseUrl))) {
      throw new BackupError(
        "The database at DATABASE_URL is not empty. Restoring would overwrite it: add --force to do so.",
      );
    }
    const connection = libpqEnv(target.databaseUrl);
    // pg_restore writes a script to stdout unless it is given a database: its name alone, no secret.
    const database =
      connection.PGDATABASE ?? process.env.PGDATABASE ?? connection.PGUSER ?? os.userInfo().username;
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        ...(options.force ? ["--clean", "--if-exists"] : []),
        `--dbname=${database}`,
        file,
      ],
      target.databaseUrl,
    );
    return;
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    throw new BackupError(`${file} is not a PGlite backup of npm run backup (a .tar.gz).`);
  }
  // Read to its end before the data folder is touched: a bad file changes nothing.
  await checkPgliteArchive(file).catch((error: unknown) => {
    if (!(error instanceof ArchiveError)) throw error;
    throw new BackupError(`${file} cannot be restored: ${error.message}. Nothing was changed.`);
  });
  await restorePglite(target.dataDir, file, options);
}

async function restorePglite(dataDir: string, file: string, options: RestoreOptions) {
  const pgDir = path.join(dataDir, "pglite");
  // The folder's modes are put right under its lock (openPglite, and below), never before it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictNewFiles();
  // Open it first: the lock refuses while Ganit runs on the folder, and we learn if it holds data.
  let hasData = false;
  if (existsSync(path.join(pgDir, "PG_VERSION"))) {
    const current = await openPglite(dataDir).catch((error: unknown) => {
      if (error instanceof DatabaseLockedError) {
        throw new BackupError(`${error.message}\nStop Ganit before restoring a backup into its data folder.`);
      }
      throw error;
    });
    try {
      const tables = (await current.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      )) as unknown as { rows: { n: number }[] };
      hasData = (tables.rows[0]?.n ?? 0) > 0;
    } finally {
      await current.close();
    }
  }
  if (hasData && !options.force) {
    throw new BackupError(
      `The database in ${dataDir} is not empty. Restoring would replace it: add --force to do so (the current one is kept beside it).`,
    );
  }
  const release = takeFolderLock(path.join(dataDir, "ganit.lock"));
  const replaced = `${pgDir}.replaced-${stamp()}`;
  const movedAside = existsSync(pgDir);
  try {
    if (movedAside) renameSync(pgDir, replaced);
    try {
      await loadCluster(pgDir, file);
    } catch (error) {
      // The old folder goes back where it was: a failed restore leaves the database as it found it.
      rmSync(pgDir, { recursive: true, force: true });
      if (movedAside) renameSync(replaced, pgDir);
      throw new BackupError(
        `${file} could not be restored (${(error as Error).message}). ` +
          (movedAside
            ? `The database in ${dataDir} was put back as it was.`
            : `${dataDir} was left without a database, as it was.`),
      );
    }
    tightenModes(dataDir);
  } finally {
    release();
  }
}

/** Writes the backup's cluster into an empty folder and opens it once, so a cluster PGlite cannot start is caught here. */
async function loadCluster(pgDir: string, file: string) {
  const [{ PGlite }, { PrivateNodeFS }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("../db/pglite-private-fs.ts"),
  ]);
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const restored = await PGlite.create({
    fs: new PrivateNodeFS(pgDir),
    loadDataDir: new Blob([await readFile(file)]),
    extensions: await pgliteExtensions(),
  });
  try {
    await restored.query("select 1");
  } finally {
    await restored.close();
  }
}

function firstBytes(file: string, count: number): Buffer {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(count);
    readSync(fd, buffer, 0, count, 0);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return (result.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore (Debian: apt install postgresql-client), failing with its own words.
 * The connection goes in libpq's environment, never on the command line (backup/libpq-env.ts).
 */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...libpqEnv(databaseUrl) },
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} is not installed: install PostgreSQL's client tools (apt install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}
