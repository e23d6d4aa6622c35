import { API, apiPath } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../../test/factories.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";

/**
 * The lesson page is the only place a content body is rendered. Its headers are the boundary: the
 * browser journey (e2e/journeys/lesson-sandbox.spec.ts) proves what they do; this proves they are sent.
 */
let env: TestEnv;
let pageId: string;
const BODY =
  "<!doctype html><html><body><h1>Squares ending in 5</h1><script>document.title='35² = 1225'</script></body></html>";

beforeAll(async () => {
  env = await startTestEnv();
  const admin = await signedInAs(env.app, env.db, "admin");
  const res = await env.app.inject({
    method: "POST",
    url: API.contentCreate,
    headers: { authorization: admin.token },
    payload: {
      coursename: "Vedic Math",
      classnumber: 6,
      topicname: "Squares",
      subtopicname: "Ending in 5",
      contentname: "Squares ending in 5",
      content: BODY,
    },
  });
  pageId = res.json<{ _id: string }>()._id;
});
afterAll(() => env?.close());

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

  it("answers 404 JSON for an unknown page and 400 for a malformed id, never a document", async () => {
    const unknown = await env.app.inject({ method: "GET", url: apiPath.lessonPage(crypto.randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/application\/json/);
    expect((await env.app.inject({ method: "GET", url: apiPath.lessonPage("x") })).statusCode).toBe(400);
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
  it("may frame the lesson pages and https resources, nothing else, and is framed only by itself", async () => {
    const res = await env.app.inject({ method: "GET", url: API.health });
    const policy = directives(res.headers["content-security-policy"] as string);
    expect(policy.get("frame-src")).toEqual(["'self'", "https:"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  });
});
