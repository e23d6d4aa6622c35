import { and, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

/**
 * Whether any row of `table` meets every condition: a question of existence, answered by reading one
 * row at most (through whichever index serves the conditions), never by counting them.
 */
export async function rowExists(
  db: DbOrTx,
  table: PgTable,
  conditions: (SQL | undefined)[],
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
