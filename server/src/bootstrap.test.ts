import { API } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ensureSuperadmin } from "./bootstrap.ts";
import { loadConfig } from "./config/env.ts";
import { users } from "./db/schema.ts";
import { seedDemo } from "./demo/seed.ts";
import { createTestUser, login } from "./test/factories.ts";
import { startTestEnv, TEST_JWT_SECRET, type TestEnv } from "./test/harness.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env?.close());
// Each test starts from an empty users table: "an empty database" as far as bootstrap cares.
beforeEach(async () => {
  await env.db.delete(users);
});

const configWith = (superadmin: Record<string, string>) =>
  loadConfig({ DATA_DIR: env.dataDir, JWT_SECRET: TEST_JWT_SECRET, ...superadmin });
const superadmins = () => env.db.select().from(users).where(eq(users.role, "superadmin"));

describe("ensureSuperadmin", () => {
  it("creates the SUPERADMIN_* account on an empty database", async () => {
    const config = configWith({
      SUPERADMIN_USERNAME: "Chief",
      SUPERADMIN_PASSWORD: "Quadrilateral-Prism-8",
      SUPERADMIN_EMAIL: "chief@example.test",
    });
    const created = await ensureSuperadmin(env.db, config);
    expect(created).toEqual({ username: "Chief", password: undefined });
    const rows = await superadmins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: "Chief", email: "chief@example.test", status: "active" });
    const token = await login(env.app, "chief", "Quadrilateral-Prism-8");
    const profile = await env.app.inject({ url: API.profile, headers: { authorization: token } });
    expect(profile.json()).toMatchObject({ role: "superadmin", username: "Chief" });
  });

  it("creates `superadmin` with a generated password when nothing is set, and reports it once", async () => {
    const created = await ensureSuperadmin(env.db, configWith({}));
    expect(created?.username).toBe("superadmin");
    expect(created?.password?.length).toBeGreaterThanOrEqual(12);
    expect(await login(env.app, "superadmin", created?.password)).toBeTruthy();

    expect(await ensureSuperadmin(env.db, configWith({}))).toBeNull();
    expect(await superadmins()).toHaveLength(1);
    // The second run does not change the password either.
    expect(await login(env.app, "superadmin", created?.password)).toBeTruthy();
  });

  it("uses an e-mail username as the e-mail too", async () => {
    await ensureSuperadmin(
      env.db,
      configWith({
        SUPERADMIN_USERNAME: "owner@example.test",
        SUPERADMIN_PASSWORD: "Cylinder-Cone-Sphere-3",
      }),
    );
    expect((await superadmins())[0]?.email).toBe("owner@example.test");
  });

  it("does nothing when a superadmin already exists, whatever SUPERADMIN_* says", async () => {
    await createTestUser(env.db, { role: "superadmin", username: "existing" });
    await createTestUser(env.db, { role: "admin" });
    const result = await ensureSuperadmin(
      env.db,
      configWith({ SUPERADMIN_USERNAME: "another", SUPERADMIN_PASSWORD: "Another-Password-77" }),
    );
    expect(result).toBeNull();
    expect((await superadmins()).map((u) => u.username)).toEqual(["existing"]);
  });
});

describe("ensureSuperadmin refuses a weak SUPERADMIN_PASSWORD", () => {
  it("stops with a configuration error naming the variable, and creates nobody", async () => {
    await expect(
      ensureSuperadmin(env.db, configWith({ SUPERADMIN_PASSWORD: "password123" })),
    ).rejects.toThrow(/SUPERADMIN_PASSWORD: .*too common/);
    expect(await superadmins()).toHaveLength(0);
  });
});

describe("seedDemo after SUPERADMIN_* made a superadmin", () => {
  it("adds the other demo accounts but no second superadmin", async () => {
    await ensureSuperadmin(
      env.db,
      configWith({ SUPERADMIN_USERNAME: "chief", SUPERADMIN_PASSWORD: "Quadrilateral-Prism-8" }),
    );
    expect(await seedDemo(env.db)).toBe(true);
    const rows = await superadmins();
    expect(rows.map((r) => r.username)).toEqual(["chief"]);
  });
});
