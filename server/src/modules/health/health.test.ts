import { rm } from "node:fs/promises";
import { API, MESSAGES } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openPostgres } from "../../db/client.ts";
import { signedInAs } from "../../test/factories.ts";
import { openTestDatabase, type TestEnv, usingPostgres } from "../../test/harness.ts";
import { useTestEnv } from "../../test/session.ts";

/**
 * The database's bad moments: a health check that tells the truth, a request that fails with 503
 * and a clear message instead of hanging or answering 500, and a pool that recovers by itself.
 */
const env = useTestEnv();

const get = (app: TestEnv["app"], url: string, token?: string) =>
  app.inject({ method: "GET", url, headers: token ? { authorization: token } : {} });

describe("GET /api/health and /api/health/ready", () => {
  it("answer 200 ok when the database answers and carries this build's schema", async () => {
    for (const url of [API.health, API.healthReady]) {
      const res = await get(env.app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: "ok" });
    }
  });

  it("answer 503 when the newest migration is not applied (a database dropped and made again empty)", async () => {
    const newest = (await env.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = newest.rows[0];
    if (!row) throw new Error("no migration recorded");
    await env.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      for (const url of [API.health, API.healthReady]) {
        const res = await get(env.app, url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ message: MESSAGES.databaseNotReady, key: "databaseNotReady" });
        expect(res.headers["retry-after"], url).toBeDefined();
      }
    } finally {
      await env.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get(env.app, API.health)).statusCode).toBe(200);
  });

  it("answer 503 databaseUnavailable, not 500, when the database cannot be reached", async () => {
    // On PGlite a migrated folder of its own (a copy of the run's) whose database is then closed:
    // gone from under the app.
    const migrated = usingPostgres ? undefined : await openTestDatabase();
    const database = migrated
      ? migrated.database
      : await openPostgres("postgres://postgres@127.0.0.1:1/nowhere");
    if (migrated) await database.close();
    const { app } = await buildApp(env.config, database);
    try {
      for (const url of [API.health, API.healthReady]) {
        const res = await get(app, url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json<{ key: string }>().key, url).toBe("databaseUnavailable");
      }
    } finally {
      await app.close();
      if (usingPostgres) await database.close();
      if (migrated) await rm(migrated.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * PostgreSQL: statement and lock timeouts, and a pool that survives its connections being ended.
 * (PGlite runs one statement at a time inside this process: there is no other session to wait for
 * and nothing to reconnect to.)
 */
describe.skipIf(!usingPostgres)("on PostgreSQL", () => {
  const url = () => {
    const value = env.config.databaseUrl;
    if (!value) throw new Error("no DATABASE_URL");
    return value;
  };

  /** Holds an exclusive lock on `users` (every signed-in request reads it) in another session. */
  async function lockUsers() {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    await client.query("begin");
    await client.query("lock table users in access exclusive mode");
    return async () => {
      await client.query("rollback");
      await client.end();
    };
  }

  it.each([
    ["a lock wait past DB_LOCK_TIMEOUT_MS", { statementMs: 20_000, lockMs: 300 }],
    ["a statement past DB_STATEMENT_TIMEOUT_MS", { statementMs: 300, lockMs: 20_000 }],
  ])(
    "%s fails the request with 503 databaseBusy at once instead of hanging",
    async (_label, timeouts) => {
      const database = await openPostgres(url(), timeouts);
      const { app } = await buildApp({ ...env.config, dbTimeouts: timeouts }, database);
      const { token } = await signedInAs(app, env.db, "admin");
      const release = await lockUsers();
      try {
        const started = performance.now();
        const res = await get(app, API.profile, token);
        const took = performance.now() - started;
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: MESSAGES.databaseBusy, key: "databaseBusy" });
        expect(res.headers["retry-after"]).toBeDefined();
        expect(took).toBeLessThan(3_000);
      } finally {
        await release();
        await app.close();
        await database.close();
      }
      // Nothing stays stuck: the same request now succeeds.
    },
    60_000,
  );

  it("recovers without a restart when PostgreSQL ends every connection of the pool (pg_terminate_backend)", async () => {
    const { token } = await signedInAs(env.app, env.db, "admin");
    expect((await get(env.app, API.profile, token)).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // The pool notices the ended connections and opens new ones for the next requests.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get(env.app, API.profile, token)).statusCode).toBe(200);
    expect((await get(env.app, API.health)).statusCode).toBe(200);
  });
});
