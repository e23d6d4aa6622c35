import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./test-env.ts";

export type GanitServer = { url: string; stop(): Promise<void> };

type StartOptions = {
  port: number;
  dataDir: string;
  /** The built web app to serve (a snapshot of web/dist, see global setup). */
  webDist: string;
  smtpPort: number;
  logFile: string;
  superadmin: { username: string; password: string; email: string };
  /** Extra arguments of the server (`--demo`: the demo data, for a journey that needs it). */
  args?: string[];
  /**
   * How long the start may take before /api/health answers. `--demo` loads the whole demo (two
   * schools, their students and teachers, the practice sets and their activity) before it listens:
   * 54 s on this project's 2-core machine at a load average of 27.
   */
  readyTimeoutMs?: number;
};

const SERVER_MAIN = path.join(REPO_ROOT, "server/dist/main.js");
const WEB_INDEX = path.join(REPO_ROOT, "web/dist/index.html");
// The first start unpacks the build's migrated cluster and loads the shipped syllabus (SYLLABUS_LOAD=1) before it
// listens: seconds on a quiet machine, much more on a busy shared one.
const READY_TIMEOUT_MS = 90_000;

export const WEB_DIST = path.dirname(WEB_INDEX);

/** The journeys test the production build; `npm test` builds first, a bare `playwright test` may not. */
export function ensureBuilt(): void {
  if (existsSync(SERVER_MAIN) && existsSync(WEB_INDEX)) return;
  console.log("[e2e] server/dist or web/dist missing: running npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error("npm run build failed: the browser tests need the production build.");
}

/** Variables of the developer's shell that would point the server elsewhere than its fresh folder. */
const INHERITED_OUT = [
  "DATABASE_URL",
  "WEB_DIST",
  "APP_URL",
  "SMTP_URL",
  "HOST",
  "PORT",
  "DATA_DIR",
  "UPI_PAYEE_ID",
  "UPI_PAYEE_NAME",
];

/** Starts `node server/dist/main.js` on its own port and data folder and waits for /api/health. */
export async function startGanitServer(options: StartOptions): Promise<GanitServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: options.dataDir,
    WEB_DIST: options.webDist,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    SUPERADMIN_USERNAME: options.superadmin.username,
    SUPERADMIN_PASSWORD: options.superadmin.password,
    SUPERADMIN_EMAIL: options.superadmin.email,
    LOG_LEVEL: "warn",
    // Payments are set up, so the payment step shows its QR code (a payee no money can reach).
    UPI_PAYEE_ID: "ganit.e2e@example",
    UPI_PAYEE_NAME: "Ganit E2E",
    // The journeys register more schools than one office may in an hour (LIMITS.schoolRegistrationsPerIp):
    // the fixture's schools each come from their own address through the loopback "proxy"; the
    // browser's own requests carry no X-Forwarded-For and stay 127.0.0.1.
    TRUST_PROXY: "loopback",
    // The shipped syllabus is the Mathematics course, as an operator's first start may load it.
    SYLLABUS_LOAD: "1",
  });
  const log = openSync(options.logFile, "a");
  const child = spawn(process.execPath, [SERVER_MAIN, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const stop = () => stopProcess(child);
  try {
    await waitForHealth(url, child, options.logFile, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Ganit exited during start (code ${child.exitCode}):\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Ganit did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

const tail = (file: string) => readFileSync(file, "utf8").split("\n").slice(-30).join("\n");

/** SIGTERM (the server closes its database), then SIGKILL if it is still there after 10 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
