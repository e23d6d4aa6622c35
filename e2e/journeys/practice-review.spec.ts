import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { appReady, expect, test } from "../fixtures.ts";
import { freePort } from "../harness/free-port.ts";
import { type GanitServer, startGanitServer, WEB_DIST } from "../harness/ganit-server.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The day-later mixed review on the demo data: the demo's student (asha1001) has been Proficient in a
 * set for days, so her lessons offer "Mixed review"; on a 390 px phone she answers its questions one
 * at a time (the server grades each) and sees the summary, in English and in Hindi, with axe on each
 * screen. Its own server runs `--demo` on a fresh folder (the shared one has no demo data).
 */
let demo: GanitServer | undefined;
let workDir = "";

test.beforeAll(async () => {
  // The demo loads before the server listens; on a loaded machine that alone takes about a minute.
  test.setTimeout(150_000);
  workDir = mkdtempSync(path.join(tmpdir(), "ganit-e2e-review-"));
  demo = await startGanitServer({
    port: await freePort(),
    dataDir: path.join(workDir, "data"),
    webDist: WEB_DIST,
    // No mail is sent in this journey; a closed port leaves any mail in the outbox.
    smtpPort: await freePort(),
    logFile: path.join(workDir, "server.log"),
    superadmin: SUPERADMIN,
    args: ["--demo"],
    readyTimeoutMs: 120_000,
  });
});

test.afterAll(async () => {
  await demo?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const WORDS = {
  en: {
    start: "Start the mixed review",
    title: "Mixed review",
    check: "Check",
    next: /^(Next question|See how I did)$/,
    done: "Review finished!",
  },
  hi: {
    start: "मिली-जुली दोहराई शुरू करें",
    title: "मिली-जुली दोहराई",
    check: "जाँचें",
    next: /^(अगला प्रश्न|देखें मैंने कैसा किया)$/,
    done: "दोहराई पूरी हुई!",
  },
} as const;

async function signedInPhone(browser: Browser, language: keyof typeof WORDS): Promise<Page> {
  const context = await browser.newContext({ baseURL: demo?.url, viewport: { width: 390, height: 844 } });
  if (language === "hi") await context.addInitScript(() => localStorage.setItem("language", "hi"));
  const page = await context.newPage();
  await page.goto("/login");
  await appReady(page);
  await page.locator("input[autocomplete=username], input[name=username]").first().fill("asha1001");
  await page.locator("input[type=password]").fill("GanitDemo2025");
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/studentdashboard$/);
  return page;
}

/**
 * An answer the question takes, "1" on the keypad in every box (the demo set's answers are 240, 26
 * and 430, so each is wrong: the set stays Proficient and due for the next journey).
 */
async function answerSomething(page: Page) {
  const main = page.locator("#main");
  const one = main
    .getByRole("group", { name: /keypad|कीपैड/ })
    .getByRole("button")
    .first();
  const boxes = await main.locator(`button[aria-pressed][aria-label*=": "]`).all();
  if (boxes.length === 0) await one.click();
  for (const box of boxes) {
    await box.click();
    await one.click();
  }
}

async function completeReview(browser: Browser, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const page = await signedInPhone(browser, language);
  await page.locator("article button").first().click();
  await expect(page).toHaveURL(/\/student\/coursecontent/);
  const start = page.getByRole("link", { name: words.start });
  await expect(start).toBeVisible();
  expect(await seriousViolations(page), `lessons with the review (${language})`).toEqual([]);
  await start.click();
  await expect(page).toHaveURL(/\/practice\/review\?courseId=.+&class=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByRole("main"), "one main landmark").toHaveCount(1);
  await fitsThePhone(page);
  expect(await seriousViolations(page), `/practice/review (${language})`).toEqual([]);

  for (let step = 0; step < 20; step++) {
    if (await page.getByRole("heading", { name: words.done }).isVisible()) break;
    const next = page.getByRole("button", { name: words.next });
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    await answerSomething(page);
    await page.getByRole("button", { name: words.check }).click();
    // The server's verdict: the next step's button, or the hint (a second try at the same question).
    await expect(page.getByRole("button", { name: words.check }).or(next)).toBeVisible();
    await expect(page.getByRole("button", { name: /…$/ })).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: words.done })).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page), `review summary (${language})`).toEqual([]);
  await page.context().close();
}

test("a demo student completes the day-later mixed review on a phone", async ({ browser }) => {
  test.setTimeout(120_000);
  await completeReview(browser, "en");
});

test("the same review in Hindi (the set is still due: a slip leaves it Proficient)", async ({ browser }) => {
  test.setTimeout(120_000);
  await completeReview(browser, "hi");
});
