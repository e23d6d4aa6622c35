import { API, MESSAGES, PARENT_API, ROLES, type Role } from "@ganit/contracts";
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { registerAuth } from "./auth.ts";

const env = useTestEnv();
const tokens = {} as Record<Role, string>;

const signInEveryRole = async () => {
  for (const role of ROLES) tokens[role] = (await signedInAs(env.app, env.db, role)).token;
};
beforeAll(async () => {
  await signInEveryRole();
});

/** API paths that are bases of other routes, never called as they are. */
const BASE_PATHS = new Set<string>([
  API.practice,
  API.printWorksheets,
  API.printTestPapers,
  API.printChapterTestPapers,
  API.printClassReports,
  API.printChildReports,
  API.practiceChapterTests,
  API.practiceTests,
  API.practiceTeacherTests,
]);

/** Served only by a `--demo` start (server/src/modules/demo-outbox tests it both ways); this app is a production one. */
const DEMO_ONLY = new Set<string>([API.demoOutbox]);

/** A concrete URL for a route pattern: every path parameter and wildcard gets a dummy value. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, "dummy-id").replace(/\*$/, "dummy");

describe("every registered route admits exactly the roles it declares", () => {
  it("registers every path the contracts name", () => {
    const declared = env.routes.map((r) => `${r.method} ${r.url}`);
    for (const path of [...Object.values(API), ...Object.values(PARENT_API)]) {
      if (DEMO_ONLY.has(path)) continue;
      // A base path (practice's `/api/practice`) is named only to build the paths below it.
      const registered = BASE_PATHS.has(path)
        ? env.routes.some((r) => r.url.startsWith(`${path}/`))
        : declared.some((d) => d.endsWith(` ${path}`));
      expect(registered, path).toBe(true);
    }
    for (const route of env.routes) expect(route.url.startsWith("/api")).toBe(true);
  });

  it("answers no token with 401, a role not admitted with 403, an admitted role with neither", async () => {
    const checked: string[] = [];
    for (const route of env.routes) {
      const call = (authorization?: string) =>
        env.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: authorization ? { authorization } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
      const label = `${route.method} ${route.url}`;

      const anonymous = await call();
      if (route.access === "public") {
        expect([401, 403], `${label} without a token`).not.toContain(anonymous.statusCode);
      } else {
        expect(anonymous.statusCode, `${label} without a token`).toBe(401);
        expect(anonymous.json(), label).toEqual({ message: MESSAGES.notSignedIn, key: "notSignedIn" });
      }

      for (const role of ROLES) {
        const res = await call(tokens[role]);
        const admitted = route.access === "public" || route.access.includes(role);
        if (admitted) {
          expect([401, 403], `${label} as ${role}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${label} as ${role}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${label} as ${role}`).toBe(403);
          expect(res.json(), label).toEqual({ message: MESSAGES.forbidden, key: "forbidden" });
        }
      }
      if (route.method === "GET" && route.access !== "public") {
        const head = await env.app.inject({ method: "HEAD", url: concrete(route.url) });
        expect(head.statusCode, `HEAD ${route.url} without a token`).toBe(401);
        for (const role of ROLES.filter((r) => !route.access.includes(r))) {
          const res = await env.app.inject({
            method: "HEAD",
            url: concrete(route.url),
            headers: { authorization: tokens[role] },
          });
          expect(res.statusCode, `HEAD ${route.url} as ${role}`).toBe(403);
        }
      }
      checked.push(label);
      // Signing out ends the sessions it was called with: the routes after it get fresh ones.
      if (route.url === API.logout || route.url === API.logoutEverywhere) await signInEveryRole();
    }
    expect(checked.length).toBe(env.routes.length);
    // Every route as every role (and anonymously, and HEAD): hundreds of requests, longer than one test's default.
  }, 180_000);

  it("refuses a route registered without config.access", async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, async () => {
      throw new Error("never called");
    });
    let failure: unknown;
    try {
      app.get("/api/undeclared", async () => ({ ok: true }));
      await app.ready();
    } catch (error) {
      failure = error;
    } finally {
      await app.close().catch(() => {});
    }
    expect(String(failure)).toMatch(/does not declare config\.access/);
  });

  it("accepts routes that declare access, and leaves non-API routes alone", async () => {
    const app = Fastify({ logger: false });
    const routes = registerAuth(app, async () => ({
      id: "u1",
      role: "admin",
      name: "A",
      username: "a",
      email: "a@example.test",
      schoolId: null,
    }));
    app.get("/api/open", { config: { access: "public" } }, async () => ({ ok: true }));
    app.get("/api/admins", { config: { access: ["admin"] } }, async () => ({ ok: true }));
    app.get("/assets/app.js", async () => "js");
    await app.ready();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /api/open", "GET /api/admins"]);
    expect((await app.inject("/api/admins")).statusCode).toBe(401);
    // Fastify's automatic HEAD routes are guarded like their GET.
    expect((await app.inject({ method: "HEAD", url: "/api/admins" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/admins", headers: { authorization: "t" } })).statusCode).toBe(200);
    expect((await app.inject("/assets/app.js")).statusCode).toBe(200);
    await app.close();
  });
});
