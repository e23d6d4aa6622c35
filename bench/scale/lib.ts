// What every row of the scale benchmark shares: starting a production Ganit on a data set, plain
// HTTP with the exact bytes on the wire, the statistics, and the one method every ratio uses: the two
// sides run in turn, A B A B …, in one run, so a machine whose speed drifts moves both alike.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SERVER = path.join(ROOT, "server/dist/main.js");
export const DEMO_PASSWORD = "GanitDemo2025";
/** Several processes share one secret; a token made before a restart still holds after it. */
export const JWT_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";

export function requireBuild() {
  if (!existsSync(SERVER)) {
    console.error("Build the server first: npm run build -w server");
    process.exit(2);
  }
}

/** A school office's session as the server's services take it, for a school row read with its `user_id`. */
export const officeSession = (school: Record<string, string> | undefined) => ({
  id: school?.user_id ?? "",
  role: "school" as const,
  name: "",
  username: "",
  email: "",
  schoolId: school?.id ?? null,
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

/* ---------- statistics ---------- */

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}
export const median = (values: number[]) => percentile(values, 50);
export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const ratio = (n: number) => `${n.toFixed(2)}×`;

export type Alternated = { a: number[]; b: number[]; ratios: number[] };
/**
 * A then B, `pairs` times, after `warmup` unmeasured pairs; each pair's ratio A/B. What to quote:
 * the median of each side and the median of the pair ratios.
 */
export async function alternate(
  pairs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  warmup = 2,
): Promise<Alternated> {
  const out: Alternated = { a: [], b: [], ratios: [] };
  for (let i = 0; i < warmup + pairs; i++) {
    const ta = await timed(a);
    const tb = await timed(b);
    if (i < warmup) continue;
    out.a.push(ta);
    out.b.push(tb);
    out.ratios.push(ta / tb);
  }
  return out;
}
export async function timed(f: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await f();
  return performance.now() - started;
}

/* ---------- HTTP ---------- */

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
export type Answer = { status: number; bytes: number; body: Buffer; headers: http.IncomingHttpHeaders };
/** One request; `bytes` is what crossed the wire (compressed when the server compressed it). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: all.length, body: all, headers: res.headers });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
export async function json<T>(url: string, options: Parameters<typeof request>[1] = {}): Promise<T> {
  const answer = await request(url, options);
  if (answer.status >= 400)
    throw new Error(`${options.method ?? "GET"} ${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body.toString()) as T;
}
/** Fails the row when an answer is not 2xx: a figure of error pages would be no figure. */
export async function ok(url: string, options: Parameters<typeof request>[1] = {}): Promise<Answer> {
  const answer = await request(url, options);
  if (answer.status >= 300)
    throw new Error(`${url}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
  return answer;
}
export async function signIn(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { token } = await json<{ token: string }>(`${base}/api/user/login`, {
    method: "POST",
    body: { username, password },
  });
  return token;
}

/* ---------- a Ganit process ---------- */

export type Target = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };
export type Ganit = { base: string; child: ChildProcess; stop(): Promise<void> };
let nextPort = 3700 + Math.floor(Math.random() * 200);

export function ganitEnv(target: Target, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    JWT_SECRET,
    DATA_DIR: target.kind === "pglite" ? target.dir : path.join(ROOT, ".tmp/scale/postgres-seed"),
    ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : {}),
  };
}

/** Starts the production build on the data set and waits for `/api/health`. */
export async function startGanit(target: Target, extraEnv: NodeJS.ProcessEnv = {}): Promise<Ganit> {
  const port = nextPort++;
  // GANIT_CPU_PROF=<folder>: each Ganit process writes a V8 CPU profile there when it stops.
  const profile = process.env.GANIT_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.GANIT_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER], {
    env: { ...ganitEnv(target, port), ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child);
  return { base, child, stop: () => stopChild(child) };
}
export async function waitHealthy(base: string, child: ChildProcess, limitMs = 180_000) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Ganit exited with ${child.exitCode}`);
    try {
      if ((await request(`${base}/api/health`)).status === 200) return;
    } catch {}
    if (performance.now() - started > limitMs) throw new Error(`Ganit did not start in ${limitMs} ms`);
    await sleep(50);
  }
}
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
