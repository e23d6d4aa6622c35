import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { rowsOf } from "../bulk/sql.ts";
import { type Db, openPglite } from "../db/client.ts";
import { catalogueVersion, users } from "../db/schema.ts";
import { createUser } from "../modules/users/index.ts";
import { usingPostgres } from "./harness.ts";
import { compiledPglite, copyPgliteTemplate, workerCopyOf } from "./pglite-files.ts";
import { openWorkerPglite } from "./worker-pglite.ts";

/** What the migrations wrote, and what a file might write: read before and after a file's turn. */
async function state(db: Db) {
  const [version] = await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  const journal = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return { version, journal: journal[0]?.count, users: (await db.select().from(users)).length };
}

/** Every row of the schemas the migrations write, every sequence, and which schemas there are. */
async function everything(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
          from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
    ),
  );
  const rows: Record<string, string | null> = {};
  for (const { name } of tables) {
    const [digest] = rowsOf<{ md5: string | null }>(
      await db.execute(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`),
      ),
    );
    rows[name] = digest?.md5 ?? null;
  }
  const sequences = rowsOf<{ name: string; last: string | null }>(
    await db.execute(
      sql`select schemaname || '.' || sequencename as name, last_value::text as last
          from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );
  const schemas = rowsOf<{ name: string }>(
    await db.execute(
      sql`select nspname as name from pg_namespace
          where left(nspname, 3) <> 'pg_' and nspname <> 'information_schema' order by 1`,
    ),
  ).map(({ name }) => name);
  return { rows, sequences, schemas };
}

/** A copy of a template folder, opened, read, closed and removed. */
async function readCopy<T>(folder: string, read: (db: Db) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ganit-worker-test-"));
  try {
    await copyPgliteTemplate(folder, dir);
    const database = await openPglite(dir, { compiled: await compiledPglite() });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.skipIf(usingPostgres)("the worker's database from one file to the next", () => {
  const templates = () => {
    const made = inject("templateDatabase");
    if (made?.kind !== "pglite") throw new Error("the run's global setup made no PGlite template");
    return made;
  };

  it("starts from the migrated database itself, its first file unemptied: the worker's folder differs from the migrated one only by the snapshot's schema", async () => {
    const { folder, workerFolder } = templates();
    const migrated = await readCopy(folder, everything);
    const worker = await readCopy(workerFolder, everything);
    expect(migrated.schemas).not.toContain("ganit_test_migrated");
    expect(worker.schemas).toEqual([...migrated.schemas, "ganit_test_migrated"].sort());
    expect(worker.rows).toEqual(migrated.rows);
    expect(worker.sequences).toEqual(migrated.sequences);
    expect(Object.values(migrated.rows).some((digest) => digest !== null)).toBe(true);
  });

  it("is copied into a folder named after this run, which the run's end removes (run-folders.ts)", async () => {
    const { workerCopies } = templates();
    const { dir } = await workerCopyOf(templates());
    expect(dir.startsWith(workerCopies)).toBe(true);
    expect(path.basename(workerCopies)).toBe(`ganit-worker-${process.ppid}-`);
  });

  it("comes back to exactly the migrated rows: what a file wrote is gone, what the migrations wrote is back", async () => {
    const first = await openWorkerPglite(templates());
    const migrated = await state(first.db);
    expect(migrated.users).toBe(0);
    expect(migrated.journal).toBeGreaterThan(0);

    await createUser(first.db, {
      role: "admin",
      username: "left-behind@example.test",
      name: "Left Behind",
      email: "left-behind@example.test",
      phone: "9000000000",
    });
    await first.db.update(catalogueVersion).set({ version: 999 }).where(eq(catalogueVersion.id, 1));
    await first.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await first.close();

    const second = await openWorkerPglite(templates());
    try {
      expect(await state(second.db)).toEqual(migrated);
    } finally {
      await second.close();
    }
  });

  it("refuses a second open while a file still holds it", async () => {
    const held = await openWorkerPglite(templates());
    try {
      await expect(openWorkerPglite(templates())).rejects.toThrow(/second worker database/);
    } finally {
      await held.close();
    }
  });
});
