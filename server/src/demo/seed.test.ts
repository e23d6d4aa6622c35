import { API, ROLES } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSuperadmin } from "../bootstrap.ts";
import { schools, students, teachers, users } from "../db/schema.ts";
import { login } from "../test/factories.ts";
import { startTestEnv, type TestEnv } from "../test/harness.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env?.close());

const count = async (table: typeof users | typeof schools | typeof students | typeof teachers) =>
  (await env.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe("seedDemo", () => {
  it("creates one account per role, each of which signs in with the demo password", async () => {
    expect(await seedDemo(env.db)).toBe(true);
    const rows = await env.db.select({ role: users.role, status: users.status }).from(users);
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(ROLES));
    // The staff list has something to search, filter and page: more admins, two of them on hold.
    expect(rows.filter((r) => r.role === "admin")).toHaveLength(7);
    expect(rows.filter((r) => r.status === "hold")).toHaveLength(2);
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());

    for (const account of DEMO_ACCOUNTS) {
      const token = await login(env.app, account.username, DEMO_PASSWORD);
      const profile = (await env.app.inject({ url: API.profile, headers: { authorization: token } })).json();
      expect(profile, account.username).toMatchObject({ role: account.role, name: account.name });
      const details = {
        school: "school",
        teacher: "teacher",
        student: "student",
        studentb2c: "student",
      } as const;
      const key = details[account.role as keyof typeof details];
      if (key) expect(profile[key], account.username).toBeTruthy();
    }
  });

  it("is idempotent, and a later ensureSuperadmin keeps the demo superadmin", async () => {
    const before = await Promise.all([users, schools, students, teachers].map(count));
    expect(await seedDemo(env.db)).toBe(false);
    expect(
      await ensureSuperadmin(env.db, { superadmin: {} } as Parameters<typeof ensureSuperadmin>[1]),
    ).toBeNull();
    expect(await Promise.all([users, schools, students, teachers].map(count))).toEqual(before);
    expect(before).toEqual([12, 1, 2, 1]);
  });
});
