// A school office uploads a whole roll: POST /api/student/add-bulk with 5,000 rows, timed from the
// client (request, validation, the set-wise inserts in one transaction, the answer with 5,000
// credentials), against the production server started with the demo data.
// Usage: npm run build -w server && node bench/student-upload.mjs [runs=3] [--postgres]
//   --postgres: on PostgreSQL at 127.0.0.1:5432 (user postgres, trust), database `bench` (recreated).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const postgres = process.argv.includes("--postgres");
const rowsPerUpload = 5000;
const port = 3991;
const dataDir = mkdtempSync(path.join(tmpdir(), "ganit-bench-"));
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
if (postgres) {
  const psql = (sql) => execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-qc", sql]);
  psql("drop database if exists bench");
  psql("create database bench");
  env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/bench";
  env.JWT_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";
}
const server = spawn(process.execPath, ["server/dist/main.js", "--demo"], { env, stdio: "ignore" });
const url = (p) => `http://127.0.0.1:${port}${p}`;
// The server's own CPU time (user + system, from /proc): what the upload costs whatever else the
// shared machine is doing, while the wall time moves with the load.
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const FIRST = [
  "Aarav",
  "Diya",
  "Ishaan",
  "Kavya",
  "Rohan",
  "Saanvi",
  "Vihaan",
  "Ananya",
  "Kabir",
  "Meera",
  "Arjun",
  "Riya",
];
try {
  for (;;) {
    try {
      if ((await fetch(url("/api/health"))).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(url("/api/user/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "school@ganit.demo", password: "GanitDemo2025" }),
  });
  const { token } = await login.json();
  const times = [];
  const cpus = [];
  for (let run = 0; run < runs; run++) {
    const students = Array.from({ length: rowsPerUpload }, (_, i) => ({
      name: `${FIRST[i % FIRST.length]} Bench${run} ${i}`,
      email: `family${i % 3500}@bench.example.in`,
      dob: `20${10 + (i % 9)}-0${1 + (i % 9)}-${10 + (i % 18)}`,
      Class: String(1 + (i % 10)),
      fathername: `Father ${run}-${i}`,
    }));
    const body = JSON.stringify({ students });
    const cpuBefore = serverCpuMs();
    const started = performance.now();
    const res = await fetch(url("/api/student/add-bulk"), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body,
    });
    const answer = await res.json();
    const ms = performance.now() - started;
    if (!res.ok || answer.count !== rowsPerUpload) throw new Error(`upload answered ${res.status}`);
    const cpu = serverCpuMs() - cpuBefore;
    times.push(ms);
    cpus.push(cpu);
    console.log(
      `run ${run + 1}: ${rowsPerUpload} rows (${(body.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms, server CPU ${cpu} ms`,
    );
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  console.log(
    `${postgres ? "PostgreSQL" : "PGlite"}: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, best ${times[0].toFixed(0)} ms over ${runs} uploads of ${rowsPerUpload} rows; server CPU median ${cpus[Math.floor(cpus.length / 2)]} ms`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
