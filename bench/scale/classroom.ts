// The classroom's and the parents' reads at 100,000 students, on PostgreSQL: each service called as
// its route calls it, with the biggest school's parameters; the SQL it sends captured (Drizzle's
// logger), each statement's EXPLAIN (ANALYZE, BUFFERS) taken, and the call timed in the process
// (the server's side of the request, no HTTP): the median of several runs after two warm-ups.
//
//   npm run build -w server && npm run bench:classroom -- [--generate] [--db=bench_classroom] [--runs=9]
//     [--teacher=bigteacher2@scale.bench] [--plans] (every statement's key plan lines, not only each case's slowest)  [--only=TEXT]
//
// --generate makes the data set first: generate.mjs --classroom --postgres-only into the database.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  assignmentChildrenQuerySchema,
  assignmentsQuerySchema,
  studentsQuerySchema,
  teacherTestsQuerySchema,
} from "../../packages/contracts/src/index.ts";
import type { AppContext } from "../../server/src/context.ts";
import * as schema from "../../server/src/db/schema.ts";
import { createAssignmentsService } from "../../server/src/modules/assignments/index.ts";
import { createParentsService } from "../../server/src/modules/parents/index.ts";
import { createStudentsService } from "../../server/src/modules/students/index.ts";
import { classSyllabus } from "../../server/src/modules/syllabus/chapter-view.ts";
import { createTeacherTestsService } from "../../server/src/modules/teacher-tests/index.ts";
import { createTeachersService } from "../../server/src/modules/teachers/index.ts";
import type { SessionUser } from "../../server/src/plugins/auth.ts";
import { BIG_TEACHER } from "./data-set-classroom.mjs";
import { median, ms, officeSession, ROOT } from "./lib.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "bench_classroom" },
    generate: { type: "boolean", default: false },
    runs: { type: "string", default: "9" },
    plans: { type: "boolean", default: false },
    only: { type: "string", default: "" },
    // Another teacher's My classes: bigteacher2 to 5 teach one section of each class.
    teacher: { type: "string", default: BIG_TEACHER },
  },
});
if (!/^[a-z_][a-z0-9_]*$/.test(values.db)) throw new Error("--db: lower-case letters, digits and _ only");
const URL = `postgres://postgres@127.0.0.1:5432/${values.db}`;
if (values.generate)
  execFileSync(
    "nice",
    [
      "-n",
      "10",
      process.execPath,
      path.join(ROOT, "bench/scale/generate.mjs"),
      "--students=100000",
      "--postgres-only",
      "--classroom",
      `--db=${values.db}`,
    ],
    { stdio: "inherit" },
  );

type Statement = { sql: string; params: unknown[] };
let captured: Statement[] = [];
const { default: pg } = await import("pg");
const { drizzle } = await import("drizzle-orm/node-postgres");
const POOL_SIZE = 4;
const pool = new pg.Pool({ connectionString: URL, max: POOL_SIZE });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) },
});
const ctx = {
  database: { db },
  config: { appUrl: "http://bench", jwtSecret: "bench" },
  worker: { kick() {} },
} as unknown as AppContext;
const one = async (sql: string) =>
  ((await pool.query(sql)).rows[0] ?? {}) as Record<string, string | number | null>;

/* ---------- the biggest school's parameters ---------- */

const school = await one(
  "select s.id, u.id as user_id from schools s join users u on u.id = s.user_id where u.username = 'school@ganit.demo'",
);
const office = officeSession(school as Record<string, string>);
if (!/^[a-z0-9.@]+$/.test(values.teacher)) throw new Error("--teacher: a bench teacher's username");
const teacherUser = await one(`select id from users where username = '${values.teacher}'`);
const teacher: SessionUser = { ...office, id: String(teacherUser.id), role: "teacher" };
// The whole-class practice assignment with the most children, started and not yet due.
const assignment = await one(`
  select a.id, a.course_id, a.class_number, count(*)::int as children from assignments a
  join purchased_classes pc on pc.school_id = a.school_id and pc.course_id = a.course_id
   and pc.class_number = a.class_number and pc.kind = 'students'
  join enrolments e on e.purchased_class_id = pc.id
  where a.school_id = '${school.id}' and a.section is null and not a.chosen and a.kind = 'practice'
    and a.withdrawn_at is null and a.starts_on <= current_date and a.due_on >= current_date
  group by a.id order by count(*) desc, a.due_on, a.id limit 1`);
// A pupil of that class, with a linked parent.
const pupil = await one(`
  select st.id, st.user_id, pl.parent_user_id from enrolments e
  join purchased_classes pc on pc.id = e.purchased_class_id
  join students st on st.id = e.student_id
  join parent_links pl on pl.student_id = st.id
  where pc.school_id = '${school.id}' and pc.course_id = '${assignment.course_id}'
    and pc.class_number = ${assignment.class_number} and pc.kind = 'students'
  order by st.id limit 1`);
const student: SessionUser = { ...office, id: String(pupil.user_id), role: "student" };
const parent: SessionUser = { ...office, id: String(pupil.parent_user_id), role: "parent", schoolId: null };
// The syllabus course's class of the big school with the most pupils.
const mathsClass = await one(`
  select pc.class_number from purchased_classes pc join syllabus_items si on si.ref_id = pc.course_id
   and si.kind = 'course' and si.key = 'mathematics'
  join enrolments e on e.purchased_class_id = pc.id
  where pc.school_id = '${school.id}' and pc.kind = 'students'
  group by pc.id order by count(*) desc limit 1`);
const teacherRow = await one(`select id from teachers where user_id = '${teacher.id}'`);
const counts = await one(`select
  (select count(*) from students)::int as students, (select count(*) from schools)::int as schools,
  (select count(*) from assignments)::int as assignments, (select count(*) from practice_answers)::int as answers,
  (select count(*) from parent_links)::int as parent_links,
  (select count(*) from assignments where school_id = '${school.id}')::int as big_school_assignments,
  (select count(*) from teacher_classes tc join teachers t on t.id = tc.teacher_id where t.user_id = '${teacher.id}')::int as teacher_classes`);
console.log(`data set ${values.db}: ${JSON.stringify(counts)}`);
console.log(
  `assignment ${assignment.id} (${assignment.children} children), pupil ${pupil.id}, chapter view class ${mathsClass.class_number}`,
);

/* ---------- the cases ---------- */

const assignmentsService = createAssignmentsService(ctx);
const teachers = createTeachersService(ctx);
const studentsService = createStudentsService(ctx);
const parents = createParentsService(ctx);
const teacherTests = createTeacherTestsService(ctx);
const tests = (caller: SessionUser, q: Record<string, string>) => () =>
  teacherTests.list(caller, teacherTestsQuerySchema.parse({ page: "1", ...q }));
const id = String(assignment.id);
const table = (caller: SessionUser, q: Record<string, string>) => () =>
  assignmentsService.children(
    caller,
    id,
    assignmentChildrenQuerySchema.parse({ page: "1", limit: "25", ...q }),
  );
const list = (caller: SessionUser, q: Record<string, string>) => () =>
  assignmentsService.list(caller, assignmentsQuerySchema.parse(q));

const CASES: [string, () => Promise<unknown>][] = [
  ["teacher: My classes", () => teachers.myClasses(teacher)],
  ["assignment table: by name", table(teacher, {})],
  ["assignment table: by name desc", table(teacher, { order: "desc" })],
  ["assignment table: by state", table(teacher, { sort: "state" })],
  ["assignment table: by level desc", table(teacher, { sort: "level", order: "desc" })],
  ["assignment table: not started, by name", table(teacher, { state: "notStarted" })],
  ['assignment table: search "sha", by state', table(teacher, { search: "sha", sort: "state" })],
  ["assignment table: the office, by name", table(office, {})],
  ["teacher's assignments: latest due", list(teacher, {})],
  [
    "teacher's assignments: one class, by start",
    list(teacher, { class: String(assignment.class_number), sort: "startsOn" }),
  ],
  ["school's assignments: latest due", list(office, {})],
  ["school's assignments: by created", list(office, { sort: "createdAt" })],
  ["school's assignments: one teacher's", list(office, { teacherId: String(teacherRow.id) })],
  ["school's assignments: withdrawn", list(office, { show: "withdrawn" })],
  ["teacher's tests: newest first", tests(teacher, {})],
  [
    "teacher's tests: one class",
    tests(teacher, { courseId: String(assignment.course_id), class: String(assignment.class_number) }),
  ],
  ["school's tests: newest first", tests(office, {})],
  ["school's tests: by title", tests(office, { sort: "title" })],
  ["child: Due list", () => assignmentsService.due(student)],
  ["chapter view: class summary", () => classSyllabus(db, teacher, Number(mathsClass.class_number))],
  [
    "students: has a parent, by name",
    () =>
      studentsService.list(office, studentsQuerySchema.parse({ page: "1", limit: "25", parent: "linked" })),
  ],
  [
    "students: no parent, by name",
    () => studentsService.list(office, studentsQuerySchema.parse({ page: "1", limit: "25", parent: "none" })),
  ],
  ["parent: children", () => parents.children(parent)],
  ["parent: a child's week", () => parents.week(parent, String(pupil.id))],
];

/** The plan's lines that say what was read. */
const KEY = /Scan|Join|Nested Loop|Sort|Limit|Aggregate|SubPlan|Buffers: shared|Rows Removed/;

type Plan = { sql: string; time: number; planning: number; lines: string[]; seqRows: number };
async function explain(statement: Statement): Promise<Plan> {
  const { rows } = await pool.query(
    `explain (analyze, buffers, costs off) ${statement.sql}`,
    statement.params as unknown[],
  );
  const text = rows.map((row) => String(row["QUERY PLAN"]));
  const time = Number(/Execution Time: ([\d.]+)/.exec(text.join("\n"))?.[1] ?? 0);
  // Planned afresh each time: Drizzle's statements are unnamed, so PostgreSQL keeps no plan.
  const planning = Number(/Planning Time: ([\d.]+)/.exec(text.join("\n"))?.[1] ?? 0);
  // A sequential scan's rows read (kept + removed): what an index would not have read.
  let seqRows = 0;
  text.forEach((line, i) => {
    if (!/Seq Scan/.test(line)) return;
    const kept = Number(
      /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/
        .exec(line)
        ?.slice(1, 3)
        .reduce((a, b) => String(Number(a) * Number(b))) ?? 0,
    );
    const removed = Number(/Rows Removed by Filter: (\d+)/.exec(text[i + 1] ?? "")?.[1] ?? 0);
    seqRows += kept + removed;
  });
  return {
    sql: statement.sql.replace(/\s+/g, " "),
    time,
    planning,
    lines: text.filter((l) => KEY.test(l)),
    seqRows,
  };
}

type Row = {
  name: string;
  statements: number;
  sqlMs: number;
  planMs: number;
  slowest: Plan;
  seqRows: number;
  medianMs: number;
  p90Ms: number;
};
const out: Row[] = [];
const runs = Number(values.runs);
console.log(
  `load average at the start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}`,
);
for (const [name, call] of CASES) {
  if (!name.includes(values.only)) continue;
  // Every connection of the pool plans the case once first: a server's connections live long, and
  // a backend's first plan of a statement also loads the tables' catalogue entries.
  for (let i = 0; i < 2; i++) await Promise.all(Array.from({ length: POOL_SIZE }, () => call()));
  captured = [];
  await call();
  const statements = captured;
  captured = [];
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    await call();
    if (i >= 2) times.push(performance.now() - started);
  }
  const plans: Plan[] = [];
  for (const statement of statements) plans.push(await explain(statement));
  const none: Plan = { sql: "", time: 0, planning: 0, lines: [], seqRows: 0 };
  const slowest = plans.reduce((a, b) => (b.time > a.time ? b : a), none);
  const sorted = [...times].sort((a, b) => a - b);
  const row: Row = {
    name,
    statements: plans.length,
    sqlMs: plans.reduce((sum, p) => sum + p.time, 0),
    planMs: plans.reduce((sum, p) => sum + p.planning, 0),
    slowest,
    seqRows: plans.reduce((sum, p) => sum + p.seqRows, 0),
    medianMs: median(times),
    p90Ms: sorted[Math.ceil(sorted.length * 0.9) - 1] ?? 0,
  };
  out.push(row);
  console.log(
    `== ${name}: ${row.statements} statements, SQL ${ms(row.sqlMs)} ms (slowest ${ms(slowest.time)} ms) + planning ${ms(row.planMs)} ms, ` +
      `call median ${ms(row.medianMs)} ms (p90 ${ms(row.p90Ms)}), rows read by sequential scans ${row.seqRows}`,
  );
  for (const plan of values.plans ? plans : [slowest]) {
    console.log(`  -- ${ms(plan.time)} ms: ${plan.sql.slice(0, 160)}…`);
    for (const line of plan.lines) console.log(`     ${line}`);
  }
}
console.log(
  `load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}`,
);
console.log(
  "\n| query | statements | SQL executed (sum) | slowest statement | planning (sum) | call, median (p90) | rows by seq scan |",
);
console.log("|---|---|---|---|---|---|---|");
for (const r of out)
  console.log(
    `| ${r.name} | ${r.statements} | ${ms(r.sqlMs)} ms | ${ms(r.slowest.time)} ms | ${ms(r.planMs)} ms | ${ms(r.medianMs)} (${ms(r.p90Ms)}) ms | ${r.seqRows} |`,
  );
const dir = path.join(ROOT, ".tmp/classroom");
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, "results.json"),
  `${JSON.stringify({ counts, load: loadavg(), out }, null, 1)}\n`,
);
await pool.end();
