// The request path on the PostgreSQL scale data set, with wrk (Debian's `wrk`):
//   - the read mix (a typical school's list, a pupil's lesson tree, the school's dashboard, the public
//     catalogue; bench/scale/request-mix.mjs) at 50 connections: requests a second, p50 and p99, and
//     how many took over 2 s (wrk's timeout), for this build, optionally an older build (--before),
//     and a bare Fastify serving the same answers from memory (bench/scale/bare-server.mjs);
//   - the typical school's searched list over HTTP (one connection, p50) against its own SQL: the
//     statements bench/scale/request-statements.ts recorded, replayed one after another (p50).
// Every comparison runs its sides in turn (A B A B …) and quotes medians, with the load average.
//
//   npm run build -w server && node bench/scale/generate.mjs --postgres-only
//   npx tsx bench/scale/request-statements.ts --url=URL
//   node bench/scale/request-path.mjs [--url=URL] [--before=OLD/dist/main.js] [--seconds=20] [--rounds=3]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { mixRequests, pickCallers, SEARCHED_LIST, signIn } from "./request-mix.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/ganit_scale" },
    before: { type: "string" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    statements: { type: "string", default: ".tmp/scale/request-statements.json" },
    /** The older build's statements (request-statements.ts --src=OLD/server/src --out=…). */
    "before-statements": { type: "string" },
  },
});
const tmp = mkdtempSync(path.join(os.tmpdir(), "ganit-request-path-"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const children = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

async function waitFor(url) {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (performance.now() - started > 60_000) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function start(args, port, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return `http://127.0.0.1:${port}`;
}

const startGanit = (main, port) =>
  start([main], port, {
    DATABASE_URL: values.url,
    JWT_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
    DATA_DIR: mkdtempSync(path.join(tmp, "data-")),
  });

/** wrk over the calls in turn; its figures, and a refusal if any answer was not 200. */
function wrk(base, calls, { connections, seconds, threads = 2 }) {
  const script = path.join(tmp, `mix-${calls.length}.lua`);
  const entries = calls.map((c) => `{ path = "${c.path}", token = ${c.token ? `"${c.token}"` : "nil"} }`);
  writeFileSync(
    script,
    `local calls = { ${entries.join(", ")} }
local i = 0
request = function()
  i = i % #calls + 1
  local c = calls[i]
  local headers = {}
  if c.token then headers["Authorization"] = c.token end
  return wrk.format("GET", c.path, headers)
end
`,
  );
  const run = spawnSync(
    "wrk",
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "2s", "--latency", "-s", script, base],
    { encoding: "utf8" },
  );
  const out = run.stdout;
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return Number.NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (bad) throw new Error(`${base}: ${bad[1]} answers were not 200\n${out}`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms("50"),
    p99: ms("99"),
    over2s: Number(/timeout (\d+)/.exec(out)?.[1] ?? 0),
  };
}

// The callers, signed in through this build; the answers the bare server will give.
const client = new pg.Client({ connectionString: values.url });
await client.connect();
const callers = await pickCallers(async (sql) => (await client.query(sql)).rows);
const main = path.join(ROOT, "server/dist/main.js");
const sides = { after: await startGanit(main, 3901) };
if (values.before) sides.before = await startGanit(path.resolve(values.before), 3902);
for (const base of Object.values(sides)) await waitFor(`${base}/api/health`);
const post = async (url, body) => {
  const res = await fetch(`${sides.after}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const calls = mixRequests({
  schoolToken: await signIn(post, callers.school),
  pupilToken: await signIn(post, callers.pupil),
  courseId: callers.courseId,
});
const answers = {};
for (const call of calls) {
  const res = await fetch(`${sides.after}${call.path}`, {
    headers: call.token ? { authorization: call.token } : {},
  });
  if (!res.ok) throw new Error(`${call.path}: ${res.status}`);
  answers[call.path] = await res.text();
}
writeFileSync(path.join(tmp, "answers.json"), JSON.stringify(answers));
sides.bare = await start(
  [path.join(import.meta.dirname, "bare-server.mjs"), path.join(tmp, "answers.json"), "3903"],
  3903,
);
await waitFor(`${sides.bare}/api/course/get`);

const mix = { connections: Number(values.connections), seconds: Number(values.seconds) };
console.log(
  `load average before: ${load()}; ${values.rounds} rounds of ${mix.seconds} s at ${mix.connections} connections`,
);
// One run each first, not counted: a process's first seconds are its JIT's and its pool's.
for (const base of Object.values(sides)) wrk(base, calls, { ...mix, seconds: 5 });
const results = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [name, base] of Object.entries(sides)) {
    const figures = wrk(base, calls, mix);
    results[name].push(figures);
    console.log(`round ${round + 1} ${name}: ${JSON.stringify(figures)} (load ${load()})`);
  }
}
const summary = Object.fromEntries(
  Object.entries(results).map(([name, runs]) => [
    name,
    {
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      over2s: runs.reduce((sum, r) => sum + r.over2s, 0),
    },
  ]),
);
console.log("\n| side | req/s (median) | p50 ms | p99 ms | over 2 s (all runs) |\n|---|---|---|---|---|");
for (const [name, s] of Object.entries(summary))
  console.log(`| ${name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.over2s} |`);
const ratio = (a, b) => (a / b).toFixed(3);
console.log(`mix vs bare Fastify: ${((100 * summary.after.rps) / summary.bare.rps).toFixed(1)} %`);
const pairs = (a, b) => median(results[a].map((run, i) => run.rps / results[b][i].rps));
console.log(`mix vs bare Fastify, round by round (median): ${(100 * pairs("after", "bare")).toFixed(1)} %`);
if (summary.before) {
  console.log(
    `mix after/before: ${ratio(summary.after.rps, summary.before.rps)}×; round by round (median) ${pairs("after", "before").toFixed(3)}×`,
  );
  console.log(`before vs bare Fastify: ${((100 * summary.before.rps) / summary.bare.rps).toFixed(1)} %`);
}

// HTTP vs its own SQL: the typical school's searched list, one at a time.
const statementsOf = { after: values.statements, before: values["before-statements"] };
for (const [name, file] of Object.entries(statementsOf)) {
  if (!sides[name] || !file || !existsSync(file)) continue;
  const statements = JSON.parse(readFileSync(file, "utf8"));
  const list = [{ name: "list, searched", path: SEARCHED_LIST, token: calls[0].token }];
  const http = [];
  const own = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    http.push(wrk(sides[name], list, { connections: 1, seconds: 5, threads: 1 }).p50);
    const times = [];
    const until = performance.now() + 5_000;
    while (performance.now() < until) {
      const started = performance.now();
      for (const s of statements) await client.query({ text: s.text, values: s.values });
      times.push(performance.now() - started);
    }
    own.push(median(times));
  }
  console.log(
    `${name}: the typical school's searched list, HTTP p50 ${median(http).toFixed(2)} ms, its ${statements.length} statements p50 ${median(own).toFixed(2)} ms: ${ratio(median(http), median(own))}× (load ${load()})`,
  );
}
await client.end();
process.exit(0);
