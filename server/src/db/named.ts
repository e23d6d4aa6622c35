import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";

type Preparable<R> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } };

/**
 * Runs a query as a named statement, so that a long-lived connection keeps its plan: PostgreSQL
 * plans a named statement afresh for its first five runs and then keeps a generic plan when that
 * costs no more, where an unnamed one is planned on every run. For a large statement read on every
 * screen (an assignment's table: about 5 ms of planning against 5 ms of execution) that is half the
 * database's time. The name is a hash of the SQL text: the same text always has the same name, and
 * node-postgres refuses a name reused for another text. The values are bound on each run as before.
 * PGlite runs it as any other statement.
 */
export function runNamed<R>(query: Preparable<R>): Promise<R> {
  const builder = query as Partial<BuiltOnce>;
  if (!builder.dialect || typeof builder.getSQL !== "function") {
    return query.prepare(nameOf(query.toSQL().sql)).execute();
  }
  // Built once: `prepare` would build the SQL again from the builder, and for a large statement
  // (a practice answer's read) building it costs more than sending it. For the length of the call
  // the builder's select (`getSQL`) and its dialect hand back what was already built.
  const dialect = builder.dialect;
  const statement = builder.getSQL();
  const built = dialect.sqlToQuery(statement);
  const ownGetSQL = Object.getOwnPropertyDescriptor(builder, "getSQL");
  builder.dialect = Object.assign(Object.create(dialect) as BuiltOnce["dialect"], {
    sqlToQuery: () => built,
  });
  builder.getSQL = () => statement;
  try {
    return query.prepare(nameOf(built.sql)).execute();
  } finally {
    builder.dialect = dialect;
    if (ownGetSQL) Object.defineProperty(builder, "getSQL", ownGetSQL);
    else delete builder.getSQL;
  }
}

/** What a Drizzle select builder's `prepare` builds its SQL with (its own fields). */
type BuiltOnce = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  getSQL(): SQL;
};

const nameOf = (text: string) => `n_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;

/** What `execute` builds on, for a raw statement: Drizzle's dialect and session (both drivers). */
type RawRunner = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * `db.execute(statement)` as a named statement, for a raw statement that `runNamed` cannot take (a
 * `with` of several parts written as SQL): the same rows, `{ rows }` on both drivers.
 */
export function executeNamed<R>(db: DbOrTx, statement: SQL): Promise<{ rows: R[] }> {
  const runner = db as unknown as RawRunner;
  const query = runner.dialect.sqlToQuery(statement);
  return runner.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute() as Promise<{
    rows: R[];
  }>;
}
