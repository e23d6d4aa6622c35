import net, { type AddressInfo } from "node:net";
import { API, MESSAGES } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";

/**
 * Finding 8: API answers are never cached, and the errors Fastify and Node raise before a route runs
 * get the same security headers and `{message, key}` body as every other error. Over a real socket
 * where `inject` cannot show it (it never goes through Node's HTTP parser).
 */
const env = useTestEnv();
let port: number;
beforeAll(async () => {
  await env.app.listen({ port: 0, host: "127.0.0.1" });
  port = (env.app.server.address() as AddressInfo).port;
});

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes exactly as given and reads the answer until the server closes the connection. */
function rawRequest(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", () => {}); // the server may reset after answering
    socket.on("close", () => {
      const [head = "", ...rest] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(statusLine.split(" ")[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(data)}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    });
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

/** The headers every error answer must carry, whoever wrote it. */
function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  expect(headers["cache-control"], label).toBe("no-store");
  expect(String(headers["content-security-policy"]), label).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
}

describe("Cache-Control on /api", () => {
  it("is no-store on every /api answer, errors included, and left alone elsewhere", async () => {
    const { token } = await signedInAs(env.app, env.db, "admin");
    const answers = {
      "200 health": await env.app.inject({ url: API.health }),
      "200 profile": await env.app.inject({ url: API.profile, headers: { authorization: token } }),
      "401 no token": await env.app.inject({ url: API.profile }),
      "403 wrong role": await env.app.inject({
        method: "POST",
        url: API.register,
        headers: { authorization: token },
        payload: {},
      }),
      "400 validation": await env.app.inject({ method: "POST", url: API.login, payload: {} }),
      "400 malformed": await env.app.inject({
        method: "POST",
        url: API.login,
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
      "401 login": await env.app.inject({
        method: "POST",
        url: API.login,
        payload: { username: "nobody-here", password: "Wrong-Guess-1" },
      }),
      "404 unknown": await env.app.inject({ url: "/api/nope" }),
      "413 too large": await env.app.inject({
        method: "POST",
        url: API.login,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username: "x".repeat(1_100_000) }),
      }),
      "415 media type": await env.app.inject({
        method: "POST",
        url: API.login,
        headers: { "content-type": "application/xml" },
        payload: "<x/>",
      }),
      "200 docs": await env.app.inject({ url: "/api/docs/json" }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect(res.statusCode, label).toBe(Number(label.slice(0, 3)));
      expect(res.headers["cache-control"], label).toBe("no-store");
      expect(res.headers["x-content-type-options"], label).toBe("nosniff");
    }
    // The web app keeps its own caching: index.html revalidates, it is not "no-store".
    const page = await env.app.inject({ url: "/about" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("framework errors", () => {
  it("answers a bad URL (FST_ERR_BAD_URL) through the error handler, with the security headers", async () => {
    for (const path of ["/api/%", "/api/user/%zz", "/%E0%A4%A"]) {
      const res = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: ganit.test\r\nConnection: close\r\n\r\n`);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toEqual({ message: MESSAGES.badRequest, key: "badRequest" });
      expect(res.headers["content-type"], path).toMatch(/^application\/json/);
      expectSecurityHeaders(res.headers, path);
      // Fastify's own answer would have echoed the path back.
      expect(res.body).not.toContain("%");
    }
    const injected = await env.app.inject({ url: "/api/%" });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ message: MESSAGES.badRequest, key: "badRequest" });
    expectSecurityHeaders(injected.headers, "inject /api/%");
  });

  it("answers headers over 16 KiB with 431 {message, key} and the security headers", async () => {
    const res = await rawRequest(
      `GET ${API.health} HTTP/1.1\r\nHost: ganit.test\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.headersTooLarge, key: "headersTooLarge" });
    expectSecurityHeaders(res.headers, "431");
  });

  it("answers a request line that is not HTTP with 400 {message, key} and the security headers", async () => {
    const res = await rawRequest(`G\u0001T ${API.health} HTTP/1.1\r\nHost: ganit.test\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.badRequest, key: "badRequest" });
    expectSecurityHeaders(res.headers, "400 parser");
  });

  it("documents what Node answers itself, before any of our code runs: empty bodies", async () => {
    // HTTP/1.1 without Host (Node's requireHostHeader) and an Expect other than 100-continue.
    const noHost = await rawRequest(`GET ${API.health} HTTP/1.1\r\nConnection: close\r\n\r\n`);
    expect(noHost.status).toBe(400);
    const expectation = await rawRequest(
      `POST ${API.login} HTTP/1.1\r\nHost: ganit.test\r\nExpect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(expectation.status).toBe(417);
    for (const res of [noHost, expectation]) {
      expect(res.body.replace(/\r\n/g, "")).toMatch(/^0?$/);
    }
  });

  it("still serves a normal request on the same socket server afterwards", async () => {
    const res = await fetch(`http://127.0.0.1:${port}${API.health}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
