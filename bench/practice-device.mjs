// The practice screen's promises on the device, on the demo data. Builds nothing: run `npm run build`.
//
//   node bench/practice-device.mjs [--runs=5] [--cpu=4]
//
// 1. What a chapter's sets weigh: every demo set through the admin's GET (its `sizeBytes`: questions,
//    rendered HTML, answers, generators), summed per level of each course class (a chapter).
// 2. An answer's feedback on a phone (390 px, the CPU `cpu` times slower), in Playwright with Debian's
//    chromium: the time from the Check tap to the next frame after the feedback shows, and which API
//    requests the page started meanwhile (the network panel). Online, the sync request is held for 3 s
//    so that a verdict waiting on a round trip could not come in time; then offline, after a reload
//    that the service worker answers (the set opens with no connection after one visit).
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startDemoServer } from "./demo-server.mjs";
import { demoStudentSession } from "./student-session.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, cpu: { type: "string", default: "4" } },
});
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);
const PRACTICE_TYPES = new Set(["practice", "quiz", "MCQ", "Fill in the Blanks", "matching", "worksheet"]);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function call(base, path, token) {
  const response = await fetch(base + path, { headers: token ? { Authorization: token } : {} });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Each chapter (a level of a course class) with the bytes of its exercise sets. */
async function chapterWeights(base) {
  const login = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin@ganit.demo", password: "GanitDemo2025" }),
  }).then((r) => r.json());
  const { body: courses } = await call(base, "/api/course/get");
  const chapters = [];
  for (const { _id: courseId, name } of courses) {
    const { body: course } = await call(base, `/api/course/${courseId}`, login.token);
    for (const klass of course.classLevels) {
      for (const level of klass.levels) {
        let bytes = 0;
        let sets = 0;
        for (const title of level.titles) {
          for (const resource of title.resources) {
            if (!PRACTICE_TYPES.has(resource.type)) continue;
            const set = await call(base, `/api/practice/${resource._id}`, login.token);
            if (set.status !== 200) continue;
            bytes += set.body.sizeBytes;
            sets++;
          }
        }
        if (sets > 0)
          chapters.push({ chapter: `${name}, Class ${klass.classNumber}, ${level.levelName}`, sets, bytes });
      }
    }
  }
  return chapters.sort((a, b) => b.bytes - a.bytes);
}

/** Installs, in the page, the clock of one Check: its tap, and the frame after the feedback shows. */
const armClock = (page) =>
  page.evaluate(() => {
    const clock = { tap: 0, shown: 0 };
    window.__feedbackClock = clock;
    const feedback = () => document.querySelector("[aria-live=polite]")?.textContent?.trim();
    document.addEventListener(
      "click",
      (event) => {
        if (event.target.closest?.("button")?.textContent?.trim() === "Check") clock.tap = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (!clock.tap || !feedback()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (clock.shown = performance.now())));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });

/** Gives the first question an answer (the keypad's 1, or the first option) and taps Check. */
async function answerOnce(page) {
  const question = page.getByRole("region", { name: /^Question 1 of/ });
  const keypad = question.getByRole("group", { name: "Number keypad" });
  if (await keypad.count()) await keypad.getByRole("button", { name: "1", exact: true }).click();
  else
    await question
      .locator("label")
      .filter({ has: page.locator("input") })
      .first()
      .click();
  await armClock(page);
  await page.getByRole("button", { name: "Check" }).click();
  await page.waitForFunction(() => window.__feedbackClock.shown > 0, null, { timeout: 30_000 });
  return page.evaluate(() => window.__feedbackClock.shown - window.__feedbackClock.tap);
}

const server = await startDemoServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
});
try {
  const chapters = await chapterWeights(server.base);
  const total = chapters.reduce((sum, c) => sum + c.sets, 0);
  console.log(`${total} demo sets in ${chapters.length} chapters; the heaviest chapters:`);
  for (const c of chapters.slice(0, 3))
    console.log(`  ${(c.bytes / 1024).toFixed(1)} KiB  ${c.sets} sets  ${c.chapter}`);
  console.log(`  median chapter ${(median(chapters.map((c) => c.bytes)) / 1024).toFixed(1)} KiB`);

  const student = await demoStudentSession(server.base, { practice: true });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, Object.entries(student.session));
  const page = await context.newPage();
  const apiRequests = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) apiRequests.push(`${request.method()} ${url.pathname}`);
  });
  await page.route("**/api/practice/sync", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(server.base + student.path);
  await page.getByText(/^Question 1 of/).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  console.log(`${student.courseName}, Class ${student.classNumber}: ${student.path}, CPU ${cpuRate}× slower`);

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const times = [];
    const during = new Set();
    for (let i = 0; i < runs; i++) {
      await page.reload();
      await page.getByText(/^Question 1 of/).waitFor({ timeout: 60_000 });
      apiRequests.length = 0;
      times.push(await answerOnce(page));
      for (const request of apiRequests) during.add(request);
    }
    console.log(
      `${offline ? "offline" : "online, sync held 3 s"}: feedback ${median(times).toFixed(0)} ms median (${times.map((t) => t.toFixed(0)).join(", ")}); API requests started meanwhile: ${[...during].join(", ") || "none"}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
