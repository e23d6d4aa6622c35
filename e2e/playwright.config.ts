import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/find-chromium.mjs";
import { freePort } from "./harness/free-port.ts";
import { ENV } from "./harness/test-env.ts";

// The config is evaluated before global setup, and again in every worker: the first evaluation picks
// the port and leaves it in the environment, which global setup and the workers inherit.
process.env[ENV.port] ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env[ENV.port]}`;

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "./journeys",
  outputDir: "./test-results",
  globalSetup: "./harness/global-setup.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  // A retry in CI keeps a slow machine from failing a run; a retried pass is reported as flaky.
  retries: isCI ? 1 : 0,
  workers: 2,
  // A journey's own limit: the demo now carries the whole syllabus (every class's Mathematics course),
  // and a phone journey with axe on each screen took 30–35 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's chromium; never a browser build of Playwright's own.
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium", grepInvert: /@long/ },
    // A journey tagged @long: a whole story (a classroom's week, a school's purchase, a child's whole
    // practice set) on a school, seats and pupils set up through the API first, often of several
    // people each in a browser of their own. Four minutes, for a busy 2-core machine.
    { name: "long", grep: /@long/, timeout: 240_000 },
  ],
});
