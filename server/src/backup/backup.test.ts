import { randomUUID } from "node:crypto";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, openPglite, openPostgres } from "../db/client.ts";
import {
  assignmentChildren,
  assignmentNudges,
  assignments,
  courses,
  endedSessions,
  grievances,
  guardianConsents,
  jobs,
  loginFailures,
  mailOutbox,
  parentSummaries,
  passwordTokens,
  practiceTests,
  schools,
  students,
  termsAcceptances,
  throttleHits,
  users,
} from "../db/schema.ts";
import { seedDemo } from "../demo/seed.ts";
import { openTestDatabase, TEST_DATABASE_URL, usingPostgres } from "../test/harness.ts";
import { runCli, type ServerProcess, spawnServer, waitHealthy } from "../test/server-process.ts";
import { backup, restore } from "./backup.ts";

/**
 * `npm run backup` and `npm run restore` round-trip a database with every table filled (the demo
 * seed, and a row in each table it leaves empty), and every row comes back. On PGlite the backup is
 * taken from a running Ganit, which holds the data folder.
 */

/** Runs one of the CLIs as the operator would, with the environment given. */
const cli = (script: "backup" | "restore", args: string[], env: Record<string, string>) =>
  runCli(script, args, { JWT_SECRET: "backup-test-secret-backup-test-secret-01", ...env });

/** The demo seed, and one row in each table it leaves empty. */
async function fillEveryTable(db: Db) {
  await seedDemo(db);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  if (!user) throw new Error("the seed made no user");
  // Due next year: the running server's worker leaves it alone while the backup is taken.
  const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await db
    .insert(jobs)
    .values({ id: randomUUID(), kind: "test", payload: { a: [1, "two"] }, runAfter: later });
  await db.insert(loginFailures).values({ username: "someone@school.in", ip: "10.0.0.1" });
  await db.insert(throttleHits).values({ bucket: "register", key: "10.0.0.1" });
  await db.insert(passwordTokens).values({
    id: randomUUID(),
    userId: user.id,
    tokenHash: "ab".repeat(32),
    purpose: "reset",
    expiresAt: new Date(),
  });
  await db.insert(endedSessions).values({ jti: randomUUID(), userId: user.id, expiresAt: later });
  await db.insert(mailOutbox).values({ id: randomUUID(), to: "a@b.in", subject: "Hello", text: "Hi" });
  await db
    .insert(grievances)
    .values({ id: randomUUID(), name: "A parent", email: "parent@family.in", message: "Please explain." });
  // The privacy records, whether or not the demo holds them yet.
  const [student] = await db.select({ id: students.id }).from(students).limit(1);
  const [school] = await db.select({ id: schools.id, userId: schools.userId }).from(schools).limit(1);
  if (!student || !school) throw new Error("the seed made no student or school");
  await db.insert(guardianConsents).values({
    id: randomUUID(),
    studentId: student.id,
    guardianEmail: "parent@family.in",
    tokenHash: "cd".repeat(32),
    noticeVersion: "test",
  });
  // The classroom's and the parents' rows the demo leaves empty: a child chosen by name, a reminder, a sent summary.
  const [assignment] = await db.select({ id: assignments.id }).from(assignments).limit(1);
  if (!assignment) throw new Error("the seed made no assignment");
  await db
    .insert(assignmentChildren)
    .values({ assignmentId: assignment.id, studentId: student.id })
    .onConflictDoNothing();
  await db.insert(assignmentNudges).values({
    id: randomUUID(),
    assignmentId: assignment.id,
    studentId: student.id,
    nudgedByUserId: user.id,
  });
  await db
    .insert(parentSummaries)
    .values({ parentUserId: user.id, week: "2026-11-22", language: "en", texts: [] })
    .onConflictDoNothing();
  // A chapter test, drawn when a child first starts one (the demo starts none).
  const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (!course) throw new Error("the seed made no course");
  await db.insert(practiceTests).values({
    id: randomUUID(),
    kind: "chapter",
    chapterId: "ncert-c3-ch01",
    courseId: course.id,
    classNumber: 3,
    slots: [{ skillId: "a-skill", resourceId: "a-set", step: 0 }],
  });
  await db.insert(termsAcceptances).values({
    id: randomUUID(),
    schoolId: school.id,
    acceptedByUserId: school.userId,
    termsVersion: "test",
    noticeVersion: "test",
  });
}

/** Every row of every table (and the migrations record), each table's rows in a stable order. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  const all: Record<string, string[]> = {};
  for (const { table_schema, table_name } of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select * from "${table_schema}"."${table_name}"`),
    )) as unknown as {
      rows: unknown[];
    };
    all[`${table_schema}.${table_name}`] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "ganit-backup-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the PostgreSQL tools' command line", () => {
  // Every local user can read a process's command line (ps, /proc/<pid>/cmdline).
  it("never holds the database password: libpq reads the connection from the environment", async () => {
    const bin = path.join(root, "stub-bin");
    await mkdir(bin, { recursive: true });
    // Records its arguments and libpq environment; makes the --file it is given, connects nowhere.
    const stub = `#!/bin/sh
printf '%s\\n' "$@" > "$0.argv"
env | grep '^PG' > "$0.env"
for a; do case "$a" in --file=*) : > "\${a#--file=}";; esac; done
`;
    for (const tool of ["pg_dump", "pg_restore"]) {
      await writeFile(path.join(bin, tool), stub);
      await chmod(path.join(bin, tool), 0o755);
    }
    const url = "postgres://ganit:s3cret-Pa55@db.example:6543/ganit_prod?sslmode=require";
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}:${pathBefore}`;
    try {
      await backup({ databaseUrl: url, dataDir: root }, path.join(root, "stub-backups"));
      const dump = path.join(root, "stub.pgdump");
      await writeFile(dump, "PGDMP stub");
      await restore({ databaseUrl: url, dataDir: root }, dump, { force: true });
    } finally {
      process.env.PATH = pathBefore;
    }
    for (const tool of ["pg_dump", "pg_restore"]) {
      const argv = await readFile(path.join(bin, `${tool}.argv`), "utf8");
      expect(argv, tool).not.toContain("s3cret");
      expect(argv, tool).not.toContain("postgres://");
      const env = (await readFile(path.join(bin, `${tool}.env`), "utf8")).split("\n");
      expect(env, tool).toEqual(
        expect.arrayContaining([
          "PGHOST=db.example",
          "PGPORT=6543",
          "PGUSER=ganit",
          "PGPASSWORD=s3cret-Pa55",
          "PGDATABASE=ganit_prod",
          "PGSSLMODE=require",
        ]),
      );
    }
  });
});

describe.skipIf(usingPostgres)("on PGlite", () => {
  let server: ServerProcess | undefined;
  let sourceFolder: string | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    if (sourceFolder) await rm(sourceFolder, { recursive: true, force: true });
  });

  it("backs up a running Ganit into one timestamped file, and restores it row for row", async () => {
    // A migrated folder of its own, as every test file's (a copy of the run's; the start tests cover
    // a fresh folder's initdb).
    const opened = await openTestDatabase();
    const source = opened.dataDir;
    sourceFolder = source;
    const filled = opened.database;
    await fillEveryTable(filled.db);
    const before = await everyRow(filled.db);
    await filled.close();
    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);

    server = await spawnServer(source, { JWT_SECRET: "backup-test-secret-backup-test-secret-01" });
    await waitHealthy(server, 90_000);
    const out = path.join(root, "backups");
    const made = await cli("backup", ["--out", out], { DATA_DIR: source });
    expect(made.code, made.output).toBe(0);
    const [file, ...others] = await readdir(out);
    expect(others).toEqual([]);
    expect(file).toMatch(/^ganit-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-pglite\.tar\.gz$/);
    const backupFile = path.join(out, file as string);
    expect((await stat(backupFile)).mode & 0o077).toBe(0);
    // The running server was not disturbed.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    server.child.kill("SIGTERM");
    await server.exited;

    const target = path.join(root, "target");
    const restored = await cli("restore", [backupFile], { DATA_DIR: target });
    expect(restored.code, restored.output).toBe(0);
    const reopened = await openPglite(target);
    try {
      expect(await everyRow(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
    }

    // A database that holds anything is not overwritten without --force.
    const refused = await cli("restore", [backupFile], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty\. Restoring would replace it: add --force/);
    const forced = await cli("restore", [backupFile, "--force"], { DATA_DIR: target });
    expect(forced.code, forced.output).toBe(0);
    expect((await readdir(target)).some((name) => name.startsWith("pglite.replaced-"))).toBe(true);
  }, 240_000);
});

describe.skipIf(!usingPostgres)("on PostgreSQL", () => {
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  let target: Awaited<ReturnType<typeof openTestDatabase>>;
  let empty: { database: Database; url: string; drop(): Promise<void> };
  beforeAll(async () => {
    source = await openTestDatabase();
    target = await openTestDatabase();
    const name = `ganit_restore_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = await openPostgres(TEST_DATABASE_URL as string);
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    empty = {
      database: await openPostgres(url.toString()),
      url: url.toString(),
      async drop() {
        await this.database.close();
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    };
  }, 60_000);
  afterAll(async () => {
    await empty?.drop();
    await source?.close();
    await target?.close();
  });

  it("backs up with pg_dump into one timestamped file, and restores it row for row; a database with tables needs --force", async () => {
    await fillEveryTable(source.database.db);
    const before = await everyRow(source.database.db);
    const out = path.join(root, "pg-backups");
    const made = await cli("backup", ["--out", out], {
      DATABASE_URL: source.databaseUrl as string,
      DATA_DIR: root,
    });
    expect(made.code, made.output).toBe(0);
    const [file] = await readdir(out);
    expect(file).toMatch(/^ganit-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pgdump$/);
    const backupFile = path.join(out, file as string);

    const restored = await cli("restore", [backupFile], { DATABASE_URL: empty.url, DATA_DIR: root });
    expect(restored.code, restored.output).toBe(0);
    expect(await everyRow(empty.database.db)).toEqual(before);

    // The migrated (empty) test database has tables: refused, then replaced with --force.
    const refused = await cli("restore", [backupFile], {
      DATABASE_URL: target.databaseUrl as string,
      DATA_DIR: root,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty\. Restoring would overwrite it: add --force/);
    const forced = await cli("restore", [backupFile, "--force"], {
      DATABASE_URL: target.databaseUrl as string,
      DATA_DIR: root,
    });
    expect(forced.code, forced.output).toBe(0);
    expect(await everyRow(target.database.db)).toEqual(before);
  }, 180_000);

  it("writes the backup 0600 whatever the umask", async () => {
    const previous = process.umask(0o022); // the usual default: files readable by every local user
    try {
      const target = { databaseUrl: source.databaseUrl as string, dataDir: root };
      const file = await backup(target, path.join(root, "pg-private"));
      expect((await stat(file)).mode & 0o077).toBe(0);
    } finally {
      process.umask(previous);
    }
  }, 60_000);

  it("two backups in the same second both stay", async () => {
    const out = path.join(root, "pg-same-second");
    const now = new Date("2026-01-02T03:04:05.678Z");
    const target = { databaseUrl: source.databaseUrl as string, dataDir: root };
    const files = await Promise.all([backup(target, out, now), backup(target, out, now)]);
    expect(new Set(files).size).toBe(2);
    expect((await readdir(out)).sort()).toEqual(files.map((file) => path.basename(file)).sort());
    for (const file of files) {
      expect((await readFile(file)).subarray(0, 5).toString("latin1")).toBe("PGDMP");
    }
  }, 60_000);
});
