import { createHash } from "node:crypto";

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
  const name = `n_${createHash("sha256").update(query.toSQL().sql).digest("base64url").slice(0, 24)}`;
  return query.prepare(name).execute();
}
