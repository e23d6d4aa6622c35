// Generates the scale data set: 1,000 schools and about 100,000 students (one big school of 2,000
// more, the others about 98 each), 5 teachers a school, a dozen purchased classes a school and an
// enrolment for each of a student's classes, on top of the demo data. Into a PGlite folder, and,
// with --postgres, into the PostgreSQL database `ganit_scale` on 127.0.0.1:5432 too.
//
//   npm run build -w server && node bench/scale/generate.mjs [--students=100000] [--postgres] [--dir=DIR]
//     [--db=NAME]   (the PostgreSQL database, default ganit_scale: one of your own on a shared server)
//     [--classroom] (teachers' classes, assignments with the children's work, parents: data-set-classroom.mjs;
//                    without it the data set is the one the earlier rows were measured on)
//
// The folder (default .tmp/scale/pglite-<students>) is made afresh; a Ganit started on it
// (DATA_DIR=DIR node server/dist/main.js) serves the data set. Every account's password is the demo's.
// The data is left as production holds it: vacuumed and analysed as autovacuum would (once the
// generation's own writes are done), then a bulk upload of 5,000 pupils into one school that nothing
// has vacuumed or analysed since (--no-upload leaves that out).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { dataSetStatements, UPLOADED_ROWS, UPLOADED_SCHOOL, uploadStatements } from "./data-set.mjs";
import { classroomCounts, classroomStatements } from "./data-set-classroom.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    students: { type: "string", default: "100000" },
    schools: { type: "string", default: "1000" },
    big: { type: "string", default: "2000" },
    postgres: { type: "boolean", default: false },
    "postgres-only": { type: "boolean", default: false },
    dir: { type: "string" },
    db: { type: "string", default: "ganit_scale" },
    "no-upload": { type: "boolean", default: false },
    classroom: { type: "boolean", default: false },
  },
});
const students = Number(values.students);
const schoolCount = Number(values.schools);
const big = Math.min(Number(values.big), Math.floor(students / 10));
// The demo has two schools of about 150 pupils each.
const DEMO_SCHOOLS = 2;
const DEMO_PUPILS = 300;
const generatedSchools = schoolCount - DEMO_SCHOOLS;
const perSchool = Math.max(1, Math.round((students - big - DEMO_PUPILS) / generatedSchools));
const shape = { schools: generatedSchools, perSchool, big, teachersPerSchool: 5, classesPerSchool: 12 };
if (!/^[a-z_][a-z0-9_]*$/.test(values.db)) throw new Error("--db: lower-case letters, digits and _ only");
const POSTGRES_SCALE_URL = `postgres://postgres@127.0.0.1:5432/${values.db}`;

const server = path.join(ROOT, "server/dist/main.js");
if (!existsSync(server)) {
  console.error("Build the server first: npm run build -w server");
  process.exit(2);
}

/** Starts Ganit with --demo on the database (migrations, catalogue, demo schools), then stops it. */
async function seedDemo(env) {
  const port = 3800 + Math.floor(Math.random() * 100);
  const child = spawn(process.execPath, [server, "--demo"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 120_000) throw new Error("Ganit did not start within 120 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function fill(run, label) {
  const started = performance.now();
  for (const statement of dataSetStatements(shape)) await run(statement);
  const [counts] = await run(`select
      (select count(*) from schools)::int as schools, (select count(*) from students)::int as students,
      (select count(*) from users)::int as users, (select count(*) from teachers)::int as teachers,
      (select count(*) from purchased_classes)::int as purchased_classes,
      (select count(*) from enrolments)::int as enrolments`);
  console.log(
    `${label}: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (values.classroom) {
    const classroom = performance.now();
    for (const statement of classroomStatements()) await run(statement);
    const [made] = await run(classroomCounts);
    console.log(
      `${label}: classroom ${JSON.stringify(made)} in ${((performance.now() - classroom) / 1000).toFixed(1)} s`,
    );
  }
  if (values["no-upload"]) return;
  const uploaded = performance.now();
  for (const statement of uploadStatements()) await run(statement);
  console.log(
    `${label}: ${UPLOADED_ROWS} pupils uploaded into ${UPLOADED_SCHOOL} in ${((performance.now() - uploaded) / 1000).toFixed(1)} s`,
  );
}

const dataDir = path.resolve(values.dir ?? path.join(ROOT, `.tmp/scale/pglite-${students}`));
if (!values["postgres-only"]) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await seedDemo({ DATA_DIR: dataDir });
  const { PGlite } = await import("@electric-sql/pglite");
  // The migrations' extension (pg_trgm): the trigram indexes are written to as rows go in.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  await fill(async (statement) => (await db.query(statement)).rows, `PGlite ${dataDir}`);
  await db.close();
}
if (values.postgres || values["postgres-only"]) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  await admin.query(`drop database if exists ${values.db} with (force)`);
  await admin.query(`create database ${values.db}`);
  await admin.end();
  const seedDir = path.join(ROOT, `.tmp/scale/postgres-seed-${values.db}`);
  mkdirSync(seedDir, { recursive: true });
  await seedDemo({
    DATA_DIR: seedDir,
    DATABASE_URL: POSTGRES_SCALE_URL,
    JWT_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
  });
  const client = new pg.Client({ connectionString: POSTGRES_SCALE_URL });
  await client.connect();
  await fill(async (statement) => (await client.query(statement)).rows, `PostgreSQL ${POSTGRES_SCALE_URL}`);
  await client.end();
}
