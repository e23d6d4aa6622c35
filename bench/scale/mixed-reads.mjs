// The mixed reads of a busy morning against one Ganit process: the school's student list (a page of
// 25 by name), the school dashboard, a pupil's lesson tree and the public catalogue, in turn, from 50
// connections for 20 s (Debian's `wrk`, each request's limit 2 s: a request over 2 s counts as a
// timeout). Prints requests per second, p50/p99, timeouts, non-2xx answers (a full queue's 503s) and
// the server's memory (peak and final resident set).
//
//   npm run build -w server && node bench/scale/generate.mjs --dir=DIR   (the data set, once)
//   node bench/scale/mixed-reads.mjs --dir=DIR [--server=server/dist/main.js] [--connections=50] [--seconds=20]
//   node bench/scale/mixed-reads.mjs --postgres=URL …   --only=tree,catalogue: a part of the mix
// --dir serves a copy of DIR (the folder itself is left as it was); --server compares another build.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    postgres: { type: "string" },
    server: { type: "string", default: path.join(ROOT, "server/dist/main.js") },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "20" },
    // Which of the mix: list, dashboard, tree, catalogue (comma-separated); all four by default.
    only: { type: "string", default: "list,dashboard,tree,catalogue" },
  },
});
const work = mkdtempSync(path.join(tmpdir(), "ganit-mixed-"));
const port = 3600 + Math.floor(Math.random() * 100);
const env = { ...process.env, PORT: String(port), LOG_LEVEL: "warn" };
if (values.dir) {
  cpSync(values.dir, path.join(work, "data"), { recursive: true });
  rmSync(path.join(work, "data/ganit.lock"), { force: true });
  env.DATA_DIR = path.join(work, "data");
} else if (values.postgres) {
  env.DATABASE_URL = values.postgres;
  env.JWT_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";
} else {
  console.error("Give --dir=<PGlite scale folder> or --postgres=<url>");
  process.exit(2);
}
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [values.server], { env, stdio: "ignore" });
const memory = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMiB: Math.round(kib("VmHWM") / 1024), rssMiB: Math.round(kib("VmRSS") / 1024) };
};

async function signIn(username) {
  const res = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "GanitDemo2025" }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return (await res.json()).token;
}

async function getJson(pathname, token) {
  const res = await fetch(`${base}${pathname}`, { headers: token ? { authorization: token } : {} });
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

try {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error("Ganit did not start within 180 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const startMs = performance.now() - started;
  const school = await signIn("school@ganit.demo");
  const pupil = await signIn("asha1001");
  const courses = await getJson("/api/course/student/accesscourses", pupil);
  const courseId = courses.courses[0]?._id;
  if (!courseId) throw new Error("the demo pupil has no course");
  const kinds = {
    list: ["/api/student/getall?page=1&limit=25&sort=name", school],
    dashboard: ["/api/school/dashboard", school],
    tree: [`/api/course/student/accesscourse/${encodeURIComponent(courseId)}`, pupil],
    catalogue: ["/api/course/get", null],
  };
  const mix = values.only.split(",").map((kind) => kinds[kind]);
  for (const [pathname, token] of mix) await getJson(pathname, token ?? undefined);
  const lua = path.join(work, "mix.lua");
  writeFileSync(
    lua,
    `local mix = {${mix.map(([p, t]) => `{${JSON.stringify(p)}, ${t ? JSON.stringify(t) : "nil"}}`).join(", ")}}
local i = 0
request = function()
  i = i % #mix + 1
  local m = mix[i]
  local headers = {}
  if m[2] then headers["authorization"] = m[2] end
  return wrk.format("GET", m[1], headers)
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %d %.1f %.1f %.1f %.1f\\n", summary.requests, summary.duration,
    summary.errors.timeout, summary.errors.status, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, (summary.errors.connect + summary.errors.read + summary.errors.write)))
end
`,
  );
  const out = execFileSync(
    "wrk",
    ["-t2", `-c${values.connections}`, `-d${values.seconds}s`, "--timeout", "2s", "-s", lua, base],
    { encoding: "utf8" },
  );
  const [requests, durationUs, timeouts, non2xx, p50, p99, max, socketErrors] = /RESULT (.*)/
    .exec(out)[1]
    .split(" ")
    .map(Number);
  const mem = memory();
  console.log(
    `${values.dir ? "PGlite" : "PostgreSQL"} ${path.relative(ROOT, values.server)} [${values.only}]: started in ${(startMs / 1000).toFixed(2)} s; ` +
      `${(requests / (durationUs / 1e6)).toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms, max ${max} ms, ` +
      `over 2 s (timeouts) ${timeouts}, non-2xx ${non2xx}, socket errors ${socketErrors}; ` +
      `memory peak ${mem.peakMiB} MiB, at the end ${mem.rssMiB} MiB (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}
