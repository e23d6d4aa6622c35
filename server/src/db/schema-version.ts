import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DbOrTx, migrationsFolder } from "./client.ts";

/**
 * Whether the database carries this build's schema: the newest migration the build ships (its
 * journal) is recorded as applied in drizzle's own table. A database dropped and made again empty,
 * or one an older build migrated, is not ready, though it answers.
 */
let latest: number | undefined;

export function latestMigrationMillis(): number {
  if (latest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    latest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return latest;
}

export async function schemaIsCurrent(db: DbOrTx): Promise<boolean> {
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  )) as {
    rows: { newest: string | number | null }[];
  };
  const newest = result.rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= latestMigrationMillis();
}
