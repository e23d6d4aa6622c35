// Two Ganit processes on one PostgreSQL behind HAProxy (Debian's `haproxy`, started here as a user
// process on loopback with a configuration this script writes): throughput of the typical mix through
// two processes against one, and what must hold across processes: a token made by one works on the
// other, the sign-in brake counts across both, a password change ends the old token on both, and the
// balancer overwrites a client's own X-Forwarded-For (the brake cannot be dodged by writing one).
//
//   apt-get install -y haproxy; npm run build -w server; npm install --prefix bench
//   node bench/scale/generate.mjs --postgres-only --db=NAME     (the 100k set; or any Ganit database)
//   npm run bench:scale-out -- [--db=ganit_scale_100000] [--seconds=20] [--pairs=1] [--short]
//     [--append-xff]   (a balancer that appends to X-Forwarded-For: the brake check must fail)
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { saveResult, writeDocs } from "./scale/docs.ts";
import {
  alternate,
  DEMO_PASSWORD,
  load,
  median,
  ROOT,
  request,
  requireBuild,
  signIn,
  startGanit,
  stopChild,
  type Target,
  waitHealthy,
} from "./scale/lib.ts";
import { type Figures, ROWS, type RowContext, SCALE_OUT_ROW } from "./scale/rows.ts";
import { drive, typicalMix } from "./scale/rows-load.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "ganit_scale_100000" },
    seconds: { type: "string" },
    pairs: { type: "string", default: "1" },
    short: { type: "boolean", default: false },
    "no-docs": { type: "boolean", default: false },
    /**
     * The balancer *appends* to the client's X-Forwarded-For (`option forwardfor`) instead of
     * overwriting it: the brake check must then fail (a forged address per request dodges the brake).
     * Shows the check can fail; its figures are not kept.
     */
    "append-xff": { type: "boolean", default: false },
  },
});
requireBuild();
const seconds = Number(values.seconds ?? (values.short ? 5 : 20));
const target: Target = { kind: "postgres", url: `postgres://postgres@127.0.0.1:5432/${values.db}` };
const psql = (sql: string) =>
  execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", values.db, "-Atc", sql]).toString().trim();
const checks: [string, boolean, string][] = [];
const at = new Date().toISOString().slice(0, 16).replace("T", " ");
const figures: Figures = {};
const check = (what: string, passed: boolean, seen: string) => {
  checks.push([what, passed, seen]);
  console.log(`${passed ? "ok  " : "FAIL"} ${what}: ${seen}`);
};

function haproxyConfig(front2: number, front1: number, a: string, b: string) {
  const server = (name: string, base: string) =>
    `  server ${name} ${new URL(base).host} check inter 1s fall 2 rise 1`;
  const backend = (name: string, servers: string[]) => [
    `backend ${name}`,
    "  balance roundrobin",
    "  option httpchk GET /api/health/ready",
    ...servers,
    "",
  ];
  const frontend = (name: string, port: number, use: string) => [
    `frontend ${name}`,
    `  bind 127.0.0.1:${port}`,
    // The client's address as the balancer saw it, whatever the client wrote in this header.
    values["append-xff"] ? "  option forwardfor" : "  http-request set-header X-Forwarded-For %[src]",
    "  http-request set-header X-Forwarded-Proto http",
    `  default_backend ${use}`,
    "",
  ];
  return [
    "global",
    "  maxconn 2000",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  option http-keep-alive",
    "",
    ...frontend("two", front2, "both"),
    ...frontend("one", front1, "first"),
    ...backend("both", [server("a", a), server("b", b)]),
    ...backend("first", [server("a", a)]),
  ].join("\n");
}

const env = { TRUST_PROXY: "loopback" };
const a = await startGanit(target, env);
const b = await startGanit(target, env);
let haproxy: ChildProcess | undefined;
try {
  const dir = path.join(ROOT, ".tmp/scale-out");
  mkdirSync(dir, { recursive: true });
  const port = 4700 + Math.floor(Math.random() * 200);
  const [two, one] = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, port + 1, a.base, b.base));
  // -db: stay in the foreground, a child of this script, stopped with it.
  haproxy = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "ignore", "inherit"] });
  await waitHealthy(two, haproxy, 20_000);
  await waitHealthy(one, haproxy, 20_000);

  // Correctness first: the throughput run must not have braked the accounts these use.
  const pick = () =>
    psql(
      // One random generated pupil (the id computed once, not per row).
      `select username from users where id = (select 'bench-pu-' || (1 + floor(random() * 900))::int || '-' || (1 + floor(random() * 90))::int)`,
    );
  const pupil = pick();
  const tokenA = await signIn(a.base, pupil);
  const onB = await request(`${b.base}/api/user/profile`, { headers: { authorization: tokenA } });
  check("a token made by process A works on process B", onB.status === 200, `B answered ${onB.status}`);

  const braked = pick();
  const wrong = (base: string, spoof?: string) =>
    request(`${base}/api/user/login`, {
      method: "POST",
      headers: spoof ? { "x-forwarded-for": spoof } : {},
      body: { username: braked, password: "not-the-password" },
    });
  const statuses: number[] = [];
  // Five failures, each through the balancer with a different forged client address, landing on A and
  // B in turn: counted as one client only if the balancer overwrote the header and both share the count.
  for (let i = 0; i < 5; i++) statuses.push((await wrong(two, `203.0.113.${i + 1}`)).status);
  const sixthA = (await wrong(a.base)).status;
  const sixthB = (await wrong(b.base)).status;
  check(
    "the sign-in brake counts across both processes, forged X-Forwarded-For overwritten",
    statuses.every((s) => s === 401) && sixthA === 429 && sixthB === 429,
    `five failures through the balancer ${statuses.join(",")}; the sixth on A ${sixthA}, on B ${sixthB}`,
  );

  const changed = await request(`${a.base}/api/user/changepassword`, {
    method: "POST",
    headers: { authorization: tokenA },
    body: {
      username: pupil,
      currentPassword: DEMO_PASSWORD,
      newPassword: "Scale-out check 2026 — a long one",
    },
  });
  const oldOnA = (await request(`${a.base}/api/user/profile`, { headers: { authorization: tokenA } })).status;
  const oldOnB = (await request(`${b.base}/api/user/profile`, { headers: { authorization: tokenA } })).status;
  check(
    "a password change on A ends the old token on A and on B",
    changed.status === 200 && oldOnA === 401 && oldOnB === 401,
    `change ${changed.status}; old token on A ${oldOnA}, on B ${oldOnB}`,
  );

  // Throughput: the typical mix through the balancer to two processes, then to one, in turn.
  const tokens = new Map<string, string>();
  const rc = {
    base: two,
    async token(u: string) {
      if (!tokens.has(u)) tokens.set(u, await signIn(two, u));
      return tokens.get(u) as string;
    },
  } as unknown as RowContext;
  const mix = await typicalMix(rc);
  const loadBefore = load();
  const rps: { two: number[]; one: number[]; p99two: number[]; p99one: number[] } = {
    two: [],
    one: [],
    p99two: [],
    p99one: [],
  };
  await alternate(
    Number(values.pairs),
    async () => {
      const r = await drive(two, mix, seconds);
      rps.two.push(r.rps);
      rps.p99two.push(r.p99);
    },
    async () => {
      const r = await drive(one, mix, seconds);
      rps.one.push(r.rps);
      rps.p99one.push(r.p99);
    },
    0,
  );
  const ratios = rps.two.map((n, i) => n / (rps.one[i] ?? Number.NaN));
  console.log(
    `throughput, typical mix, 50 connections, ${seconds} s × ${values.pairs} pairs (load ${loadBefore} → ${load()}):\n` +
      `  two processes ${median(rps.two).toFixed(0)} req/s (p99 ${median(rps.p99two)} ms), ` +
      `one ${median(rps.one).toFixed(0)} req/s (p99 ${median(rps.p99one)} ms): two / one ${median(ratios).toFixed(2)}×`,
  );
  Object.assign(figures, {
    "two / one (req/s)": median(ratios),
    "two req/s": median(rps.two),
    "two p99 ms": median(rps.p99two),
    "one req/s": median(rps.one),
    "one p99 ms": median(rps.p99one),
    seconds,
    pairs: Number(values.pairs),
    load: `${loadBefore} → ${load()}`,
  });
} finally {
  if (haproxy) await stopChild(haproxy);
  await a.stop();
  await b.stop();
}
const failed = checks.filter(([, passed]) => !passed).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
figures.checks = checks
  .map(([what, passed, seen]) => `${passed ? "held" : "FAILED"}: ${what} (${seen})`)
  .join(" · ");
const { load: during, ...rest } = figures;
if (!values["append-xff"]) {
  saveResult("scale-out", "postgres", { figures: rest, load: String(during ?? load()), at });
  if (!values["no-docs"]) writeDocs([...ROWS, SCALE_OUT_ROW]);
}
process.exit(failed ? 1 : 0);
