import type { MessageKey } from "@ganit/contracts";

/**
 * The database's bad moments, told apart from a bug: a request that meets one answers 503 with a
 * message a person can act on (try again), and the log gets one warning line, not a stack.
 * - busy: a statement ran past DB_STATEMENT_TIMEOUT_MS, or waited for a lock past DB_LOCK_TIMEOUT_MS,
 *   or its answer did not come within the client's own limit a little later;
 * - unavailable: the connection was refused, lost or timed out (PostgreSQL restarting, a failover,
 *   an administrator ending sessions); the pool opens a new one for the next request;
 * - not migrated: a table is missing (a database dropped and made again empty).
 */
export type DatabaseTrouble = { key: MessageKey; retryAfterSeconds: number };

const BUSY = new Set(["57014", "55P03"]); // query_canceled (statement timeout), lock_not_available
const NOT_MIGRATED = new Set(["42P01", "3F000"]); // undefined_table, invalid_schema_name
// admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped, idle session timeout
const GONE = new Set(["57P01", "57P02", "57P03", "57P04", "57P05"]);
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// node-postgres's own query_timeout (a little past the server's): the answer never came in time.
const SLOW = /Query read timeout/;
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|PGlite is closed/i;

export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); a pool may wrap a socket's.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (BUSY.has(code)) return { key: "databaseBusy", retryAfterSeconds: 5 };
      if (NOT_MIGRATED.has(code)) return { key: "databaseNotReady", retryAfterSeconds: 30 };
      if (GONE.has(code) || code.startsWith("08") || NETWORK.has(code)) {
        return { key: "databaseUnavailable", retryAfterSeconds: 10 };
      }
    }
    if (typeof message === "string" && SLOW.test(message)) {
      return { key: "databaseBusy", retryAfterSeconds: 5 };
    }
    if (typeof message === "string" && LOST.test(message)) {
      return { key: "databaseUnavailable", retryAfterSeconds: 10 };
    }
  }
  return undefined;
}
