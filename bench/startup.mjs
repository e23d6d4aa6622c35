// Measures how long the production server takes to answer GET /api/health:
// on a fresh data folder (the build's migrated PGlite cluster unpacked) and on restarts of the same folder.
// Usage: npm run build && node bench/startup.mjs [restarts=5]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const restarts = Number(process.argv[2] ?? 5);
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), "ganit-bench-"));

async function timeToHealthy() {
  const started = performance.now();
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SUPERADMIN_PASSWORD: "bench-password-1",
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - started > 30_000) throw new Error("not healthy within 30 s");
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
  return ms;
}

try {
  const first = await timeToHealthy();
  const again = [];
  for (let i = 0; i < restarts; i++) again.push(await timeToHealthy());
  again.sort((a, b) => a - b);
  console.log(`first start (fresh data folder): ${first.toFixed(0)} ms`);
  console.log(
    `restart, ${restarts} runs: median ${again[Math.floor(again.length / 2)].toFixed(0)} ms, max ${again.at(-1).toFixed(0)} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
