import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, usingPostgres } from "../test/harness.ts";
import { openPostgres } from "./client.ts";
import { databaseTrouble } from "./trouble.ts";

/**
 * A request may wait only so long for PostgreSQL; a migration, and the wait for another process's
 * migration, may take as long as they need.
 */
describe.skipIf(!usingPostgres)("PostgreSQL time limits", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test?.close());

  it("a start waiting for another process's migration longer than a request may wait still migrates", async () => {
    const other = new pg.Client({ connectionString: test.databaseUrl });
    await other.connect();
    await other.query("select pg_advisory_lock(727274)");
    const database = await openPostgres(test.databaseUrl as string, { statementMs: 100, lockMs: 100 });
    try {
      let settled: string | undefined;
      const migrating = database.migrate().then(
        () => {
          settled = "migrated";
        },
        (error: unknown) => {
          settled = `failed: ${error}`;
        },
      );
      // Past the pool's own limit for a request (statementMs + 5 s).
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(settled).toBeUndefined();
      await other.query("select pg_advisory_unlock(727274)");
      await migrating;
      expect(settled).toBe("migrated");
    } finally {
      await other.end();
      await database.close();
    }
  }, 30_000);

  it("a request whose answer never comes (the client's read timeout) is database busy, not a bug", async () => {
    const client = new pg.Client({ connectionString: test.databaseUrl, query_timeout: 100 });
    await client.connect();
    try {
      const error = await client.query("select pg_sleep(2)").catch((e: unknown) => e);
      expect(String(error)).toMatch(/Query read timeout/);
      expect(databaseTrouble(error)).toEqual({ key: "databaseBusy", retryAfterSeconds: 5 });
    } finally {
      await client.end().catch(() => {});
    }
  });
});
