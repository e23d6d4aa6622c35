// Mixed reads under load: 50 connections, each cycling through a school's list page, a pupil's lesson
// tree, the school dashboard and the public catalogue, driven by autocannon (docs/adr/0391-autocannon-
// for-load.md). Set against the same four answers served from memory by a bare Fastify route, in turn
// A B A B …: what Ganit keeps of what Node and HTTP alone could do on this machine at that moment.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error autocannon ships no types; it is installed in bench/ only.
import autocannon from "autocannon";
import { ok, percentile, ROOT, request, sleep, stopChild, waitHealthy } from "./lib.ts";
import type { Figures, RowContext } from "./rows.ts";
import { TYPICAL_SCHOOL } from "./rows-lists.ts";

type Req = { method: "GET"; path: string; headers: Record<string, string> };
export const PUPIL = "asha1001";

/** The typical mix: four reads, each signed in as its own role. */
export async function typicalMix(rc: RowContext, base = rc.base): Promise<Req[]> {
  const school = await rc.token(TYPICAL_SCHOOL);
  const pupil = await rc.token(PUPIL);
  const { courses } = JSON.parse(
    (
      await ok(`${base}/api/course/student/accesscourses`, { headers: { authorization: pupil } })
    ).body.toString(),
  ) as { courses: { _id: string; enrolledClass: { classNumber: number; accessGranted?: boolean }[] }[] };
  const course = courses.find((c) => c.enrolledClass.some((k) => k.accessGranted !== false));
  const klass = course?.enrolledClass.find((k) => k.accessGranted !== false);
  if (!course || !klass) throw new Error(`${PUPIL} has no open class: no lesson tree to read`);
  return [
    {
      method: "GET",
      path: "/api/student/getall?page=1&limit=25&sort=name&order=asc",
      headers: { authorization: school },
    },
    {
      method: "GET",
      path: `/api/course/student/accesscourse/${course._id}?class=${klass.classNumber}`,
      headers: { authorization: pupil },
    },
    { method: "GET", path: "/api/school/dashboard", headers: { authorization: school } },
    { method: "GET", path: "/api/course/get", headers: {} },
  ];
}

export type Load = { rps: number; p99: number; over2s: number; errors: number; total: number };
/** One autocannon run of the mix against `base`. */
export async function drive(base: string, requests: Req[], seconds: number, connections = 50): Promise<Load> {
  let over2s = 0;
  const instance = autocannon({ url: base, connections, duration: seconds, requests, timeout: 30 });
  instance.on("response", (_c: unknown, _s: number, _b: number, responseTime: number) => {
    if (responseTime > 2000) over2s++;
  });
  const result = await instance;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    over2s: over2s + result.timeouts,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** A Fastify process answering each path of the mix with the bytes Ganit answered, from memory. */
async function startBare(bodies: Record<string, string>) {
  const file = path.join(ROOT, ".tmp/scale/bare-bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const port = 3690 + Math.floor(Math.random() * 9);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "bare-server.mjs"), file, String(port)],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child, 20_000);
  return { base, stop: () => stopChild(child) };
}

export async function mixedReads(rc: RowContext): Promise<Figures> {
  const requests = await typicalMix(rc);
  const bodies: Record<string, string> = {};
  for (const r of requests)
    bodies[r.path] = (await ok(`${rc.base}${r.path}`, { headers: r.headers })).body.toString();
  const bare = await startBare(bodies);
  try {
    await request(`${bare.base}/api/health`);
    const ganit: Load[] = [];
    const plain: Load[] = [];
    for (let i = 0; i < rc.pairs; i++) {
      ganit.push(await drive(rc.base, requests, rc.seconds));
      await sleep(1000);
      plain.push(await drive(bare.base, requests, rc.seconds));
      await sleep(1000);
    }
    const mid = (xs: Load[], k: keyof Load) =>
      percentile(
        xs.map((x) => x[k]),
        50,
      );
    return {
      "req/s": mid(ganit, "rps"),
      "p99 ms": mid(ganit, "p99"),
      "over 2 s": ganit.reduce((n, x) => n + x.over2s, 0),
      "errors or non-2xx": ganit.reduce((n, x) => n + x.errors, 0),
      "bare req/s": mid(plain, "rps"),
      "bare p99 ms": mid(plain, "p99"),
      "Ganit / bare": percentile(
        ganit.map((g, i) => g.rps / (plain[i]?.rps ?? Number.NaN)),
        50,
      ),
      seconds: rc.seconds,
      pairs: rc.pairs,
    };
  } finally {
    await bare.stop();
  }
}
