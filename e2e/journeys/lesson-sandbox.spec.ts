import { API, apiPath, ROUTES } from "@ganit/contracts";
import type { APIRequestContext, FrameLocator, Page, Request } from "@playwright/test";
import { expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { sessionToken } from "../harness/pages.ts";
import { addLibraryPage } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The lesson-page boundary (docs/adr/0103-lesson-page-boundary.md): a page's own script runs, but in an opaque origin.
 * This page tries everything a hostile author would: read the session, reach into the parent, and
 * call the API as the signed-in user with whatever token it could find. It writes what it got into
 * its own document, where the test reads it.
 */
const HOSTILE_PAGE = `<!doctype html><html><head><title>Hostile lesson</title></head><body>
<h1>Tables of 7</h1><pre id="out">running</pre>
<script>
const report = { ran: true, origin: self.origin, top: window === window.top };
let token = null;
try { token = sessionStorage.getItem("token"); report.session = "read:" + token; }
catch (e) { report.session = "blocked:" + e.name; }
try { localStorage.setItem("x", "1"); report.local = "read"; } catch (e) { report.local = "blocked:" + e.name; }
try { report.cookie = "read:" + document.cookie; } catch (e) { report.cookie = "blocked:" + e.name; }
try { if (window !== window.top) { report.parent = "read:" + parent.document.title; token = token || parent.sessionStorage.getItem("token"); } else report.parent = "none"; }
catch (e) { report.parent = "blocked:" + e.name; }
const done = () => { document.getElementById("out").textContent = JSON.stringify(report); };
fetch("/api/user/profile", { headers: token ? { Authorization: token } : {} })
  .then(async (res) => { report.fetch = "answered:" + res.status + ":" + (await res.text()).slice(0, 80); })
  .catch((e) => { report.fetch = "blocked:" + e.name; })
  .finally(done);
</script></body></html>`;

type Report = {
  ran: boolean;
  origin: string;
  top: boolean;
  session: string;
  local: string;
  cookie: string;
  parent: string;
  fetch: string;
};

const createHostilePage = (request: APIRequestContext, token: string) =>
  addLibraryPage(request, token, {
    coursename: "Sandbox Proofs",
    classnumber: 3,
    topicname: "Boundaries",
    subtopicname: "Scripts",
    contentname: `Hostile ${uniqueSuffix()}`,
    content: HOSTILE_PAGE,
  });

/** Profile requests the page under test sent from anywhere but Ganit's own window. */
function watchProfileCalls(page: Page) {
  const fromLesson: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes(API.profile) && request.frame() !== page.mainFrame()) fromLesson.push(request);
  });
  return fromLesson;
}

/** What the hostile page found, once its script has written it into its frame. */
async function reportIn(frame: FrameLocator): Promise<Report> {
  await expect(frame.getByRole("heading", { name: "Tables of 7" })).toBeVisible();
  await expect(frame.locator("#out")).not.toHaveText("running");
  return JSON.parse((await frame.locator("#out").textContent()) ?? "{}") as Report;
}

/** The page runs in a frame, and the frame cannot reach the document that holds it. */
function expectFramedAndCutOffFromItsParent(report: Report) {
  expect(report.top).toBe(false);
  expect(report.parent).toBe("blocked:SecurityError");
}

function expectNothingGained(report: Report) {
  expect(report.ran, "the page's own script runs").toBe(true);
  expect(report.origin, "an opaque origin").toBe("null");
  expect(report.session).toBe("blocked:SecurityError");
  expect(report.local).toBe("blocked:SecurityError");
  expect(report.cookie).toBe("blocked:SecurityError");
  expect(report.fetch, "no call to the API leaves the page").toMatch(/^blocked:/);
}

/** A hostile lesson page made with the tab's session; answers the session's token and the page's id. */
async function hostilePageOfThisSession(page: Page, request: APIRequestContext) {
  const token = await sessionToken(page);
  return { token, id: await createHostilePage(request, token) };
}

test.beforeEach(async ({ page }) => {
  // The tab holds a real session: the very thing the page must not reach.
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  expect(await sessionToken(page)).toBeTruthy();
});

test("framed in /viewresource, a lesson page's script gets neither the session, the parent, nor the API", async ({
  page,
  request,
}) => {
  const { token, id } = await hostilePageOfThisSession(page, request);
  const fromLesson = watchProfileCalls(page);

  await page.goto(`${ROUTES.viewResource}/${id}`);
  const frame = page.frameLocator('iframe[title="Lesson page"]');
  const report = await reportIn(frame);

  expectNothingGained(report);
  expectFramedAndCutOffFromItsParent(report);
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-scripts");
  expect(fromLesson).toHaveLength(0);
  // The parent's session is untouched.
  expect(await sessionToken(page)).toBe(token);
});

test("opened directly in a tab, a lesson page is still sandboxed: opaque origin, no session, no API", async ({
  page,
  request,
}) => {
  const { id } = await hostilePageOfThisSession(page, request);
  const profileCalls: Request[] = [];
  page.on("request", (r) => {
    if (r.url().includes(API.profile)) profileCalls.push(r);
  });
  const pageAnswer = page.waitForResponse(
    (r) => r.url().endsWith(apiPath.lessonPage(id)) && r.request().frame() !== page.mainFrame(),
  );

  // Same tab, same origin as the signed-in app. The tab gets a framing document that holds the page
  // in a sandboxed frame (so its script cannot send the tab elsewhere); the page keeps its own CSP
  // sandbox too.
  await page.goto(apiPath.lessonPage(id));
  expect((await pageAnswer).headers()["content-security-policy"]).toContain("sandbox allow-scripts");
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-scripts");
  const frame = page.frameLocator("iframe");
  const report = await reportIn(frame);

  expectNothingGained(report);
  expectFramedAndCutOffFromItsParent(report);
  expect(profileCalls).toHaveLength(0);
});

test("a draft in the live preview of /create runs its script but gets neither the session, the parent, nor the API", async ({
  page,
}) => {
  const fromPreview = watchProfileCalls(page);
  await page.goto(ROUTES.createContent);
  await page.getByRole("textbox", { name: "Content (HTML)" }).fill(HOSTILE_PAGE);
  const draft = page.frameLocator('iframe[title="Preview of the page being written"]').frameLocator("iframe");
  const report = await reportIn(draft);

  expectNothingGained(report);
  expectFramedAndCutOffFromItsParent(report);
  expect(fromPreview).toHaveLength(0);
});
