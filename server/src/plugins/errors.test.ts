import type { AddressInfo } from "node:net";
import { API, MESSAGES } from "@ganit/contracts";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { fieldRefusalBody } from "../test/error-body.ts";
import { createTestUser, TEST_PASSWORD } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { registerErrorHandling } from "./errors.ts";

const env = useTestEnv();
/** Every response this file sees: none may carry a stack trace. */
const seen: { label: string; body: string }[] = [];

function record(label: string, res: LightMyRequestResponse) {
  seen.push({ label, body: res.body });
  return res;
}

const json = { "content-type": "application/json" };

describe("error answers", () => {
  it("answers malformed JSON with 400 {message}", async () => {
    for (const payload of ["{", '{"username": "a",}', "not json", ""]) {
      const res = record(
        `malformed ${payload}`,
        await env.app.inject({ method: "POST", url: API.login, headers: json, payload }),
      );
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ message: MESSAGES.malformedJson, key: "malformedJson" });
    }
  });

  it("answers validation failures with 400 {message, fields}", async () => {
    const res = record(
      "validation",
      await env.app.inject({ method: "POST", url: API.login, payload: { username: "someone" } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fieldRefusalBody("password", "fillAllFields"));

    const superadmin = await createTestUser(env.db, { role: "superadmin" });
    const login = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: superadmin.username, password: TEST_PASSWORD },
    });
    const register = record(
      "register validation",
      await env.app.inject({
        method: "POST",
        url: API.register,
        headers: { authorization: login.json().token },
        payload: { name: "", email: "not-an-email", password: "short", phone: "" },
      }),
    );
    expect(register.statusCode).toBe(400);
    const body = register.json<{ message: string; fields: Record<string, string> }>();
    expect(typeof body.message).toBe("string");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "name", "password"]);
    expect(body.fields.password).toBe(MESSAGES.passwordTooShort);

    const noBody = record("no body", await env.app.inject({ method: "POST", url: API.forgotPassword }));
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toHaveProperty("message");
    expect(noBody.json()).toHaveProperty("fields");

    const wrongTypes = record(
      "wrong types",
      await env.app.inject({ method: "POST", url: API.login, payload: { username: 42, password: ["x"] } }),
    );
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual(["password", "username"]);
  });

  it("answers unknown /api paths with 404 JSON, and client routes with the web app", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/user/nope"],
      ["GET", "/api"],
      ["DELETE", API.login],
      ["GET", "/api/user/login/extra"],
    ] as const) {
      const res = record(`${method} ${url}`, await env.app.inject({ method, url }));
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: MESSAGES.notFound, key: "notFound" });
    }
    const client = await env.app.inject({ method: "GET", url: "/studentdashboard" });
    expect(client.statusCode).toBe(200);
    expect(client.headers["content-type"]).toMatch(/^text\/html/);
    expect(client.body).toContain("<div id=root>");
  });

  it("answers a body over 1 MB with 413 {message}", async () => {
    const big = JSON.stringify({ username: "x".repeat(1024 * 1024), password: "y" });
    const res = record(
      "413",
      await env.app.inject({ method: "POST", url: API.login, headers: json, payload: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.bodyTooLarge, key: "bodyTooLarge" });
    // Just under the limit is parsed (and then refused by validation, not by size).
    const under = JSON.stringify({ username: "x".repeat(1024 * 1000), password: "y" });
    const ok = await env.app.inject({ method: "POST", url: API.login, headers: json, payload: under });
    expect(ok.statusCode).toBe(400);
  });

  it("answers an unsupported content type with 415 {message}, and plain text with 400", async () => {
    const send = (contentType: string) =>
      env.app.inject({
        method: "POST",
        url: API.login,
        headers: { "content-type": contentType },
        payload: "username=a&password=b",
      });
    const xml = record("415", await send("application/xml"));
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: expect.any(String), key: "unsupportedMediaType" });
    const text = record("text/plain", await send("text/plain"));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toHaveProperty("message");
  });

  it("answers an unexpected failure with 500 and a generic message, never the error itself", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/api/boom", async () => {
      throw new Error("connection to 10.0.0.5 refused: secret internals");
    });
    const res = record("500", await app.inject("/api/boom"));
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.serverError, key: "serverError" });
    expect(res.body).not.toContain("secret internals");
  });

  it("never sends a stack trace", () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const { label, body } of seen) {
      expect(body, label).not.toMatch(/"stack"|\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
    }
  });
});

describe("health, headers, docs", () => {
  it("GET /api/health answers {status: ok} over a real socket, with the security headers", async () => {
    await env.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = env.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}${API.health}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    for (const headers of [res.headers, (await fetch(`${base}/about`)).headers]) {
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'self'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // Ganit is often served over plain http on a school's network: upgrading would break it.
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }

    // Signing in over the socket: the client's address is the socket's, and the token works.
    const { username } = await createTestUser(env.db);
    const login = await fetch(`${base}${API.login}`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const profile = await fetch(`${base}${API.profile}`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { username: string }).username).toBe(username);
  });

  it("/api/docs/json is an OpenAPI document of every route, and /api/docs is a page", async () => {
    const doc = await env.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(openapi.paths).toHaveProperty([API.login, "post"]);
    for (const route of env.routes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(openapi.paths[path], path).toHaveProperty(route.method.toLowerCase());
    }
    const login = openapi.paths[API.login]?.post as { requestBody?: unknown; security?: unknown[] };
    expect(JSON.stringify(login.requestBody)).toContain("password");
    // Each operation says who may call it; a public one asks for no token.
    expect(login.security).toEqual([]);
    const register = openapi.paths[API.register]?.post as { description?: string; security?: unknown };
    expect(register.description).toContain("Roles: superadmin");
    expect(register.security).toBeUndefined();
    const page = await env.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("API_DOCS=false turns the docs off", async () => {
    const other = await env.buildAnother({ API_DOCS: "false" });
    try {
      for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
        const res = await other.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.notFound, key: "notFound" });
      }
      expect((await other.app.inject({ method: "GET", url: API.health })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});
