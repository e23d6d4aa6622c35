import { read } from "@e965/xlsx";
import { API, apiPath, type IssuedParentCodes, PARENT_API, parentApiPath } from "@ganit/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../bulk/sql.ts";
import { auditEvents, parentSummaries, students } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { parentJoined } from "../../test/parents.ts";
import { requester, useTestEnv } from "../../test/session.ts";
import { type Classroom, classroom } from "../assignments/test-classroom.ts";
import { enrol, pupilWithToken } from "../course-access/test-helpers.ts";
import { sendDueSummaries, summaryWeek } from "../parents/index.ts";
import { CHILD_TABLES } from "./child-data.ts";

/**
 * A parent's rights over a linked child's data, on the real app and database: the copy (JSON and
 * .xlsx), the erasure they confirm (the office told by mail), and after it no stored text anywhere
 * that holds the child's name, address or ids but the trail's pseudonymous record.
 */
const env = useTestEnv();
let c: Classroom;
let zoya: Awaited<ReturnType<typeof pupilWithToken>>;
let parent: { email: string; token: string };
let classmatesParent: { email: string; token: string };
let otherSchoolsParent: { email: string; token: string };
let childlessParent: string;

const call = requester(env);

async function codeFor(studentId: string, schoolToken: string) {
  const res = await call("POST", parentApiPath.parentCodesStudent(studentId), schoolToken);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<IssuedParentCodes>().items[0]?.code ?? "";
}

const parentOf = (studentId: string, schoolToken: string) =>
  parentJoined(env.app, schoolToken, studentId, { name: "Sunita Parent" });

beforeAll(async () => {
  c = await classroom(env);
  zoya = await pupilWithToken(env.app, env.db, c.schoolId, "Zoya Erasewala");
  await env.db.update(students).set({ classNumber: 6, section: "B" }).where(eq(students.id, zoya.studentId));
  await enrol(env.db, zoya.studentId, { schoolId: c.schoolId, courseId: c.klass.courseId, classNumber: 6 });
  // Zoya's parent is also Ravi's (a sibling): their summary holds both children's texts.
  parent = await parentOf(zoya.studentId, c.tokens.school);
  const sibling = await call("POST", PARENT_API.parentChildren, parent.token, {
    code: await codeFor(c.pupils.ravi.studentId, c.tokens.school),
  });
  expect(sibling.statusCode, sibling.body).toBe(201);
  classmatesParent = await parentOf(c.pupils.meera.studentId, c.tokens.school);
  const other = await createTestSchool(env.db);
  const otherToken = await login(env.app, other.username);
  const stranger = await pupilWithToken(env.app, env.db, other.school.id, "Other School Child");
  otherSchoolsParent = await parentOf(stranger.studentId, otherToken);
  // A parent whose only child's link the office removed: a parent of nobody.
  const lone = await parentOf(c.pupils.asha.studentId, c.tokens.school);
  const [link] = await env.db
    .execute(sql`select parent_user_id from parent_links where student_id = ${c.pupils.asha.studentId}`)
    .then((r) => rowsOf<{ parent_user_id: string }>(r));
  const unlinked = await call(
    "DELETE" as "POST",
    parentApiPath.parentUnlink(c.pupils.asha.studentId, link?.parent_user_id ?? ""),
    c.tokens.school,
  );
  expect(unlinked.statusCode, unlinked.body).toBe(200);
  childlessParent = lone.token;

  // Zoya learns: an assignment, a sitting with answers, a nudge (with a mail to her parent on record).
  const assignmentId = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
  const started = await c.practice.start(zoya.token, c.set.practice);
  expect(started.statusCode, started.body).toBe(201);
  const { attemptId, items } = started.json();
  const answered = await c.practice.answer(zoya.token, attemptId, items[0].id, "5");
  expect(answered.statusCode, answered.body).toBeLessThan(300);
  await c.parentOnRecord(zoya.studentId, parent.email);
  const nudged = await call("POST", `${API.assignments}/${assignmentId}/nudge`, c.tokens.teacherB, {
    studentIds: [zoya.studentId],
  });
  expect(nudged.statusCode, nudged.body).toBe(200);
  // Her teacher's note to the parents, naming her: it is her data, and goes with her.
  const noted = await call("POST", parentApiPath.studentNotes(zoya.studentId), c.tokens.teacherB, {
    text: "Zoya Erasewala explains her working clearly.",
  });
  expect(noted.statusCode, noted.body).toBe(201);
  // Last Sunday's summary, sent.
  const { due } = summaryWeek(new Date());
  const sent = await sendDueSummaries(env.db, {
    appUrl: TEST_APP_URL,
    secret: TEST_JWT_SECRET,
    now: new Date(due.getTime() + 60_000),
  });
  expect(sent).toBeGreaterThan(0);
  await env.deliverMail();
});

describe("a parent's copy of their child's data", () => {
  it("is the same copy as the school's, in JSON and .xlsx, and is in the trail with the parent as actor", async () => {
    const json = await call("GET", parentApiPath.parentChildExport(zoya.studentId), parent.token);
    expect(json.statusCode, json.body).toBe(200);
    const copy = json.json() as { studentId: string; tables: Record<string, Record<string, unknown>[]> };
    expect(copy.studentId).toBe(zoya.studentId);
    expect(Object.keys(copy.tables)).toEqual(CHILD_TABLES);
    expect(copy.tables.practice_answers?.length).toBeGreaterThan(0);
    expect(copy.tables.assignment_nudges).toHaveLength(1);
    expect(copy.tables.parent_links).toHaveLength(1);
    expect(copy.tables.student_notes).toMatchObject([
      { text: "Zoya Erasewala explains her working clearly." },
    ]);
    // The summary row holds Zoya's text only, not her brother's.
    const [summary] = (copy.tables.parent_summaries ?? []) as { texts: { studentId: string }[] }[];
    expect(summary?.texts.map((text) => text.studentId)).toEqual([zoya.studentId]);
    expect(json.body).not.toContain(c.pupils.ravi.studentId);

    const xlsx = await call("GET", parentApiPath.parentChildExport(zoya.studentId, "xlsx"), parent.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(read(xlsx.rawPayload, { type: "buffer" }).SheetNames).toEqual(CHILD_TABLES);

    const events = await env.db.select().from(auditEvents).where(eq(auditEvents.action, "student.exported"));
    const parentUser = await env.db.execute(sql`select id from users where email = ${parent.email}`);
    const parentId = rowsOf<{ id: string }>(parentUser)[0]?.id;
    const mine = events.filter((event) => event.actorUserId === parentId);
    expect(mine.map((event) => event.detail)).toEqual([
      { format: "json", by: "parent" },
      { format: "xlsx", by: "parent" },
    ]);
    expect(mine[0]).toMatchObject({ actorRole: "parent", targetId: zoya.studentId, schoolId: c.schoolId });
  });

  it("leaves out another parent of the child: their account id and address are theirs, not the child's", async () => {
    const second = await parentOf(zoya.studentId, c.tokens.school);
    const ids = rowsOf<{ id: string; email: string }>(
      await env.db.execute(
        sql`select id, email from users where email in (${parent.email}, ${second.email})`,
      ),
    );
    const mineId = ids.find((row) => row.email === parent.email)?.id ?? "";
    const theirsId = ids.find((row) => row.email === second.email)?.id ?? "";
    const copy = await call("GET", parentApiPath.parentChildExport(zoya.studentId), parent.token);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.body).not.toContain(theirsId);
    expect(copy.body).not.toContain(second.email);
    const links = copy.json().tables.parent_links as { parentUserId: string }[];
    expect(links.map((link) => link.parentUserId).sort()).toEqual(
      [mineId, "(another adult's, not shown)"].sort(),
    );
    // The second parent's copy hides the first in turn.
    const theirs = await call("GET", parentApiPath.parentChildExport(zoya.studentId), second.token);
    expect(theirs.body).not.toContain(mineId);
    expect(theirs.body).toContain(theirsId);
    // The school's copy keeps both: the office holds them already.
    const school = await call("GET", apiPath.privacyStudentExport(zoya.studentId), c.tokens.school);
    expect(school.statusCode, school.body).toBe(200);
    expect(school.body).toContain(theirsId);
    await env.db.execute(sql`delete from parent_links where parent_user_id = ${theirsId}`);
  });

  it("a classmate's parent, another school's parent and a parent of nobody get 404; a pupil and the office are refused", async () => {
    for (const token of [classmatesParent.token, otherSchoolsParent.token, childlessParent]) {
      for (const format of ["json", "xlsx"] as const) {
        const res = await call("GET", parentApiPath.parentChildExport(zoya.studentId, format), token);
        expect(res.statusCode).toBe(404);
      }
      const erase = await call("POST", parentApiPath.parentChildErase(zoya.studentId), token);
      expect(erase.statusCode).toBe(404);
    }
    expect((await call("GET", parentApiPath.parentChildExport(zoya.studentId), zoya.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", parentApiPath.parentChildErase(zoya.studentId), c.tokens.school)).statusCode,
    ).toBe(403);
    const requested = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "student.erasure_requested"));
    expect(requested).toHaveLength(0);
  });
});

/** Every text, json and array column of every table in the database, as (table, column). */
async function textColumns() {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await env.db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')`),
  );
  return rows;
}

/** Every stored value anywhere that holds one of these (case-insensitive), as "table.column: value". */
async function traces(needles: string[]) {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    const value = sql`lower(${sql.identifier(column_name)}::text)`;
    const any = sql.join(
      needles.map((needle) => sql`strpos(${value}, ${needle.toLowerCase()}) > 0`),
      sql` or `,
    );
    const rows = rowsOf<{ v: string }>(
      await env.db.execute(
        sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)} where ${any}`,
      ),
    );
    for (const row of rows) found.push(`${table_name}.${column_name}: ${row.v.slice(0, 200)}`);
  }
  return found;
}

describe("a parent erases their child's data", () => {
  it("the parent confirms: the job runs, the office is told by mail, and nothing anywhere holds the child but the pseudonymous record", async () => {
    const needles = [
      zoya.user.name,
      "Zoya",
      zoya.user.email ?? "",
      zoya.username,
      zoya.studentId,
      zoya.user.id,
    ].filter(Boolean);
    // Before: the child is all over the database (the account, the summary, the nudge's mail, the trail).
    const before = await traces(needles);
    for (const where of [
      "users.name",
      "parent_summaries.texts",
      "mail_outbox.text",
      "audit_events.target_id",
    ])
      expect(
        before.some((trace) => trace.startsWith(where)),
        where,
      ).toBe(true);

    const res = await call("POST", parentApiPath.parentChildErase(zoya.studentId), parent.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().key).toBe("erasureQueued");
    // Pressed again before the job ran: the same answer, and no second job, event or mail.
    const again = await call("POST", parentApiPath.parentChildErase(zoya.studentId), parent.token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().key).toBe("erasureQueued");
    await env.deliverMail(); // the worker runs the erasure job; the office's mail goes out

    expect(await traces(needles)).toEqual([]);

    // The trail: the request by the parent and the erasure, under one pseudonym.
    const events = await env.db.select().from(auditEvents);
    const erased = events.filter((event) => event.action === "student.erased");
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ schoolId: c.schoolId, detail: { confirmedBy: "parent" } });
    const pseudonym = erased[0]?.targetId ?? "";
    expect(pseudonym).toMatch(/^erased-[0-9a-f-]{36}$/);
    const requested = events.filter((event) => event.action === "student.erasure_requested");
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ actorRole: "parent", targetId: pseudonym, schoolId: c.schoolId });

    // The office's mail: the pupil by class and roll number, the pseudonym, in English and Hindi.
    const school = rowsOf<{ email: string }>(
      await env.db.execute(
        sql`select u.email from schools s join users u on u.id = s.user_id where s.id = ${c.schoolId}`,
      ),
    )[0];
    const mails = env.mail.to(school?.email ?? "");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain("erase");
    expect(mail?.text).toContain(`Class 6 B, roll number ${zoya.rollNumber}`);
    expect(mail?.text).toContain(pseudonym);
    expect(mail?.text).toContain("मिटाने");

    // The brother is untouched: his link, his text in the summary, his answers.
    const [summary] = await env.db.select().from(parentSummaries);
    const all = await env.db.select().from(parentSummaries);
    expect(summary).toBeDefined();
    expect(all.flatMap((row) => row.texts).some((text) => text.studentId === c.pupils.ravi.studentId)).toBe(
      true,
    );
    const children = await call("GET", PARENT_API.parentChildren, parent.token);
    expect(children.json().items.map((child: { id: string }) => child.id)).toEqual([c.pupils.ravi.studentId]);
    // The erased child is gone for the parent too.
    expect(
      (await call("GET", parentApiPath.parentChildExport(zoya.studentId), parent.token)).statusCode,
    ).toBe(404);
  });
});
