import { mkdir, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { MESSAGES } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv } from "../test/harness.ts";
import { isApiPath } from "./spa.ts";

/**
 * The SPA and static serving on a real listening server, over raw HTTP (so no client tidies a path
 * like `//api/x` or `/x/../api` before it leaves), with a web build made of real files: a hashed
 * script with its .br, .gz and .map, index.html with its .br, and prerendered pages in two languages.
 */
let env: TestEnv;
let app: FastifyInstance;
let port: number;

const SCRIPT = `export const greeting = "${"Namaste, Ganit! ".repeat(200)}";\n`;
const SCRIPT_PATH = "/assets/app-Ab12Cd34.js";
const SHELL = "<!doctype html><title>Ganit</title><div id=root></div>";
const page = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><title>Ganit</title><div id=root data-prerendered="${language}">${name} ${language}</div>`;
const PAGES = { "/": "index.html", "/courses": "courses.html" };
// The loading shells: one for every other client route, one that preloads a screen's chunks.
const SHELLS = {
  app: "app.html",
  lesson: "student-coursecontent.html",
  practice: "practice.html",
  review: "practice-review.html",
};
const shellPage = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><title>Ganit</title><div id=root>${name} shell ${language}</div>`;

beforeAll(async () => {
  env = await startTestEnv();
  // The harness's one-file build, grown into what `npm run build -w web` writes.
  const web = path.join(env.dataDir, "web");
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(web, file)), { recursive: true });
    await writeFile(path.join(web, file), content);
  };
  await write("index.html.br", brotliCompressSync(SHELL));
  await write(SCRIPT_PATH, SCRIPT);
  await write(`${SCRIPT_PATH}.br`, brotliCompressSync(SCRIPT));
  await write(`${SCRIPT_PATH}.gz`, gzipSync(SCRIPT));
  await write(`${SCRIPT_PATH}.map`, JSON.stringify({ version: 3, sources: ["src/secret.tsx"] }));
  await write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await write(
    "prerendered/pages.json",
    JSON.stringify({
      cookie: "ganit-lang",
      languages: ["en", "hi"],
      pages: PAGES,
      shell: SHELLS.app,
      screens: {
        "/student/coursecontent": SHELLS.lesson,
        "/practice/:resourceId": SHELLS.practice,
        "/practice/review": SHELLS.review,
      },
      bare: ["/viewresource/:resourceId"],
    }),
  );
  for (const language of ["en", "hi"]) {
    for (const [name, file] of Object.entries(SHELLS)) {
      const html = shellPage(language, name);
      await write(`prerendered/${language}/${file}`, html);
      await write(`prerendered/${language}/${file}.br`, brotliCompressSync(html));
    }
    for (const [route, file] of Object.entries(PAGES)) {
      const html = page(language, route);
      await write(`prerendered/${language}/${file}`, html);
      await write(`prerendered/${language}/${file}.br`, brotliCompressSync(html));
    }
  }
  // The static plugin lists the files when it starts: a second app on the same folder sees them all.
  ({ app } = await env.buildAnother());
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await env?.close();
});

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request with the path exactly as given (fetch would normalise `//` and `..`). */
function raw(rawPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const text = (res: RawResponse) => {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
};
const vary = (res: RawResponse) =>
  String(res.headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim());

function expectNotFoundJson(res: RawResponse, label: string) {
  expect(res.status, label).toBe(404);
  expect(res.headers["content-type"], label).toMatch(/^application\/json/);
  expect(JSON.parse(text(res)), label).toEqual({ message: MESSAGES.notFound, key: "notFound" });
}

/** Helmet's headers: every answer carries them, whichever part of the server wrote it. */
function expectSecurityHeaders(res: RawResponse, label: string) {
  expect(res.headers["content-security-policy"], label).toContain("script-src 'self'");
  expect(res.headers["x-content-type-options"], label).toBe("nosniff");
  expect(res.headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(res.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  // Plain HTTP here: HSTS only over HTTPS (hsts.test.ts).
  expect(res.headers["strict-transport-security"], label).toBeUndefined();
  expect(res.headers["cross-origin-opener-policy"], label).toBe("same-origin");
}

describe("compressed files made at build time", () => {
  it("sends brotli to a browser that accepts it, gzip to one that accepts only gzip, else the plain file", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await raw(SCRIPT_PATH, { "accept-encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(vary(res), accept).toContain("accept-encoding");
      expect(res.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(text(res), accept).toBe(SCRIPT);
      if (encoding) expect(res.body.length, accept).toBeLessThan(SCRIPT.length / 5);
    }
  });

  it("compresses the app's index.html too, never cached without asking", async () => {
    const res = await raw("/viewresource/abc", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(vary(res)).toContain("accept-encoding");
    expect(text(res)).toBe(SHELL);
  });
});

describe("prerendered public pages", () => {
  it("serves a public page's HTML in the language of the visitor's cookie, English otherwise", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/", {}, page("en", "/")],
      ["/", { cookie: "ganit-lang=hi" }, page("hi", "/")],
      ["/", { cookie: "theme=dark; ganit-lang=hi; x=1" }, page("hi", "/")],
      ["/", { cookie: "ganit-lang=fr" }, page("en", "/")],
      ["/", { cookie: "ganit-lang=../../index" }, page("en", "/")],
      ["/courses", { "accept-encoding": "br" }, page("en", "/courses")],
      ["/courses/", { cookie: "ganit-lang=hi" }, page("hi", "/courses")],
      ["/courses?tile=vedic", {}, page("en", "/courses")],
    ];
    for (const [url, headers, expected] of cases) {
      const res = await raw(url, headers);
      const label = `${url} ${JSON.stringify(headers)}`;
      expect(res.status, label).toBe(200);
      expect(text(res), label).toBe(expected);
      expect(res.headers["cache-control"], label).toBe("no-cache");
      expect(vary(res), label).toContain("cookie");
    }
  });

  it("sends a form posted before its page's scripts ran back to the page, never to a JSON error", async () => {
    const res = await raw("/courses", { "content-type": "application/x-www-form-urlencoded" }, "POST");
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/courses");
    expectSecurityHeaders(res, "POST /courses");
    // Only prerendered pages have such forms; anything else stays a 404.
    expectNotFoundJson(await raw("/profile", {}, "POST"), "POST /profile");
  });

  it("serves every other client route the loading shell in the visitor's language", async () => {
    for (const url of ["/profile", "/admindashboard", "/no/such/page", "/resetpassword?token=x"]) {
      for (const [headers, language] of [
        [{ cookie: "ganit-lang=hi" }, "hi"],
        [{}, "en"],
      ] as const) {
        const res = await raw(url, { ...headers, "accept-encoding": "br" });
        expect(res.status, url).toBe(200);
        expect(text(res), url).toBe(shellPage(language, "app"));
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(vary(res), url).toContain("cookie");
      }
    }
  });

  it("serves a screen that preloads its chunks its own shell, and a route without the header index.html", async () => {
    for (const url of ["/student/coursecontent?class=4", "/student/coursecontent/"]) {
      expect(text(await raw(url, { cookie: "ganit-lang=hi" })), url).toBe(shellPage("hi", "lesson"));
    }
    // A screen named by a pattern: one segment for its parameter; a path named exactly wins.
    expect(text(await raw("/practice/abc-123"))).toBe(shellPage("en", "practice"));
    expect(text(await raw("/practice/review"))).toBe(shellPage("en", "review"));
    expect(text(await raw("/practice/abc/more"))).toBe(shellPage("en", "app"));
    // Bare routes match their pattern only: one segment for the parameter, no more, no fewer.
    expect(text(await raw("/viewresource/abc-123"))).toBe(SHELL);
    expect(text(await raw("/viewresource/abc/more"))).toBe(shellPage("en", "app"));
    expect(text(await raw("/viewresource"))).toBe(shellPage("en", "app"));
  });
});

describe("source maps", () => {
  it("are never served to visitors", async () => {
    for (const url of [
      `${SCRIPT_PATH}.map`,
      `${SCRIPT_PATH}.map?v=1`,
      `${SCRIPT_PATH}.MAP`,
      "/assets/gone.js.map",
    ]) {
      expectNotFoundJson(await raw(url, { "accept-encoding": "br, gzip" }), url);
    }
  });
});

describe("API paths in any spelling", () => {
  const spellings = [
    "/api/nope",
    "/api",
    "/API/health/x",
    "/Api/nope",
    "//api/nope",
    "///api/health/x",
    "/api%2Fnope",
    "/api%2fnope",
    "/%61pi/nope",
    "/%2Fapi/nope",
    "/api%252Fnope",
    "/x/../api/nope",
    "/./api/nope",
    "/api%5Cnope",
    "/api;x/nope",
    "/api%00/nope",
  ];

  it("answer 404 JSON {message, key}, never the app's HTML", async () => {
    for (const url of spellings) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const res = await raw(url, { "accept-encoding": "br" }, method);
        const label = `${method} ${url}`;
        expect(res.status, label).toBe(404);
        expect(res.headers["content-type"], label).toMatch(/^application\/json/);
        if (method !== "HEAD") expectNotFoundJson(res, label);
      }
    }
  });

  it("are told apart from client routes that merely start with the letters", () => {
    for (const url of spellings) expect(isApiPath(url), url).toBe(true);
    for (const url of ["/", "/apiary", "/courses/api", "/about", "/%E0%A4%85", "/%"]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});

describe("security headers", () => {
  it("are on every answer: assets, compressed assets, HTML, prerendered pages and 404s", async () => {
    const answers: [string, Record<string, string>][] = [
      [SCRIPT_PATH, {}],
      [SCRIPT_PATH, { "accept-encoding": "br" }],
      ["/favicon.svg", {}],
      ["/", { "accept-encoding": "br" }],
      ["/", { cookie: "ganit-lang=hi" }],
      ["/profile", {}],
      ["/profile", { "accept-encoding": "br" }],
      [`${SCRIPT_PATH}.map`, {}],
      ["/assets/missing-Zz99.js", {}],
      ["/API/health", {}],
      ["/api/nope", {}],
      ["/api/health", {}],
    ];
    for (const [url, headers] of answers) {
      expectSecurityHeaders(await raw(url, headers), `${url} ${JSON.stringify(headers)}`);
    }
  });
});
