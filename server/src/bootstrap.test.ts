import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { API } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ensureSuperadmin, prepareAccounts } from "./bootstrap.ts";
import { loadConfig } from "./config/env.ts";
import {
  contentItems,
  courses,
  enrolments,
  purchasedClasses,
  purchases,
  settings,
  syllabusItems,
  users,
} from "./db/schema.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./demo/seed.ts";
import { createTestUser, login } from "./test/factories.ts";
import { TEST_JWT_SECRET } from "./test/harness.ts";
import { spawnServer, waitHealthy } from "./test/server-process.ts";
import { useTestEnv } from "./test/session.ts";

const env = useTestEnv();
// Each test starts from an empty database as far as bootstrap and the demo care: no accounts, and no
// catalogue and no purchases (the demo loads both; a school's purchases keep its row), and no record
// of a syllabus load (its rows are gone with the catalogue).
beforeEach(async () => {
  await env.db.delete(syllabusItems);
  await env.db.delete(enrolments);
  await env.db.delete(purchasedClasses);
  await env.db.delete(purchases);
  await env.db.delete(settings);
  await env.db.delete(users);
  await env.db.delete(courses);
  await env.db.delete(contentItems);
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

describe("finding 7: npm run demo on a new data folder applies SUPERADMIN_*", () => {
  const chief = { SUPERADMIN_USERNAME: "chief", SUPERADMIN_PASSWORD: "Quadrilateral-Prism-8" };

  it("makes the SUPERADMIN_* superadmin, and no demo superadmin, before loading the demo", async () => {
    const result = await prepareAccounts(env.db, configWith(chief), { demo: true });
    expect(result).toEqual({ superadmin: { username: "chief", password: undefined }, seeded: true });
    expect((await superadmins()).map((u) => u.username)).toEqual(["chief"]);
    expect(await login(env.app, "chief", "Quadrilateral-Prism-8")).toBeTruthy();
    const res = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: "superadmin", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    // Every other demo account is there.
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== "superadmin")) {
      expect(await login(env.app, account.username, DEMO_PASSWORD), account.username).toBeTruthy();
    }
  });

  it("without SUPERADMIN_* keeps the demo's own superadmin with the demo password, and prints no other", async () => {
    const result = await prepareAccounts(env.db, configWith({}), { demo: true });
    expect(result).toEqual({ superadmin: null, seeded: true });
    expect((await superadmins()).map((u) => u.username)).toEqual(["superadmin"]);
    expect(await login(env.app, "superadmin", DEMO_PASSWORD)).toBeTruthy();
  });

  it("without --demo only ensures the superadmin", async () => {
    const result = await prepareAccounts(env.db, configWith(chief), { demo: false });
    expect(result).toEqual({ superadmin: { username: "chief", password: undefined }, seeded: false });
    expect(await env.db.select().from(users)).toHaveLength(1);
  });

  it("holds for the real start: `main.ts --demo` on an empty data folder", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ganit-demo-"));
    const server = await spawnServer(dataDir, { ...chief, LOG_LEVEL: "info" }, ["--demo"]);
    try {
      await waitHealthy(server);
      const signIn = (username: string, password: string) =>
        fetch(`${server.baseUrl}${API.login}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password }),
        });
      expect((await signIn("chief", "Quadrilateral-Prism-8")).status).toBe(200);
      expect((await signIn("superadmin", DEMO_PASSWORD)).status).toBe(401);
      expect((await signIn("admin@ganit.demo", DEMO_PASSWORD)).status).toBe(200);
      expect(server.output()).toContain("Superadmin: chief (from SUPERADMIN_*");
      expect(server.output()).toContain("mail stays in the outbox; read it with npm run mail:outbox");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
