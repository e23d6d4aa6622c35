// "Its own SQL": the statements a service sends for a call, captured from the service itself (so they
// follow whatever the list queries become) and replayed straight on the database, no HTTP, no session
// check, no JSON. On PostgreSQL the same database the server uses; on PGlite a copy of the folder made
// before the server opened it (one process per PGlite folder), opened in this process.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../server/src/context.ts";
import { type Db, pgliteExtensions } from "../../server/src/db/client.ts";
import * as schema from "../../server/src/db/schema.ts";
import type { SessionUser } from "../../server/src/plugins/auth.ts";
import type { Target } from "./lib.ts";

/** `batch`: statements the service sent together (a page's rows and count, `Promise.all`). */
export type Statement = { sql: string; params: unknown[]; batch: number };
export type SqlSide = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The statements `call` sends through the services (run once, on this side's database). */
  capture(call: (ctx: AppContext) => Promise<unknown>): Promise<Statement[]>;
  replay(statements: Statement[]): Promise<void>;
  close(): Promise<void>;
};

export async function openSqlSide(target: Target): Promise<SqlSide> {
  let captured: Statement[] | null = null;
  // Statements logged before the next turn of the event loop were sent together: a statement sent
  // after another's answer comes a turn later at least (its answer crossed a socket or PGlite's queue).
  let batch = 0;
  let open = false;
  const logger = {
    logQuery(sql: string, params: unknown[]) {
      if (!captured) return;
      if (!open) {
        batch++;
        open = true;
        setImmediate(() => {
          open = false;
        });
      }
      captured.push({ sql, params, batch });
    },
  };
  let query: SqlSide["query"];
  let db: Db;
  let close: () => Promise<void>;
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    query = async (sql, params = []) => (await pool.query(sql, params)).rows;
    db = drizzle(pool, { schema, logger }) as unknown as Db;
    close = () => pool.end();
  } else {
    const copy = `${target.dir}-sql-copy`;
    await rm(copy, { recursive: true, force: true });
    await cp(path.join(target.dir, "pglite"), copy, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(copy, { extensions: await pgliteExtensions() });
    query = async (sql, params = []) => (await client.query(sql, params)).rows as never;
    db = drizzle(client, { schema, logger }) as unknown as Db;
    close = async () => {
      await client.close();
      await rm(copy, { recursive: true, force: true });
    };
  }
  return {
    query,
    async capture(call) {
      captured = [];
      try {
        await call({ database: { db } } as unknown as AppContext);
        return captured;
      } finally {
        captured = null;
      }
    },
    /** Each batch at once, as the service sent it; the batches one after another. */
    async replay(statements) {
      for (const b of new Set(statements.map((s) => s.batch))) {
        await Promise.all(statements.filter((s) => s.batch === b).map((s) => query(s.sql, s.params)));
      }
    },
    close,
  };
}

/** The school office account of a school, as the session check would make it. */
export async function schoolCaller(side: SqlSide, username: string): Promise<SessionUser> {
  const [row] = await side.query<SessionUser>(
    `select u.id, 'school' as role, u.name, u.username, u.email, s.id as "schoolId"
     from users u join schools s on s.user_id = u.id where lower(u.username) = $1`,
    [username.toLowerCase()],
  );
  if (!row) throw new Error(`no school account ${username}`);
  return row;
}
