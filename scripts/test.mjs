// `npm test`: the whole suite in order — lint, typecheck, the contracts' tests, server tests, web
// tests, build, the bundle budget, browser tests.
// Each suite runs as a child process with its usual console output; counts come from the JSON reports
// of vitest and Playwright (lint, typecheck, build and budget count as one check each). A failing suite does not
// stop the ones after it. The output ends with one line `N passed, N failed` (`, N skipped` when some
// were), just below the names of the tests that failed (file and title), and the exit code is non-zero
// when anything failed.
//
//   node scripts/test.mjs                    everything
//   node scripts/test.mjs --only=server,web  some suites (lint, typecheck, contracts, server, web, build,
//                                            budget, browser)
//   TEST_SUMMARY_FILE=x.json                 also write the totals and the failed tests' names as JSON
//                                            (.ci/run adds up two runs)
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ChromiumMissingError, ensureChromium } from "./find-chromium.mjs";
import { formatFailures, playwrightFailures, vitestFailures } from "./test-failures.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = path.join(ROOT, ".tmp", "test-reports");
const SUITES = ["lint", "typecheck", "contracts", "server", "web", "build", "budget", "browser"];

const { values } = parseArgs({ options: { only: { type: "string" } } });
const selected = values.only ? values.only.split(",").map((s) => s.trim()) : SUITES;
const unknown = selected.filter((name) => !SUITES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(", ")}: choose among ${SUITES.join(", ")}.`);
  process.exit(2);
}

/** Runs a command with the console attached; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

/** The names of the failed tests, for the lines above the final count. */
const failures = [];

/** A command whose only result is its exit code counts as one check. */
async function check(name, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0)
    failures.push(
      `${name}: \`${[command, ...args].join(" ")}\` failed (exit code ${code}; its output is above)`,
    );
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/** vitest in a workspace folder, with its default reporter on the console and JSON in a file. */
async function vitest(workspace, folder = workspace) {
  const report = path.join(REPORTS, `${workspace}.json`);
  const code = await run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { cwd: path.join(ROOT, folder) },
  );
  const json = readJson(report);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (json) {
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = json.numFailedTests ?? 0;
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A test file that fails before any test runs (an import error, a failing hook) fails no test.
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).some((t) => t.status === "failed");
      if (file.status === "failed" && !failedTests) counts.failed += 1;
    }
  }
  const named = vitestFailures(json, workspace, ROOT);
  failures.push(...named);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  if (code !== 0 && named.length === 0) {
    failures.push(`${workspace}: vitest ended with exit code ${code}${json ? "" : " and wrote no report"}`);
  }
  return counts;
}

/** Playwright in e2e/, against the production build, in Debian's chromium. */
async function playwright() {
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    console.error(error.message);
    failures.push("browser: no chromium to run the browser tests in (see above)");
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = path.join(REPORTS, "browser.json");
  const code = await run("npx", ["playwright", "test", "--reporter=list,json"], {
    cwd: path.join(ROOT, "e2e"),
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  const json = readJson(report);
  const stats = json?.stats ?? {};
  const counts = {
    // A test that passed on its retry is flaky: it counts as passed and is named below.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (json?.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
  if (stats.flaky) console.log(`\nbrowser: ${stats.flaky} test(s) passed only on retry (flaky).`);
  const named = playwrightFailures(json, "browser", ROOT, path.join(ROOT, "e2e"));
  failures.push(...named);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  if (code !== 0 && named.length === 0) {
    failures.push(`browser: Playwright ended with exit code ${code}${json ? "" : " and wrote no report"}`);
  }
  return counts;
}

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const steps = {
  lint: {
    title: "lint (npm run lint: Biome, then the module boundaries)",
    run: () => check("lint", "npm", ["run", "lint"]),
  },
  typecheck: {
    title: "typecheck (npm run typecheck)",
    run: () => check("typecheck", "npm", ["run", "typecheck"]),
  },
  // The generators, the engine and the curriculum's data need no database: they run once, here, and
  // not again when CI runs the server suite on PostgreSQL.
  contracts: {
    title: "contracts tests (vitest: the practice engine, generators and curriculum)",
    run: () => vitest("contracts", "packages/contracts"),
  },
  server: { title: `server tests (vitest, ${database})`, run: () => vitest("server") },
  web: { title: "web tests (vitest)", run: () => vitest("web") },
  build: { title: "build (npm run build)", run: () => check("build", "npm", ["run", "build"]) },
  budget: {
    title: "bundle budget (first visits' JavaScript, scripts/bundle-size.mjs)",
    run: () => check("budget", "node", ["scripts/bundle-size.mjs", "--check"]),
  },
  browser: { title: "browser tests (Playwright, Debian chromium)", run: playwright },
};

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
let buildFailed = false;
for (const name of SUITES.filter((suite) => selected.includes(suite))) {
  const step = steps[name];
  console.log(`\n━━━ ${step.title} ━━━`);
  if ((name === "browser" || name === "budget") && buildFailed) {
    console.log(
      `skipped: the build failed, and the ${name === "browser" ? "browser tests run" : "budget is measured"} against the build.`,
    );
    results.push({ name, counts: { passed: 0, failed: 0, skipped: 0 }, seconds: 0, note: "not run" });
    continue;
  }
  const started = performance.now();
  const counts = await step.run();
  if (name === "build" && counts.failed > 0) buildFailed = true;
  results.push({ name, counts, seconds: (performance.now() - started) / 1000 });
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log("\n━━━ summary ━━━");
for (const { name, counts, seconds, note } of results) {
  for (const key of Object.keys(total)) total[key] += counts[key];
  const state = note ?? (counts.failed > 0 ? "FAILED" : "ok");
  const detail = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  console.log(`${name.padEnd(10)} ${state.padEnd(7)} ${detail.padEnd(36)} ${seconds.toFixed(1)} s`);
}
if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ ...total, database, failures }));
}
const failed = formatFailures(failures);
if (failed) console.log(failed);
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : "";
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
process.exitCode = total.failed > 0 ? 1 : 0;
