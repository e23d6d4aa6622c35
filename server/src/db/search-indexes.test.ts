import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/harness.ts";

/**
 * The trigram search indexes exist after the migrations, on PGlite (the extension loaded by
 * db/client.ts) as on PostgreSQL, and the planner can answer a substring search with them.
 */
const TRIGRAM_INDEXES = {
  users_name_trgm_idx: "users",
  users_email_trgm_idx: "users",
  users_phone_trgm_idx: "users",
  students_roll_number_trgm_idx: "students",
};

describe("the trigram search indexes", () => {
  let test: TestDatabase;
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await test.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test?.close());

  it("the migrations create pg_trgm and a GIN trigram index on each searched column", async () => {
    const extensions = await rowsOf<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions).toEqual([{ extname: "pg_trgm" }]);
    const indexes = await rowsOf<{ indexname: string; tablename: string; indexdef: string }>(
      sql`select indexname, tablename, indexdef from pg_indexes where indexname like '%\_trgm\_idx' order by indexname`,
    );
    expect(Object.fromEntries(indexes.map((row) => [row.indexname, row.tablename]))).toEqual(TRIGRAM_INDEXES);
    for (const row of indexes) expect(row.indexdef, row.indexname).toMatch(/USING gin .*gin_trgm_ops/);
  });

  it("a substring search (ILIKE '%…%') of the accounts and roll numbers can be answered by them", async () => {
    // Without sequential scans the plan must name the index: an expression the index does not
    // hold (coalesce, lower) would leave only a scan of every row.
    await test.database.db.transaction(async (tx) => {
      const planOf = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join("\n");
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [column, index] of [
        ["name", "users_name_trgm_idx"],
        ["email", "users_email_trgm_idx"],
        ["phone", "users_phone_trgm_idx"],
      ] as const) {
        const plan = await planOf(
          sql`explain select id from users where ${sql.identifier(column)} ilike ${"%abc%"}`.inlineParams(),
        );
        expect(plan, column).toContain(index);
      }
      const rolls = await planOf(
        sql`explain select user_id from students where roll_number ilike ${"%r12%"}`.inlineParams(),
      );
      expect(rolls).toContain("students_roll_number_trgm_idx");
    });
  });
});
