import { API } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv } from "../test/harness.ts";
import { HSTS } from "./security.ts";

/**
 * Strict-Transport-Security tells a browser to use HTTPS for this host from now on: sent over plain
 * HTTP (a school's network, the demo) it is meaningless at best. It is sent only when the request
 * came over HTTPS, as Fastify's trust-proxy rules read it (X-Forwarded-Proto from a trusted proxy).
 */
let direct: TestEnv;
let behindProxy: Awaited<ReturnType<TestEnv["buildAnother"]>>;
let httpsSite: Awaited<ReturnType<TestEnv["buildAnother"]>>;

beforeAll(async () => {
  direct = await startTestEnv();
  behindProxy = await direct.buildAnother({ TRUST_PROXY: "true" });
  httpsSite = await direct.buildAnother({ APP_URL: "https://ganit.example.in" });
});
afterAll(async () => {
  await httpsSite?.app.close();
  await behindProxy?.app.close();
  await direct?.close();
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP, for the API, the SPA or an error", async () => {
    for (const url of [API.health, "/", "/api/nothing-here"]) {
      const res = await direct.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("is not sent when an untrusted client merely claims HTTPS", async () => {
    const res = await direct.app.inject({
      method: "GET",
      url: API.health,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent when a trusted TLS proxy says the request came over HTTPS, and only then", async () => {
    const https = await behindProxy.app.inject({
      method: "GET",
      url: API.health,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    const http = await behindProxy.app.inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent on every answer when the site's address (APP_URL) is https, with no proxy saying so", async () => {
    // A bad URL is answered before routing, outside the hooks: it must carry the header too.
    for (const url of [API.health, "/", "/login", "/api/nothing-here", "/api/%"]) {
      const res = await httpsSite.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBe(HSTS);
    }
  });
});
