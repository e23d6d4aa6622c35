// How fast a student's lesson shows on a slow line once the student has visited it before (the goal:
// "the lesson shown within 3 s under Chromium's Slow 3G emulation after a first visit"). Builds
// nothing: run `npm run build` first, and `npm install --prefix bench` (puppeteer-core comes with
// Lighthouse there; it can throttle the service worker too, which Playwright's CDP sessions cannot reach).
//
//   node bench/slow3g-lesson.mjs [--runs=3] [--cpu=4]
//
// Starts the production server on the demo data, signs a demo pupil in (bench/student-session.mjs),
// opens the lesson screen once at full speed (the service worker installs and keeps the app, the tree
// and the lesson pages), then opens it again `runs` times under DevTools' Slow 3G (2 s round trip,
// 50 KB/s each way: latency 400 ms × 5, 500 kbit/s × 0.8, as DevTools' preset) applied to the page AND
// its service worker, with the CPU slowed `cpu` times (a phone). "Shown" is when the lesson's own
// document has text on screen, timed from the start of the navigation.
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";
import { startDemoServer } from "./demo-server.mjs";
import { demoStudentSession } from "./student-session.mjs";

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, cpu: { type: "string", default: "4" } },
});
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);

/** Slow 3G on one target (the page, or the service worker), through its own CDP session. */
async function throttle(session) {
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", SLOW_3G);
}

/** Resolves when a lesson page's document has text; its time since `start`. */
async function lessonShown(page, start) {
  const frame = await page.waitForFrame((f) => f.url().includes("/api/content/page/"), { timeout: 60_000 });
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text is what "shown" means
  await frame.waitForFunction(() => (document.body?.innerText ?? "").trim().length > 0, {
    polling: 25,
    timeout: 60_000,
  });
  return performance.now() - start;
}

const { base, stop } = await startDemoServer();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
});

try {
  const student = await demoStudentSession(base);
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.evaluateOnNewDocument((entries) => {
    try {
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    } catch {} // the lesson's own sandboxed document has no storage
  }, Object.entries(student.session));

  // The first visit, at full speed: the worker installs, takes the page and keeps what it opens.
  let start = performance.now();
  await page.goto(base + student.path);
  const firstVisit = await lessonShown(page, start);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  // The tree's lesson pages arrive one by one after it: wait until the lesson cache stops growing.
  let last = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const count = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("ganit-lessons-"));
      return name ? (await (await caches.open(name)).keys()).length : 0;
    });
    if (count === last) break;
    last = count;
  }
  console.log(
    `${student.courseName}, Class ${student.classNumber}: first visit (full speed) ${(firstVisit / 1000).toFixed(2)} s; ${last} lesson pages kept`,
  );

  const pageSession = await page.createCDPSession();
  await throttle(pageSession);
  if (cpuRate > 1) await pageSession.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const worker = await browser.waitForTarget((t) => t.type() === "service_worker", { timeout: 10_000 });
  await throttle(await worker.createCDPSession());
  // The worker's own requests are throttled too: one it has never kept takes a Slow 3G round trip.
  const probe = await page.evaluate(async () => {
    const t = performance.now();
    await fetch("/api/course/student/accesscourse/00000000-0000-4000-8000-000000000000").catch(() => null);
    return performance.now() - t;
  });
  console.log(`a request through the worker under Slow 3G: ${(probe / 1000).toFixed(2)} s`);

  // SLOW3G_TRACE=1 prints when each answer came during the runs (where the time goes).
  if (process.env.SLOW3G_TRACE)
    page.on("response", (response) => {
      const url = response.url().replace(base, "");
      if (url.startsWith("about:")) return;
      const worker = response.fromServiceWorker() ? "worker" : "network";
      console.log(
        `  ${((performance.now() - start) / 1000).toFixed(2)} s ${worker.padEnd(7)} ${url.slice(0, 90)}`,
      );
    });
  const times = [];
  for (let i = 0; i < runs; i++) {
    // The student comes back: from an empty tab, so no frame of the last visit is mistaken for this one.
    await page.goto("about:blank");
    start = performance.now();
    void page.goto(base + student.path).catch(() => undefined);
    times.push(await lessonShown(page, start));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `lesson shown under Slow 3G${cpuRate > 1 ? ` and a ${cpuRate}× slower CPU` : ""}, after a first visit: median ${(median / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(", ")})`,
  );
} finally {
  await browser.close();
  await stop();
}
