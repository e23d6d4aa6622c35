// My classes and an assignment's table across the 100k data set's teachers and assignments, not only
// the heaviest: `classroom.ts` times the big school's first bench teacher (every class whole, 1,077
// pupils) and plans each statement; this times the service call (the server's side of the request,
// no HTTP) for a spread of callers, so the figures say what most teachers wait as well as the worst.
//
//   npm run build -w server && npx tsx bench/scale/classroom-spread.ts [--db=bench_classroom]
//     [--teachers=200] [--assignments=200] [--runs=3]
//
// The teachers are every n-th of the data set's teachers with a class (by id), plus the big school's
// five bench teachers; the assignments every n-th current or past one, each read by a teacher of its
// class. Each call is timed `runs` times after one warm-up; a caller's figure is its median.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { assignmentChildrenQuerySchema } from "../../packages/contracts/src/index.ts";
import type { AppContext } from "../../server/src/context.ts";
import * as schema from "../../server/src/db/schema.ts";
import { createAssignmentsService } from "../../server/src/modules/assignments/index.ts";
import { createTeachersService } from "../../server/src/modules/teachers/index.ts";
import type { SessionUser } from "../../server/src/plugins/auth.ts";
import { median, ms, percentile } from "./lib.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "bench_classroom" },
    teachers: { type: "string", default: "200" },
    assignments: { type: "string", default: "200" },
    runs: { type: "string", default: "3" },
  },
});
if (!/^[a-z_][a-z0-9_]*$/.test(values.db)) throw new Error("--db: lower-case letters, digits and _ only");
const { default: pg } = await import("pg");
const { drizzle } = await import("drizzle-orm/node-postgres");
const POOL_SIZE = 4;
const pool = new pg.Pool({
  connectionString: `postgres://postgres@127.0.0.1:5432/${values.db}`,
  max: POOL_SIZE,
});
const db = drizzle(pool, { schema });
const ctx = {
  database: { db },
  config: { appUrl: "http://bench", jwtSecret: "bench" },
  worker: { kick() {} },
} as unknown as AppContext;
const teachersService = createTeachersService(ctx);
const assignmentsService = createAssignmentsService(ctx);

const session = (userId: string, schoolId: string): SessionUser => ({
  id: userId,
  role: "teacher",
  name: "",
  username: "",
  email: "",
  schoolId,
});

type Caller = { user_id: string; school_id: string; username: string; pupils: number; classes: number };
const teacherCount = Number(values.teachers);
// Each teacher with the pupils their classes reach (a section's, or the whole class's).
const callers = (
  await pool.query<Caller>(
    `with reach as (
       select t.user_id, t.school_id, u.username, tc.id as class_id,
         (select count(*) from purchased_classes pc join enrolments e on e.purchased_class_id = pc.id
            join students s on s.id = e.student_id
          where pc.school_id = tc.school_id and pc.course_id = tc.course_id and pc.class_number = tc.class_number
            and (tc.section is null or s.section = tc.section)) as pupils
       from teachers t join users u on u.id = t.user_id join teacher_classes tc on tc.teacher_id = t.id
     ), per_teacher as (
       select user_id, school_id, username, sum(pupils)::int as pupils, count(*)::int as classes
       from reach group by 1, 2, 3
     ), numbered as (select *, row_number() over (order by user_id) as n, count(*) over () as total from per_teacher)
     select user_id, school_id, username, pupils, classes from numbered
     where n % greatest(1, total / $1) = 0 or username like 'bigteacher%@scale.bench'`,
    [teacherCount],
  )
).rows;

type Target = { id: string; user_id: string; school_id: string; children: number };
// Every n-th assignment that has begun, read by a teacher of its class (its section's, when it has one).
const targets = (
  await pool.query<Target>(
    `with candidates as (
       select a.id, a.school_id, a.course_id, a.class_number, a.section,
         row_number() over (order by a.id) as n, count(*) over () as total
       from assignments a where a.withdrawn_at is null and a.starts_on <= current_date
     )
     select c.id, t.user_id, c.school_id,
       (select count(*) from purchased_classes pc join enrolments e on e.purchased_class_id = pc.id
        where pc.school_id = c.school_id and pc.course_id = c.course_id and pc.class_number = c.class_number)::int as children
     from candidates c
     join lateral (select t.user_id from teacher_classes tc join teachers t on t.id = tc.teacher_id
       where tc.school_id = c.school_id and tc.course_id = c.course_id and tc.class_number = c.class_number
         and (c.section is null or tc.section is null or tc.section = c.section)
       order by tc.section nulls first, tc.id limit 1) t on true
     where c.n % greatest(1, c.total / $1) = 0`,
    [Number(values.assignments)],
  )
).rows;

const runs = Number(values.runs);
async function timed(call: () => Promise<unknown>) {
  // Each of the pool's connections plans the call once first, as a server's long-lived ones have.
  await Promise.all(Array.from({ length: POOL_SIZE }, () => call()));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return median(times);
}

const summary = (label: string, figures: { ms: number; size: number; name: string }[]) => {
  const all = figures.map((f) => f.ms);
  const worst = [...figures].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `${label}: ${figures.length} callers; median ${ms(median(all))} ms, p90 ${ms(percentile(all, 90))} ms, ` +
      `p99 ${ms(percentile(all, 99))} ms, max ${ms(Math.max(...all))} ms; ` +
      `${figures.filter((f) => f.ms < 20).length} under 20 ms`,
  );
  for (const f of worst) console.log(`   slowest: ${f.name} (${f.size}) ${ms(f.ms)} ms`);
};

console.log(
  `load average at the start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}`,
);
const myClasses: { ms: number; size: number; name: string }[] = [];
for (const caller of callers) {
  const teacher = session(caller.user_id, caller.school_id);
  myClasses.push({
    ms: await timed(() => teachersService.myClasses(teacher)),
    size: caller.pupils,
    name: `${caller.username}, ${caller.classes} classes, pupils`,
  });
}
summary("My classes", myClasses);
const bySize = (low: number, high: number) => myClasses.filter((f) => f.size >= low && f.size < high);
for (const [low, high] of [
  [0, 100],
  [100, 300],
  [300, 2000],
] as const) {
  const group = bySize(low, high);
  if (group.length) summary(`   teachers reaching ${low}–${high - 1} pupils`, group);
}

const query = assignmentChildrenQuerySchema.parse({ page: "1", limit: "25" });
const tables: { ms: number; size: number; name: string }[] = [];
for (const target of targets) {
  const teacher = session(target.user_id, target.school_id);
  tables.push({
    ms: await timed(() => assignmentsService.children(teacher, target.id, query)),
    size: target.children,
    name: `assignment ${target.id}, children of its class`,
  });
}
summary("assignment table, page 1 by name", tables);
console.log(
  `load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}`,
);
await pool.end();
