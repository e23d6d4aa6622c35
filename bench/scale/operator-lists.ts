// Times the operators' lists across schools on the scale data set, and prints each query's plan.
//
//   node bench/scale/generate.mjs --postgres-only   (or --postgres)
//   npx tsx bench/scale/operator-lists.ts [--url=postgres://postgres@127.0.0.1:5432/ganit_scale] [--runs=15]
//
// For every case: the median and slowest time of the service's whole answer (rows, count and the
// enrolments of the page) over the runs after two warm-ups, then EXPLAIN (ANALYZE, BUFFERS) of the
// rows query and the count query as the service sends them.
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import {
  noPurchaseSchoolsQuerySchema,
  studentDirectoryQuerySchema,
  studentsQuerySchema,
} from "../../packages/contracts/src/index.ts";
import type { AppContext } from "../../server/src/context.ts";
import * as schema from "../../server/src/db/schema.ts";
import {
  createNoPurchaseSchoolsService,
  createStudentDirectoryService,
} from "../../server/src/modules/operator-lists/index.ts";
import { createStudentsService } from "../../server/src/modules/students/index.ts";
import { officeSession } from "./lib.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/ganit_scale" },
    runs: { type: "string", default: "15" },
    /** Only the cases whose label contains this text (e.g. --only=search). */
    only: { type: "string", default: "" },
    plans: { type: "boolean", default: true },
  },
});
const pool = new pg.Pool({ connectionString: values.url, max: 4 });
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
});
const ctx = { database: { db } } as unknown as AppContext;
const students = createStudentDirectoryService(ctx);
const noPurchases = createNoPurchaseSchoolsService(ctx);

const one = async (sql: string) => (await pool.query(sql)).rows[0] as Record<string, string>;
const school = await one(
  "select s.id, s.state, u.id as user_id from schools s join users u on u.id = s.user_id where u.email = 'school@ganit.demo'",
);
const state = await one("select state from schools group by state order by count(*) desc limit 1");
const course = await one("select course_id from enrolments group by course_id order by count(*) limit 1");
const pupil = await one(
  "select u.name from students st join users u on u.id = st.user_id where st.school_id is not null order by u.name limit 1 offset 5000",
);
const word = (pupil?.name ?? "sha").split(" ")[0]?.slice(0, 4) ?? "sha";

const cases: [string, Record<string, string>][] = [
  ["no filter, page 1 by name", {}],
  ["class 5", { class: "5" }],
  ["the big school", { school: school?.id ?? "" }],
  ["the big school, class 5", { school: school?.id ?? "", class: "5" }],
  [`state ${state?.state}`, { state: state?.state ?? "" }],
  [`state ${state?.state} + class 5`, { state: state?.state ?? "", class: "5" }],
  ["course (its smallest)", { course: course?.course_id ?? "" }],
  ["not enrolled", { enrolled: "no" }],
  ["enrolled", { enrolled: "yes" }],
  ["individual learners", { school: "individual" }],
  [`search "${word}"`, { search: word }],
  ['search "sha"', { search: "sha" }],
  ['search "ra" (two characters)', { search: "ra" }],
  ['search "98111" (a phone fragment)', { search: "98111" }],
  [`search "${word}" + class 5`, { search: word, class: "5" }],
  [`search "${word}" in the big school`, { search: word, school: school?.id ?? "" }],
  ["no filter, page 400 by class", { page: "400", sort: "class" }],
];

async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < Number(values.runs) + 2; i++) {
    const started = performance.now();
    await run();
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

async function explain(label: string) {
  if (!values.plans) return;
  for (const { sql, params } of captured.slice(0, 2)) {
    const plan = await pool.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    console.log(`  -- ${label}: ${sql.slice(0, 60)}…`);
    for (const row of plan.rows) console.log(`     ${row["QUERY PLAN"]}`);
  }
}

/** Times a page of an operator list and prints it with the list's total, then (with --plans) its plans. */
async function measure(label: string, list: () => Promise<unknown>) {
  const { median, max } = await timed(list);
  captured = [];
  const page = (await list()) as { total: number };
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms, total ${page.total}`,
  );
  await explain(label);
}

console.log(`GET /api/superadmin/students (page of 25) on ${values.url}`);
for (const [label, filters] of cases.filter(([label]) => label.includes(values.only ?? ""))) {
  const query = studentDirectoryQuerySchema.parse({ page: "1", limit: "25", ...filters });
  await measure(label, () => students.list(query));
}
// The yardstick: the big school's own list (GET /api/student/getall) of the same size.
console.log("GET /api/student/getall of the big school (page of 25), for comparison");
const office = officeSession(school);
const ownList = createStudentsService(ctx);
for (const [label, filters] of [
  ["page 1 by name", {}],
  ["class 5", { class: "5" }],
  [`search "${word}"`, { search: word }],
] as [string, Record<string, string>][]) {
  const query = studentsQuerySchema.parse({ page: "1", limit: "25", ...filters });
  const { median, max } = await timed(() => ownList.list(office, query));
  console.log(`${label.padEnd(44)} median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
}
console.log("GET /api/superadmin/schools/no-purchases (page of 25)");
for (const [label, filters] of [
  ["no search", {}],
  ["search 'pur'", { search: "pur" }],
] as [string, Record<string, string>][]) {
  const query = noPurchaseSchoolsQuerySchema.parse({ page: "1", limit: "25", ...filters });
  await measure(label, () => noPurchases.list(query));
}
await pool.end();
