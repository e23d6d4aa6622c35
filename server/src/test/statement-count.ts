import type { Database } from "../db/client.ts";

/**
 * The SQL statements the app sends to the test database while `during` runs, as the driver sends
 * them: every statement counts, BEGIN and COMMIT too, and the session check's read. PGlite: each
 * Parse message of the extended protocol and each simple Query message (PGlite sends BEGIN/COMMIT
 * as the latter). PostgreSQL: each `query` of a pg client (Drizzle sends `begin`/`commit` so).
 * Only for a test that sends nothing else meanwhile: everything the database receives is counted.
 */
export async function statementsDuring(
  database: Database,
  during: () => Promise<unknown>,
): Promise<string[]> {
  const texts: string[] = [];
  const restore = database.kind === "pglite" ? watchPglite(database, texts) : watchPg(database, texts);
  try {
    await during();
  } finally {
    restore();
  }
  return texts;
}

type PgliteProtocol = { execProtocolStream(message: Uint8Array, options?: unknown): Promise<unknown> };

function watchPglite(database: Database, texts: string[]) {
  const client = (database.db as unknown as { $client: PgliteProtocol }).$client;
  const original = client.execProtocolStream;
  const decoder = new TextDecoder();
  client.execProtocolStream = function (this: PgliteProtocol, message, options) {
    const kind = String.fromCharCode(message[0] ?? 0);
    const body = decoder.decode(message.subarray(5));
    // Parse: name\0query\0…; Query: query\0.
    if (kind === "P") texts.push(body.split("\0")[1] ?? "");
    if (kind === "Q") texts.push(body.split("\0")[0] ?? "");
    return original.call(this, message, options);
  };
  return () => {
    client.execProtocolStream = original;
  };
}

type PgClientClass = { prototype: { query: (...args: unknown[]) => unknown } };

function watchPg(database: Database, texts: string[]) {
  const pool = (database.db as unknown as { $client: { Client: PgClientClass } }).$client;
  const prototype = pool.Client.prototype;
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === "string" ? first : String((first as { text?: string }).text ?? ""));
    return original.apply(this, args);
  };
  return () => {
    prototype.query = original;
  };
}
