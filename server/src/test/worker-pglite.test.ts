import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { rowsOf } from "../bulk/sql.ts";
import type { Db } from "../db/client.ts";
import { catalogueVersion, users } from "../db/schema.ts";
import { createUser } from "../modules/users/index.ts";
import { usingPostgres } from "./harness.ts";
import { openWorkerPglite } from "./worker-pglite.ts";

/** What the migrations wrote, and what a file might write: read before and after a file's turn. */
async function state(db: Db) {
  const [version] = await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  const journal = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return { version, journal: journal[0]?.count, users: (await db.select().from(users)).length };
}

describe.skipIf(usingPostgres)("the worker's database from one file to the next", () => {
  const template = () => {
    const made = inject("templateDatabase");
    if (made?.kind !== "pglite") throw new Error("the run's global setup made no PGlite template");
    return made.folder;
  };

  it("comes back to exactly the migrated rows: what a file wrote is gone, what the migrations wrote is back", async () => {
    const first = await openWorkerPglite(template());
    const migrated = await state(first.db);
    expect(migrated.users).toBe(0);
    expect(migrated.journal).toBeGreaterThan(0);

    await createUser(first.db, {
      role: "admin",
      username: "left-behind@example.test",
      name: "Left Behind",
      email: "left-behind@example.test",
      phone: "9000000000",
    });
    await first.db.update(catalogueVersion).set({ version: 999 }).where(eq(catalogueVersion.id, 1));
    await first.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await first.close();

    const second = await openWorkerPglite(template());
    try {
      expect(await state(second.db)).toEqual(migrated);
    } finally {
      await second.close();
    }
  });

  it("refuses a second open while a file still holds it", async () => {
    const held = await openWorkerPglite(template());
    try {
      await expect(openWorkerPglite(template())).rejects.toThrow(/second worker database/);
    } finally {
      await held.close();
    }
  });
});
