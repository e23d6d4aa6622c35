import { randomUUID } from "node:crypto";
import { read, utils } from "@e965/xlsx";
import { API, apiPath } from "@ganit/contracts";
import { is, sql } from "drizzle-orm";
import { getTableConfig, type PgTable, PgTable as PgTableClass } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../bulk/sql.ts";
import * as schema from "../../db/schema.ts";
import { passwordTokens } from "../../db/schema.ts";
import { login, signedInAs } from "../../test/factories.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { parentJoined } from "../../test/parents.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeLessonCourse, type pupilWithToken, schoolWithClasses } from "../course-access/test-helpers.ts";
import { sendDueSummaries, summaryWeek } from "../parents/index.ts";
import { EVERY_KIND, practiceCalls } from "../practice/test-practice.ts";
import { CHILD_TABLES, NOT_A_CHILDS } from "./child-data.ts";

/**
 * The tables that hold a child's rows, read from the schema itself: every table with a foreign key
 * to `students` or `users`, with the column that names the child. A new table with such a key joins
 * this list by itself, and the tests below fail until the copy and the erasure know it.
 */
function childOwnedTables() {
  const found: { name: string; column: string; to: "students" | "users" }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTableClass)) continue;
    const config = getTableConfig(value as PgTable);
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      const target = getTableConfig(reference.foreignTable).name;
      if (target !== "students" && target !== "users") continue;
      const column = reference.columns[0]?.name;
      if (column) found.push({ name: config.name, column, to: target });
    }
  }
  return found;
}

const env = useTestEnv();
let school: Awaited<ReturnType<typeof schoolWithClasses>>;
let schoolToken: string;
let pupil: Awaited<ReturnType<typeof pupilWithToken>>;
let sibling: Awaited<ReturnType<typeof pupilWithToken>>;

beforeAll(async () => {
  const course = await makeLessonCourse(env.db, [5]);
  school = await schoolWithClasses(env, course.id, [5]);
  schoolToken = await login(env.app, school.username);
  pupil = await school.pupil("Asha Erasable");
  sibling = await school.pupil("Other Pupil");
  const worksheet = course.resource(5, "Counting", "worksheet");
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  const api = practiceCalls(env);
  expect((await api.putSet(admin, worksheet, EVERY_KIND)).statusCode).toBe(200);
  // The pupil learns: a resource opened, a practice sitting with an answer (and its level).
  for (const child of [pupil, sibling]) {
    const opened = await env.app.inject({
      method: "POST",
      url: API.progressOpened,
      headers: { authorization: child.token },
      payload: { resourceId: worksheet },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const started = await api.start(child.token, worksheet);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json();
    const item = attempt.items[0];
    const answered = await api.answer(child.token, attempt.attemptId ?? attempt.id, item.id, 0);
    expect(answered.statusCode, answered.body).toBeLessThan(300);
  }
  // A one-time code of theirs (as a credentials sheet leaves).
  await env.db.insert(passwordTokens).values({
    id: randomUUID(),
    userId: pupil.user.id,
    tokenHash: randomUUID(),
    purpose: "first_signin",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // A parent linked with a code the office issued, sent a weekly summary about the child.
  await parentJoined(env.app, schoolToken, pupil.studentId, {
    name: "Parent Of Asha",
    email: "asha.parent@example.in",
  });
  const { due } = summaryWeek(new Date());
  const now = new Date(due.getTime() + 60_000);
  expect(await sendDueSummaries(env.db, { appUrl: TEST_APP_URL, secret: TEST_JWT_SECRET, now })).toBe(1);
});

/**
 * Tables whose key is another account's (a parent's) but whose content names the child: how the
 * child's rows are found there, written here again so that the copy's own condition is checked.
 */
const NAMED_IN_CONTENT: Record<string, (child: typeof pupil) => ReturnType<typeof sql>> = {
  parent_summaries: (child) => sql`texts @> ${JSON.stringify([{ studentId: child.studentId }])}::jsonb`,
};

type ChildKey = { name: string; column: string; to: "students" | "users" };

/**
 * How many rows of a table name the child, counted straight from the database: a row names them
 * through any of the table's keys (a parent link has the parent's account and the child's row).
 */
async function rowsNaming(keys: ChildKey | ChildKey[], child: typeof pupil) {
  const all = Array.isArray(keys) ? keys : [keys];
  const name = all[0]?.name ?? "";
  const content = NAMED_IN_CONTENT[name];
  const naming = content
    ? content(child)
    : sql.join(
        all.map(
          (key) =>
            sql`${sql.identifier(key.column)} = ${key.to === "students" ? child.studentId : child.user.id}`,
        ),
        sql` or `,
      );
  const [row] = rowsOf<{ n: number }>(
    await env.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)} where ${naming}`),
  );
  return Number(row?.n);
}

/** The schema's child-owned tables, each with all its keys to a student or an account. */
function childOwnedByTable() {
  const byTable = new Map<string, ChildKey[]>();
  for (const key of childOwnedTables()) byTable.set(key.name, [...(byTable.get(key.name) ?? []), key]);
  return [...byTable.values()];
}

describe("a copy of everything Ganit holds about a child", () => {
  it("the copy knows every table the schema ties to a student or an account", () => {
    const tables = childOwnedTables();
    expect(tables.length).toBeGreaterThan(8);
    const missing = tables
      .map((table) => table.name)
      .filter((name) => !CHILD_TABLES.includes(name) && !(name in NOT_A_CHILDS));
    expect(
      missing,
      "add these tables to the copy (child-data.ts SOURCES) or to NOT_A_CHILDS with why",
    ).toEqual([]);
  });

  it("the school's JSON copy holds every row of the child in every such table, and no other child's", async () => {
    const res = await env.app.inject({
      url: apiPath.privacyStudentExport(pupil.studentId),
      headers: { authorization: schoolToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json() as { tables: Record<string, unknown[]> };
    let seen = 0;
    for (const keys of childOwnedByTable()) {
      const name = keys[0]?.name ?? "";
      if (name in NOT_A_CHILDS) continue;
      const expected = await rowsNaming(keys, pupil);
      seen += expected;
      expect(copy.tables[name]?.length ?? 0, name).toBe(expected);
    }
    // The child really had data in the tables that matter: account, row, enrolment, progress, practice, code.
    for (const name of [
      "users",
      "students",
      "enrolments",
      "resource_progress",
      "practice_attempts",
      "practice_answers",
      "practice_levels",
      "password_tokens",
      "parent_links",
      "parent_codes",
      "parent_summaries",
    ])
      expect(copy.tables[name]?.length, name).toBeGreaterThan(0);
    expect(seen).toBeGreaterThanOrEqual(10);
    expect(Object.keys(NAMED_IN_CONTENT).every((name) => CHILD_TABLES.includes(name))).toBe(true);
    expect(res.body).not.toContain(sibling.studentId);
    expect(res.body).not.toContain(sibling.user.id);
    // Secrets are not the child's data: a hash is never copied out.
    expect(res.body).not.toContain("argon2");
    const [token] = (copy.tables.password_tokens ?? []) as { tokenHash: string }[];
    expect(token?.tokenHash).toBe("(set, not shown)");
    // The access log: the school's copy is in the trail (written before the copy is read), and in the copy.
    const actions = (copy.tables.audit_events as { action: string }[]).map((event) => event.action);
    expect(actions).toContain("student.exported");
  });

  it("the .xlsx copy is a real workbook with a sheet per table and the same rows", async () => {
    const res = await env.app.inject({
      url: apiPath.privacyStudentExport(pupil.studentId, "xlsx"),
      headers: { authorization: schoolToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = read(res.rawPayload, { type: "buffer" });
    expect(book.SheetNames).toEqual(CHILD_TABLES);
    const answers = utils.sheet_to_json(book.Sheets.practice_answers as never);
    expect(answers).toHaveLength(
      await rowsNaming({ name: "practice_answers", column: "student_id", to: "students" }, pupil),
    );
    const [student] = utils.sheet_to_json<{ id: string }>(book.Sheets.students as never);
    expect(student?.id).toBe(pupil.studentId);
  });

  it("the student's own copy is theirs; a teacher takes none", async () => {
    const own = await env.app.inject({ url: API.privacyOwnExport, headers: { authorization: pupil.token } });
    expect(own.statusCode).toBe(200);
    expect(own.json().studentId).toBe(pupil.studentId);
    const refused = await env.app.inject({
      url: apiPath.privacyStudentExport(pupil.studentId),
      headers: { authorization: await school.teacher() },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("erasing a child", () => {
  it("the school confirms; the job leaves nothing of the child but the trail's pseudonymous record", async () => {
    const before = await env.db.select().from(schema.auditEvents);
    expect(JSON.stringify(before)).toContain(pupil.studentId);
    const res = await env.app.inject({
      method: "POST",
      url: apiPath.privacyStudentErase(pupil.studentId),
      headers: { authorization: schoolToken },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().key).toBe("erasureQueued");
    await env.deliverMail(); // the worker runs the erasure job
    for (const keys of childOwnedByTable()) {
      const name = keys[0]?.name ?? "";
      if (name in NOT_A_CHILDS) continue;
      expect(await rowsNaming(keys, pupil), name).toBe(0);
    }
    // Nothing anywhere in the trail or the outbox names the child: not their ids, username or address.
    const trail = JSON.stringify(await env.db.select().from(schema.auditEvents));
    for (const trace of [pupil.studentId, pupil.user.id, pupil.username, pupil.rollNumber ?? "-"])
      expect(trail, trace).not.toContain(trace);
    const outbox = JSON.stringify(await env.db.select().from(schema.mailOutbox));
    expect(outbox).not.toContain(pupil.user.email);
    const erased = (await env.db.select().from(schema.auditEvents)).filter(
      (event) => event.action === "student.erased",
    );
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      targetType: "student",
      schoolId: school.school.id,
      detail: { confirmedBy: "school" },
    });
    expect(erased[0]?.targetId).toMatch(/^erased-[0-9a-f-]{36}$/);
    // The request and what was done stay under the pseudonym.
    const requested = (await env.db.select().from(schema.auditEvents)).filter(
      (event) => event.action === "student.erasure_requested",
    );
    expect(requested[0]?.targetId).toBe(erased[0]?.targetId);
    // The other child is untouched.
    expect(
      await rowsNaming({ name: "practice_answers", column: "student_id", to: "students" }, sibling),
    ).toBeGreaterThan(0);
  });
});
