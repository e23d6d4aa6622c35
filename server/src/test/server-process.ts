import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API } from "@ganit/contracts";
import { afterAll, beforeAll, inject } from "vitest";
import { ensureServerBundle } from "./server-bundle.ts";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Runs an operator CLI (src/cli/<script>.ts) under tsx as the operator would: without the tests'
 * database settings, with `env` added; answers its exit code and all it printed.
 */
export function runCli(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", `src/cli/${script}.ts`, ...args], {
    cwd: serverRoot,
    env: { ...inherited, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = printed(child);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output: output() })),
  );
}

/** Everything a child process prints, its output and its errors together as they come. */
function printed(child: ChildProcess): () => string {
  let output = "";
  const add = (chunk: unknown) => {
    output += chunk;
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  return () => output;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * The real server as a child process on 127.0.0.1, a free port and the given DATA_DIR, on PGlite:
 * the run's production bundle (`node <bundle>/main.js`, global-setup.ts), or in watch mode the
 * sources (`node --import tsx src/main.ts`). Either way one process, so signals reach the server
 * itself. `args` go to main (`--demo`).
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, SMTP_URL: _s, ...inherited } = process.env;
  const bundle = inject("serverBundle");
  if (bundle) await ensureServerBundle(bundle);
  const entry = bundle ? [path.join(bundle, "main.js")] : ["--import", "tsx", "src/main.ts"];
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: serverRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(dataDir, "no-web"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = printed(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output, exited };
}

/** Polls GET /api/health until it answers 200; returns the milliseconds it took. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (performance.now() - started < timeoutMs) {
    if (ended) throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}${API.health}`);
      if (res.status === 200) return performance.now() - started;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGKILL");
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * A scratch folder of the describe block it is called in (`prefix` names it under the system's temp
 * folder), made before its tests: `path(name)` is a path in it. After the tests, every server pushed
 * onto `started` that still runs is killed and the folder is removed.
 */
export function useScratchFolder(prefix: string) {
  let root = "";
  const started: ServerProcess[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all(started.map((s) => s.exited));
    await rm(root, { recursive: true, force: true });
  });
  return { path: (name: string) => path.join(root, name), started };
}
