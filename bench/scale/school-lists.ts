// A school's own lists on the scale data set: the big school (2,000+ pupils) and a typical one (98),
// each sort order and a search, on PostgreSQL or PGlite. Two steps, so that two versions of the code
// (before and after an index change) can be set side by side in one run:
//
//   npx tsx bench/scale/school-lists.ts capture --url=postgres://…/ganit_scale --out=after.json [--plans]
//   npx tsx bench/scale/school-lists.ts capture --pglite=.tmp/scale/pglite-100000 --out=after.json
//   npx tsx bench/scale/school-lists.ts compare --a=before.json --a-db=URL|DIR --b=after.json --b-db=URL|DIR [--runs=15]
//
// `capture` calls each list's service as the route does, keeps the SQL it sends (statements and
// parameters) and, with --plans, prints the key lines of EXPLAIN (ANALYZE, BUFFERS) of each. `compare`
// replays both captures' SQL alternately (A B A B …, two warm-ups) and prints the medians and B/A.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  courseCandidatesQuerySchema,
  enrolledStudentsQuerySchema,
  studentsQuerySchema,
  teachersQuerySchema,
} from "../../packages/contracts/src/index.ts";
import type { AppContext } from "../../server/src/context.ts";
import * as schema from "../../server/src/db/schema.ts";
import { createEnrolmentService } from "../../server/src/modules/enrolment/index.ts";
import { createPracticeService } from "../../server/src/modules/practice/index.ts";
import { createClassProgressService } from "../../server/src/modules/progress/index.ts";
import { createStudentsService } from "../../server/src/modules/students/index.ts";
import { createTeachersService } from "../../server/src/modules/teachers/index.ts";
import type { SessionUser } from "../../server/src/plugins/auth.ts";
import { officeSession } from "./lib.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    pglite: { type: "string" },
    out: { type: "string", default: "school-lists.json" },
    plans: { type: "boolean", default: false },
    a: { type: "string" },
    "a-db": { type: "string" },
    b: { type: "string" },
    "b-db": { type: "string" },
    runs: { type: "string", default: "15" },
    only: { type: "string", default: "" },
  },
});

type Statement = { sql: string; params: unknown[] };
type Engine = { run(statement: Statement): Promise<Record<string, unknown>[]>; close(): Promise<void> };

/** PostgreSQL (`postgres://…`) or a PGlite data folder (its `pglite` cluster), with a query logger. */
async function open(target: string, log?: (statement: Statement) => void) {
  const logger = { logQuery: (sql: string, params: unknown[]) => log?.({ sql, params }) };
  if (target.startsWith("postgres")) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: target, max: 4 });
    const engine: Engine = {
      run: async ({ sql, params }) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
    return { db: drizzle(pool, { schema, logger }), engine };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("../../server/src/db/client.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(path.join(target, "pglite"), { extensions: await pgliteExtensions() });
  const engine: Engine = {
    run: async ({ sql, params }) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    close: () => client.close(),
  };
  return { db: drizzle(client, { schema, logger }), engine };
}

type Capture = Record<string, Statement[]>;

async function capture(target: string) {
  let captured: Statement[] = [];
  const { db, engine } = await open(target, (statement) => captured.push(statement));
  const ctx = {
    database: { db },
    config: { appUrl: "http://bench" },
    worker: { kick() {} },
  } as unknown as AppContext;
  const one = async (sql: string) => (await engine.run({ sql, params: [] }))[0] as Record<string, string>;
  const big = await one(
    "select s.id, u.id as user_id from schools s join users u on u.id = s.user_id where u.email = 'school@ganit.demo'",
  );
  const typical = await one(
    "select s.id, u.id as user_id from schools s join users u on u.id = s.user_id where s.id = 'bench-s-500'",
  );
  const studentsList = createStudentsService(ctx);
  const teachersList = createTeachersService(ctx);
  const enrolment = createEnrolmentService(ctx);
  const practice = createPracticeService(ctx);
  const classProgress = createClassProgressService(ctx);
  const out: Capture = {};
  for (const [size, school] of [
    ["big", big],
    ["typical", typical],
  ] as const) {
    const office: SessionUser = officeSession(school);
    // The school's class with the most enrolments: the enrolment screens' and results' course.
    const seat = await one(
      `select pc.course_id, pc.class_number from purchased_classes pc join enrolments e on e.purchased_class_id = pc.id
       where pc.school_id = '${school?.id}' and pc.kind = 'students' group by pc.id order by count(*) desc limit 1`,
    );
    const page = (q: Record<string, string>) => ({ page: "1", limit: "25", ...q });
    const cases: [string, () => Promise<unknown>][] = [
      ["students: page 1 by name", () => studentsList.list(office, studentsQuerySchema.parse(page({})))],
      [
        "students: by name desc",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ order: "desc" }))),
      ],
      [
        "students: by email",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ sort: "email" }))),
      ],
      [
        "students: by email desc",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ sort: "email", order: "desc" }))),
      ],
      [
        "students: by class",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ sort: "class" }))),
      ],
      [
        "students: page 40 by name",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ page: "40" }))),
      ],
      [
        "students: class 5 by name",
        () => studentsList.list(office, studentsQuerySchema.parse(page({ class: "5" }))),
      ],
      [
        'students: search "sha" by name',
        () => studentsList.list(office, studentsQuerySchema.parse(page({ search: "sha" }))),
      ],
      [
        'students: search "sha" by email desc',
        () =>
          studentsList.list(
            office,
            studentsQuerySchema.parse(page({ search: "sha", sort: "email", order: "desc" })),
          ),
      ],
      ["students: the whole list", () => studentsList.list(office, null)],
      ["teachers: page 1 by name", () => teachersList.list(office, teachersQuerySchema.parse(page({})))],
      [
        "teachers: by email",
        () => teachersList.list(office, teachersQuerySchema.parse(page({ sort: "email" }))),
      ],
      ["teachers: the whole list", () => teachersList.list(office, null)],
      [
        "candidates: page 1 by name",
        () =>
          enrolment.candidates(
            office,
            seat?.course_id ?? "",
            courseCandidatesQuerySchema.parse(page({ classNumber: String(seat?.class_number) })),
          ),
      ],
      [
        'candidates: search "sha"',
        () =>
          enrolment.candidates(
            office,
            seat?.course_id ?? "",
            courseCandidatesQuerySchema.parse(
              page({ classNumber: String(seat?.class_number), search: "sha" }),
            ),
          ),
      ],
      [
        "enrolled: page 1 by name",
        () => enrolment.enrolled(office, seat?.course_id ?? "", enrolledStudentsQuerySchema.parse(page({}))),
      ],
      ["enrolled: the whole list", () => enrolment.enrolled(office, seat?.course_id ?? "", null)],
      [
        "practice results of the class",
        () => practice.results(office, seat?.course_id ?? "", Number(seat?.class_number)),
      ],
      ["class progress", () => classProgress(office, seat?.course_id ?? "", Number(seat?.class_number))],
    ];
    for (const [label, call] of cases) {
      const name = `${size} school, ${label}`;
      if (!name.includes(values.only ?? "")) continue;
      await call();
      captured = [];
      await call();
      out[name] = captured;
      if (values.plans) await printPlans(engine, name, captured);
    }
  }
  await engine.close();
  writeFileSync(values.out ?? "school-lists.json", `${JSON.stringify(out, null, 1)}\n`);
  console.log(`${Object.keys(out).length} cases → ${values.out}`);
}

/** The plan's lines that say what was read: scans, joins, sorts, buffers and the time. */
const KEY = /Scan|Join|Nested Loop|Sort|Limit|Aggregate|SubPlan|Buffers|Execution Time|Rows Removed/;

async function printPlans(engine: Engine, name: string, statements: Statement[]) {
  console.log(`== ${name}`);
  for (const statement of statements) {
    // Only the list's own statements; the access checks and the page's enrolments are not lists.
    const plan = await engine.run({
      ...statement,
      sql: `explain (analyze, buffers, costs off) ${statement.sql}`,
    });
    console.log(`  -- ${statement.sql.replace(/\s+/g, " ").slice(0, 110)}…`);
    for (const row of plan) {
      const line = String(row["QUERY PLAN"]);
      if (KEY.test(line)) console.log(`     ${line}`);
    }
  }
}

async function compare() {
  const a = JSON.parse(readFileSync(values.a ?? "", "utf8")) as Capture;
  const b = JSON.parse(readFileSync(values.b ?? "", "utf8")) as Capture;
  const dbA = await open(values["a-db"] ?? "");
  const dbB = values["b-db"] === values["a-db"] ? dbA : await open(values["b-db"] ?? "");
  const replay = async (engine: Engine, statements: Statement[]) => {
    const started = performance.now();
    for (const statement of statements) await engine.run(statement);
    return performance.now() - started;
  };
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
  const { loadavg } = await import("node:os");
  console.log(
    `load average at the start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log("| case | A median | B median | B / A |");
  console.log("|---|---|---|---|");
  for (const name of Object.keys(b).filter((n) => n in a && n.includes(values.only ?? ""))) {
    const timesA: number[] = [];
    const timesB: number[] = [];
    for (let i = 0; i < Number(values.runs) + 2; i++) {
      const tA = await replay(dbA.engine, a[name] ?? []);
      const tB = await replay(dbB.engine, b[name] ?? []);
      if (i >= 2) {
        timesA.push(tA);
        timesB.push(tB);
      }
    }
    const [mA, mB] = [median(timesA), median(timesB)];
    console.log(`| ${name} | ${mA.toFixed(2)} ms | ${mB.toFixed(2)} ms | ${(mB / mA).toFixed(2)} |`);
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  await dbA.engine.close();
  if (dbB !== dbA) await dbB.engine.close();
}

if (positionals[0] === "capture") await capture(values.url ?? values.pglite ?? "");
else if (positionals[0] === "compare") await compare();
else console.error("capture or compare: see the comment at the top of bench/scale/school-lists.ts");
