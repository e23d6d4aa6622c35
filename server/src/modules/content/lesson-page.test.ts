import { API, apiPath, MESSAGES } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FRAME_SOURCES } from "../../config/env.ts";
import { signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";

/**
 * The lesson page is the only place a content body is rendered. Its headers are the boundary: the
 * browser journey (e2e/journeys/lesson-sandbox.spec.ts) proves what they do; this proves they are sent.
 */
const env = useTestEnv();
let pageId: string;
const BODY =
  "<!doctype html><html><body><h1>Squares ending in 5</h1><script>document.title='35² = 1225'</script></body></html>";

/** Saves a library page under Vedic Math, Class 6, Squares, Ending in 5. */
const createPage = (token: string, contentname: string, content: string) =>
  env.app.inject({
    method: "POST",
    url: API.contentCreate,
    headers: { authorization: token },
    payload: {
      coursename: "Vedic Math",
      classnumber: 6,
      topicname: "Squares",
      subtopicname: "Ending in 5",
      contentname,
      content,
    },
  });

beforeAll(async () => {
  const admin = await signedInAs(env.app, env.db, "admin");
  const res = await createPage(admin.token, "Squares ending in 5", BODY);
  pageId = res.json<{ _id: string }>()._id;
});

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe("GET /api/content/page/{id}", () => {
  it("serves the body as it was written, as HTML, to anyone", async () => {
    const res = await env.app.inject({ method: "GET", url: apiPath.lessonPage(pageId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toBe(BODY);
  });

  it("sandboxes it with scripts only (an opaque origin even in its own tab), no network by script, framed only by Ganit", async () => {
    const res = await env.app.inject({ method: "GET", url: apiPath.lessonPage(pageId) });
    const csp = res.headers["content-security-policy"] as string;
    // One policy, ours: helmet's SPA policy must not be sent beside it (a second policy would
    // forbid the page's inline script).
    expect(csp).not.toContain("script-src 'self'");
    const policy = directives(csp);
    expect(policy.get("sandbox")).toEqual(["allow-scripts"]);
    expect(policy.get("connect-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(csp).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups|allow-forms/);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets the page reach no network: nothing but Ganit's own origin, data: and blob:, no frame, no prefetch", async () => {
    const res = await env.app.inject({ method: "GET", url: apiPath.lessonPage(pageId) });
    const csp = res.headers["content-security-policy"] as string;
    const policy = directives(csp);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("media-src")).toEqual(["'self'", "data:", "blob:"]);
    // No directive names another site or a whole scheme: frames and prefetches fall to default-src.
    expect(policy.has("frame-src")).toBe(false);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(res.headers["x-dns-prefetch-control"]).toBe("off");
  });

  it("opened as a tab, answers a framing document: the page inside a sandboxed frame that cannot move the tab", async () => {
    const res = await env.app.inject({
      method: "GET",
      url: apiPath.lessonPage(pageId),
      headers: { "sec-fetch-dest": "document" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).not.toContain("Squares ending in 5");
    expect(res.body).toContain(`<iframe sandbox="allow-scripts" src="${apiPath.lessonPage(pageId)}"`);
    expect(res.body).not.toContain("<script");
    const policy = directives(res.headers["content-security-policy"] as string);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    // Where the framed page may navigate itself: Ganit only.
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect(String(res.headers.vary)).toMatch(/sec-fetch-dest/i);
    // Framed (by the lesson screen or by this document), the page itself.
    const framed = await env.app.inject({
      method: "GET",
      url: apiPath.lessonPage(pageId),
      headers: { "sec-fetch-dest": "iframe" },
    });
    expect(framed.body).toBe(BODY);
  });

  it("answers 404 JSON for an unknown page and 400 for a malformed id, never a document", async () => {
    const unknown = await env.app.inject({ method: "GET", url: apiPath.lessonPage(crypto.randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/application\/json/);
    expect((await env.app.inject({ method: "GET", url: apiPath.lessonPage("x") })).statusCode).toBe(400);
  });
});

describe("saving a lesson page that would send the reader elsewhere", () => {
  it.each([
    ['<meta http-equiv="refresh" content="0;url=https://example.com/">'],
    ["<META HTTP-EQUIV=Refresh CONTENT='5'>"],
    ['<a href="/x" target="_top">next</a>'],
    ["<base target=_parent>"],
    ['<form><button formtarget="_top">go</button></form>'],
  ])("refuses %s with a message naming what to remove, and saves nothing", async (html) => {
    const admin = await signedInAs(env.app, env.db, "admin");
    const contentname = `Moves ${crypto.randomUUID()}`;
    const res = await createPage(
      admin.token,
      contentname,
      `<!doctype html><html><head>${html}</head><body><p>x</p></body></html>`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: "lessonPageNavigates", message: MESSAGES.lessonPageNavigates });
    const list = await env.app.inject({ method: "GET", url: API.contentList });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(contentname);
  });
});

describe("GET /api/content/preview", () => {
  it("serves the preview host under the same sandbox policy as a lesson page", async () => {
    const res = await env.app.inject({ method: "GET", url: API.contentPreview });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const policy = directives(res.headers["content-security-policy"] as string);
    expect(policy.get("sandbox")).toEqual(["allow-scripts"]);
    expect(policy.get("connect-src")).toEqual(["'none'"]);
    expect(res.body).toContain('<iframe sandbox="allow-scripts"');
  });
});

describe("the SPA's own policy", () => {
  it("may frame the lesson pages and the operator's allowed sites, nothing else, and is framed only by itself", async () => {
    const res = await env.app.inject({ method: "GET", url: API.health });
    const policy = directives(res.headers["content-security-policy"] as string);
    // Never `https:`: a framed lesson page may navigate itself wherever its parent may frame.
    expect(policy.get("frame-src")).toEqual(["'self'", ...DEFAULT_FRAME_SOURCES]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("frames only the sites FRAME_SOURCES names when the operator sets it", async () => {
    const other = await env.buildAnother({
      FRAME_SOURCES: "https://videos.school.example https://www.geogebra.org",
    });
    try {
      const res = await other.app.inject({ method: "GET", url: API.health });
      const policy = directives(res.headers["content-security-policy"] as string);
      expect(policy.get("frame-src")).toEqual([
        "'self'",
        "https://videos.school.example",
        "https://www.geogebra.org",
      ]);
    } finally {
      await other.app.close();
    }
  });
});

describe("the server log while lesson pages are served", () => {
  it("holds no warning or error: each answer is sent once (no 'Reply was already sent')", async () => {
    const lines: string[] = [];
    const logged = await env.buildAnother(
      { LOG_LEVEL: "info" },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const calls = [
        { url: apiPath.lessonPage(pageId), headers: {} },
        { url: apiPath.lessonPage(pageId), headers: { "sec-fetch-dest": "document" } },
        { url: apiPath.lessonPage(pageId), headers: { "sec-fetch-dest": "iframe" } },
        { url: API.contentPreview, headers: {} },
        { url: API.contentPreview, headers: { "sec-fetch-dest": "iframe" } },
      ];
      for (const call of calls) {
        const res = await logged.app.inject({ method: "GET", ...call });
        expect(res.statusCode, call.url).toBe(200);
      }
      // Fastify logs a second send after the answer has left, not before: let it run.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const troubles = lines
        .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { code?: string } })
        .filter((entry) => entry.level >= 40);
      expect(troubles.map((entry) => entry.err?.code ?? entry.msg)).toEqual([]);
      expect(lines.join("")).not.toMatch(/FST_ERR_REP_ALREADY_SENT|already sent/);
    } finally {
      await logged.app.close();
    }
  });
});
