import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";

/** What set-wise writes share: parameters as PostgreSQL arrays, the rows of `db.execute`, a fast hash. */

/** SHA-256 in hex: enough for a server-made secret of 60 bits or more (a token, a one-time code). */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** PostgreSQL array parameters (`$1::text[]`), as node-postgres and PGlite both send them. */
export const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
export const intArray = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;

/** The rows of `db.execute` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
