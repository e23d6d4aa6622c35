import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/harness.ts";
import { runNamed } from "./named.ts";
import { users } from "./schema.ts";

/** A named statement answers as the unnamed one did, with each run's own values, on both databases. */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb?.close());

describe("runNamed", () => {
  it("binds each run's values to the same statement, and another text gets another name", async () => {
    const { db } = testDb.database;
    const byRole = (role: "admin" | "superadmin") =>
      runNamed(
        db.select({ n: sql<number>`cast(count(*) as integer)` }).from(users).where(eq(users.role, role)),
      );
    const before = await byRole("superadmin");
    const admins = (await byRole("admin"))[0]?.n ?? 0;
    await db.insert(users).values({
      id: "named-test-user",
      username: "named-test@ganit.test",
      email: "named-test@ganit.test",
      name: "Named Test",
      role: "admin",
      status: "active",
    });
    // The same text six times, over PostgreSQL's five custom plans into its kept one: the values
    // are still each run's own.
    for (let i = 0; i < 6; i++) {
      expect((await byRole("admin"))[0]?.n).toBe(admins + 1);
      expect(await byRole("superadmin")).toEqual(before);
    }
    // Another text under the same call: node-postgres would refuse one name for two texts.
    const named = await runNamed(
      db.select({ id: users.id }).from(users).where(eq(users.username, "named-test@ganit.test")),
    );
    expect(named).toEqual([{ id: "named-test-user" }]);
  });

  it("builds the statement's SQL once, maps the rows as the builder does, and leaves the builder as it was", async () => {
    const { db } = testDb.database;
    const query = db
      .select({ id: users.id, who: { name: users.name } })
      .from(users)
      .where(eq(users.username, "named-test@ganit.test"));
    // Count the builds: the builder's select (getSQL) and its dialect's rendering of it.
    const builder = query as unknown as {
      dialect: { sqlToQuery(statement: unknown): unknown };
      getSQL(): unknown;
    };
    const dialect = builder.dialect;
    const getSQL = builder.getSQL.bind(builder);
    let selects = 0;
    const countingGetSQL = () => {
      selects += 1;
      return getSQL();
    };
    builder.getSQL = countingGetSQL;
    let builds = 0;
    const counting = Object.assign(Object.create(dialect), {
      sqlToQuery(statement: unknown) {
        builds += 1;
        return dialect.sqlToQuery(statement);
      },
    });
    builder.dialect = counting;
    expect(await runNamed(query)).toEqual([{ id: "named-test-user", who: { name: "Named Test" } }]);
    expect(builds).toBe(1);
    expect(selects).toBe(1);
    expect(builder.dialect).toBe(counting);
    expect(builder.getSQL).toBe(countingGetSQL);
  });
});
