import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/harness.ts";

/**
 * The trigram search indexes exist after the migrations, on PGlite (the extension loaded by
 * db/client.ts) as on PostgreSQL, and the planner can answer a substring search with them.
 */
const TRIGRAM_INDEXES = {
  students_account_phone_trgm_idx: "students",
  students_roll_number_trgm_idx: "students",
  students_sort_email_trgm_idx: "students",
  students_sort_name_trgm_idx: "students",
  users_name_trgm_idx: "users",
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
    for (const row of indexes) {
      expect(row.indexdef, row.indexname).toMatch(/USING gin .*gin_trgm_ops/);
      // A short pending list: a search reads it whole (docs/adr/0571).
      expect(row.indexdef, row.indexname).toContain("gin_pending_list_limit='64'");
    }
  });

  it("a substring search (ILIKE '%…%') of a name, the pupils' copies and roll numbers can be answered by them", async () => {
    // Without sequential scans the plan must name the index: an expression the index does not
    // hold (coalesce, lower) would leave only a scan of every row.
    await test.database.db.transaction(async (tx) => {
      const planOf = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join("\n");
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await planOf(sql`explain select id from users where name ilike ${"%abc%"}`.inlineParams());
      expect(plan).toContain("users_name_trgm_idx");
      for (const [condition, index] of [
        [sql`sort_name like ${"%abc%"}`, "students_sort_name_trgm_idx"],
        [sql`sort_email like ${"%abc%"}`, "students_sort_email_trgm_idx"],
        [sql`account_phone ilike ${"%981%"}`, "students_account_phone_trgm_idx"],
        [sql`roll_number ilike ${"%r12%"}`, "students_roll_number_trgm_idx"],
      ] as const) {
        const found = await planOf(
          sql`explain select user_id from students where ${condition}`.inlineParams(),
        );
        expect(found, index).toContain(index);
      }
    });
  });
});
