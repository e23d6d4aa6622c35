// Counts the SQL statements each call of the read mix sends (bench/scale/request-mix.mjs), with the
// app in this process on the PostgreSQL scale data set, and writes the searched list's statements
// for bench/scale/request-path.mjs to replay as "its own SQL".
//
//   node bench/scale/generate.mjs --postgres-only
//   npx tsx bench/scale/request-statements.ts [--url=postgres://postgres@127.0.0.1:5432/ganit_scale]
//       [--src=server/src]   (another checkout's server/src counts that version: before and after)
//
// Every statement the pg driver is given counts, transaction control (begin, commit) too.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { mixRequests, pickCallers, SEARCHED_LIST, signIn } from "./request-mix.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/ganit_scale" },
    src: { type: "string", default: "server/src" },
    out: { type: "string", default: ".tmp/scale/request-statements.json" },
  },
});

type Sent = { text: string; values: unknown[] };
let sent: Sent[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (typeof first === "string") sent.push({ text: first, values: Array.isArray(second) ? second : [] });
  else sent.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const src = path.resolve(values.src);
const { loadConfig } = await import(path.join(src, "config/env.ts"));
const { openPostgres } = await import(path.join(src, "db/client.ts"));
const { buildApp } = await import(path.join(src, "app.ts"));
const config = loadConfig({
  DATABASE_URL: values.url,
  JWT_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "ganit-statements-")),
  WORKER_POLL_MS: "60000",
});
const database = await openPostgres(values.url);
await database.migrate(); // this checkout's migrations (a newer one is left as it is)
const { app } = await buildApp(config, database);
await new Promise((resolve) => setTimeout(resolve, 1000)); // the worker's first poll, not a request's

const inject = async (url: string, token: string | null) => {
  const res = await app.inject({ url, headers: token ? { authorization: token } : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
const post = async (url: string, payload: unknown) => {
  const res = await app.inject({ method: "POST", url, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};
const client = new pg.Client({ connectionString: values.url });
await client.connect();
const callers = await pickCallers(async (sql: string) => (await client.query(sql)).rows);
await client.end();
const schoolToken = await signIn(post, callers.school);
const pupilToken = await signIn(post, callers.pupil);

/** Statements of one call, after one warm-up call (a cache filled by the first is what serves). */
async function count(url: string, token: string | null) {
  await inject(url, token);
  sent = [];
  await inject(url, token);
  return sent;
}

const rows: string[] = [];
const all: Record<string, Sent[]> = {};
for (const call of [
  ...mixRequests({ schoolToken, pupilToken, courseId: callers.courseId }),
  { name: "list, searched", path: SEARCHED_LIST, token: schoolToken },
]) {
  const statements = await count(call.path, call.token);
  rows.push(`| ${call.name} | ${statements.length} |`);
  all[call.name] = [...statements];
  if (call.path === SEARCHED_LIST) {
    mkdirSync(path.dirname(values.out), { recursive: true });
    writeFileSync(values.out, JSON.stringify(statements, null, 1));
  }
}
// Every call's statements too, to read their plans (EXPLAIN ANALYZE).
writeFileSync(values.out.replace(/\.json$/, "-all.json"), JSON.stringify(all, null, 1));
console.log(`statements per call (${values.src})\n| call | statements |\n|---|---|\n${rows.join("\n")}`);
await app.close();
await database.close();
