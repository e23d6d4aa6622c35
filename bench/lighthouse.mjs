// Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on the production build, in
// Debian's chromium. Builds nothing: run `npm run build` first. Starts `node server/dist/main.js` on a
// fresh temp data folder and a free port, audits each page RUNS times and prints the median run
// (by performance score) of each: performance, accessibility, LCP and the bytes sent.
//
// Lighthouse lives apart from the workspaces (it is large and only benchmarks need it):
//   npm install --prefix bench && npm run build && node bench/lighthouse.mjs [--runs=3] [/ /login /courses]
// `--student` audits a school student's lesson screen instead: the server starts with the
// demo data, the demo school enrols a pupil (bench/student-session.mjs), and each run's browser starts
// signed in as that pupil (session storage set before the app's scripts run, as a test would).
// `--practice` (with or without `--student`) audits the same pupil's practice screen instead: the
// first demo exercise set in practice mode of the pupil's class, at /practice/:resourceId.
// `--cpu=N` sets Lighthouse's CPU slowdown (default 4, its own). The default is calibrated for a host
// whose benchmarkIndex is 1500–2000; on a faster host the same page scores higher, on a slower one
// lower, so the figures of a host outside that range are given at the multiplier that brings it back
// to the default's phone: N = 4 × benchmarkIndex / 1750 (docs/benchmarks.md).
// CHROMIUM_PATH picks another chromium (default /usr/bin/chromium).
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CHROMIUM_FLAGS } from "../scripts/find-chromium.mjs";
import { startDemoServer } from "./demo-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const LIGHTHOUSE = path.join(import.meta.dirname, "node_modules", ".bin", "lighthouse");
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS].join(" ");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    student: { type: "boolean", default: false },
    practice: { type: "boolean", default: false },
    cpu: { type: "string", default: "4" },
  },
});
const runs = Number(values.runs);
const cpuSlowdown = Number(values.cpu);
if (!(cpuSlowdown >= 1)) {
  console.error("--cpu takes a multiplier of at least 1, such as 4 or 6.");
  process.exit(2);
}
// Lighthouse's mobile profile (simulated slow 4G), with the CPU slowdown of --cpu.
const THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: cpuSlowdown,
};
const asStudent = values.student || values.practice;
const pages = positionals.length > 0 ? positionals : asStudent ? [] : ["/", "/login", "/courses"];

try {
  readFileSync(path.join(ROOT, "server/dist/main.js"));
  readFileSync(path.join(ROOT, "web/dist/index.html"));
} catch {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
try {
  readFileSync(path.join(import.meta.dirname, "node_modules/lighthouse/package.json"));
} catch {
  console.error("Lighthouse is not installed: run `npm install --prefix bench` first.");
  process.exit(1);
}

/** Runs a command, collecting stdout; rejects with its stderr when it fails. */
const collect = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString("utf8"))
        : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString("utf8").slice(-2000)}`)),
    );
  });

/** The figures of one Lighthouse report. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id].score ?? 0) * 100);
  const failing = Object.values(report.audits)
    .filter((a) => a.score === 0 && report.categories.accessibility.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcp: report.audits["largest-contentful-paint"].numericValue,
    fcp: report.audits["first-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
    bytes: report.audits["total-byte-weight"].numericValue,
    failing,
    version: report.lighthouseVersion,
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
    finalUrl: report.finalDisplayedUrl,
    // The host's CPU power as Lighthouse measures it: its default 4× slowdown is calibrated for
    // 1500–2000 (a high-end desktop); below that the same page scores lower (docs/throttling.md).
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    lcpElement:
      report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/**
 * A signed-in page: Lighthouse's Node API on a puppeteer page whose every new document first gets
 * the session's keys in session storage (the lesson's own sandboxed frame has no storage: skipped).
 */
async function auditSignedIn(url, session) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const { default: puppeteer } = await import("puppeteer-core");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS.split(" "),
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((entries) => {
      try {
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
      } catch {}
    }, Object.entries(session));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        throttling: THROTTLING,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    const report = result?.lhr;
    if (!report) throw new Error(`${url}: no report`);
    // LIGHTHOUSE_SAVE=file keeps the last report, for reading its request chain and its traces.
    if (process.env.LIGHTHOUSE_SAVE) writeFileSync(process.env.LIGHTHOUSE_SAVE, JSON.stringify(report));
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    return figures(report);
  } finally {
    chrome.kill();
  }
}

async function audit(url, session) {
  if (session) return auditSignedIn(url, session);
  const json = await collect(
    LIGHTHOUSE,
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility",
      `--chrome-flags=${CHROME_FLAGS}`,
      "--quiet",
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    ],
    { CHROME_PATH: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
  );
  const report = JSON.parse(json);
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  return figures(report);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function auditWithRetry(url, session, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, session);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.error(`${url}: ${error.message.split("\n")[0]} — trying again`);
    }
  }
}

const { base, stop } = await startDemoServer({
  demo: asStudent,
  env: { SUPERADMIN_PASSWORD: "bench-password-1" },
});

try {
  let session;
  if (asStudent) {
    const { demoStudentSession } = await import("./student-session.mjs");
    const student = await demoStudentSession(base, { practice: values.practice });
    session = student.session;
    if (pages.length === 0) pages.push(student.path);
    console.log(`Signed in as a student of ${student.courseName}, Class ${student.classNumber}`);
  }
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await auditWithRetry(base + page, session));
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    rows.push({ page, median, all: results.map((r) => `${r.performance}@${r.benchmarkIndex}`) });
  }
  console.log(
    `Lighthouse ${rows[0]?.median.version}, mobile, CPU ${rows[0]?.median.cpuSlowdown}× slower, ${runs} run(s) per page, median shown`,
  );
  console.log(
    "page        perf  a11y   LCP      FCP      TBT     bytes     (perf@benchmarkIndex of each run)",
  );
  for (const { page, median: m, all } of rows) {
    console.log(
      [
        page.padEnd(10),
        String(m.performance).padStart(5),
        String(m.accessibility).padStart(5),
        `${(m.lcp / 1000).toFixed(1)} s`.padStart(8),
        `${(m.fcp / 1000).toFixed(1)} s`.padStart(8),
        `${Math.round(m.tbt)} ms`.padStart(8),
        `${(m.bytes / 1024).toFixed(0)} KiB`.padStart(9),
        `   (${all.join(", ")})`,
      ].join(" "),
    );
    if (!m.finalUrl.endsWith(page)) console.log(`            ended at ${m.finalUrl}`);
    if (process.env.LIGHTHOUSE_LCP) console.log(`            LCP element: ${m.lcpElement}`);
    if (m.failing.length > 0)
      console.log(`            accessibility audits failing: ${m.failing.join(", ")}`);
  }
} finally {
  await stop();
}
