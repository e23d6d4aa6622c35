// A school office's upload of 5,000 pupils against the least the database must do for the same rows:
// POST /api/student/add-bulk (HTTP, JSON, zod, the duplicate and roll-number checks, usernames,
// users, tokens, students, the mail job, the audit event, the answer with 5,000 credentials) vs a raw
// INSERT … SELECT FROM unnest(…) of the same rows into users and students, in one transaction.
// Run alternately, A B A B …, into the big school of the 100k scale data set; each pair's ratio, the
// medians, the load average.
//
//   npm run build -w server && node bench/scale/generate.mjs --dir=DIR   (the data set, once)
//   node bench/scale/upload-vs-unnest.mjs --dir=DIR [--runs=5]           PGlite: two copies of DIR,
//        one served by Ganit, one opened by this script (a PGlite folder has one process)
//   node bench/scale/upload-vs-unnest.mjs --postgres=URL [--runs=5]      PostgreSQL: both on URL
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    postgres: { type: "string" },
    runs: { type: "string", default: "5" },
    rows: { type: "string", default: "5000" },
  },
});
const runs = Number(values.runs);
const rowsPerUpload = Number(values.rows);
if (!values.dir === !values.postgres) {
  console.error("Give --dir=<PGlite scale folder> or --postgres=<url of a scale database>");
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), "ganit-upload-unnest-"));
const port = 3700 + Math.floor(Math.random() * 100);
const env = { ...process.env, PORT: String(port), LOG_LEVEL: "warn" };
/** The raw side: `run(sql, params)` on the same data. */
let raw;
if (values.dir) {
  const served = path.join(work, "served");
  const mine = path.join(work, "raw");
  cpSync(values.dir, served, { recursive: true });
  cpSync(values.dir, mine, { recursive: true });
  rmSync(path.join(served, "ganit.lock"), { force: true });
  env.DATA_DIR = served;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(mine, "pglite"), { extensions: { pg_trgm } });
  raw = { run: (text, params) => db.query(text, params), close: () => db.close() };
} else {
  env.DATABASE_URL = values.postgres;
  env.JWT_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: values.postgres });
  await client.connect();
  raw = { run: (text, params) => client.query(text, params), close: () => client.end() };
}

const server = spawn(process.execPath, [path.join(ROOT, "server/dist/main.js")], { env, stdio: "ignore" });
const url = (p) => `http://127.0.0.1:${port}${p}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Rows no school holds yet: a new name, father and e-mail for every run and side. */
const rowsFor = (tag) =>
  Array.from({ length: rowsPerUpload }, (_, i) => ({
    name: `Pupil ${tag} ${i}`,
    email: `family${i % 3500}.${tag}@bench.example.in`,
    dob: `20${10 + (i % 9)}-0${1 + (i % 9)}-${10 + (i % 18)}`,
    Class: String(1 + (i % 10)),
    fathername: `Father ${tag} ${i}`,
  }));

async function upload(token, tag) {
  const body = JSON.stringify({ students: rowsFor(tag) });
  const started = performance.now();
  const res = await fetch(url("/api/student/add-bulk"), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body,
  });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || answer.count !== rowsPerUpload) throw new Error(`upload answered ${res.status}`);
  return ms;
}

/** The same rows, users and students only, ids and roll numbers made here: what no upload can skip. */
async function rawInsert(schoolId, tag) {
  const rows = rowsFor(tag);
  const started = performance.now();
  const userIds = rows.map(() => randomUUID());
  await raw.run("begin");
  await raw.run(
    `insert into users (id, username, email, name, role)
     select id, username, email, name, 'student' from unnest($1::text[], $2::text[], $3::text[], $4::text[])
       as t(id, username, email, name)`,
    [userIds, rows.map((_, i) => `raw${tag}x${i}`), rows.map((r) => r.email), rows.map((r) => r.name)],
  );
  await raw.run(
    `insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob)
     select id, user_id, $1, roll_number, class_number, fathername, dob::date
     from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
       as t(id, user_id, roll_number, class_number, fathername, dob)`,
    [
      schoolId,
      rows.map(() => randomUUID()),
      userIds,
      rows.map((_, i) => `r${tag}-${i}`),
      rows.map((r) => Number(r.Class)),
      rows.map((r) => r.fathername),
      rows.map((r) => r.dob),
    ],
  );
  await raw.run("commit");
  return performance.now() - started;
}

try {
  for (let started = performance.now(); ; ) {
    try {
      if ((await fetch(url("/api/health"))).ok) break;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error("Ganit did not start within 180 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(url("/api/user/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "school@ganit.demo", password: "GanitDemo2025" }),
  });
  const { token } = await login.json();
  const school = await raw.run(
    `select s.id from schools s join users u on u.id = s.user_id where lower(u.username) = 'school@ganit.demo'`,
  );
  const schoolId = school.rows[0].id;
  const stamp = Date.now().toString(36);
  // One of each to warm both up, not counted.
  await upload(token, `w${stamp}a`);
  await rawInsert(schoolId, `w${stamp}b`);
  const uploads = [];
  const raws = [];
  const ratios = [];
  for (let run = 0; run < runs; run++) {
    const a = await upload(token, `${stamp}a${run}`);
    const b = await rawInsert(schoolId, `${stamp}b${run}`);
    uploads.push(a);
    raws.push(b);
    ratios.push(a / b);
    console.log(
      `pair ${run + 1}: upload ${a.toFixed(0)} ms, raw unnest ${b.toFixed(0)} ms, ${(a / b).toFixed(2)}×`,
    );
  }
  console.log(
    `${values.dir ? "PGlite" : "PostgreSQL"}, ${rowsPerUpload} rows, ${runs} pairs: upload median ${median(uploads).toFixed(0)} ms, ` +
      `raw unnest median ${median(raws).toFixed(0)} ms, ratio median ${median(ratios).toFixed(2)}× ` +
      `(load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await raw.close();
  rmSync(work, { recursive: true, force: true });
}
