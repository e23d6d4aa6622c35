import { API, apiPath, PARENT_API, parentApiPath } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readWithAudit } from "../../test/audit.ts";
import { signedInAs } from "../../test/factories.ts";
import { parentJoined } from "../../test/parents.ts";
import { useTestEnv } from "../../test/session.ts";
import { type Classroom, classroom } from "../assignments/test-classroom.ts";

/**
 * The access log of children's data on the real app and database: each audited read writes exactly
 * one row with who (account and role), which school, which child or which list, and from where; a
 * read refused with 404 writes none; a failed write never fails the read.
 */
const env = useTestEnv();
let c: Classroom;
let parent: string;
let assignmentId: string;
let superadmin: { token: string; user: { id: string } };
const ids = new Map<string, string>();

const get = (token: string, url: string) =>
  env.app.inject({ method: "GET", url, headers: { authorization: token } });

/** The account behind a token (the profile's own id). */
async function idOf(token: string) {
  const known = ids.get(token);
  if (known) return known;
  const res = await get(token, API.profile);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ _id: string }>()._id;
  ids.set(token, id);
  return id;
}

const rowsOf = (token: string, url: string) => readWithAudit(env, token, url);

/** The one row of a successful read, checked for its actor, role and school. */
async function oneRow(token: string, url: string, role: string, schoolId: string | null) {
  const { res, rows } = await rowsOf(token, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error("no row");
  expect(row).toMatchObject({ actorUserId: await idOf(token), actorRole: role, schoolId, ip: "127.0.0.1" });
  return row;
}

beforeAll(async () => {
  c = await classroom(env);
  superadmin = await signedInAs(env.app, env.db, "superadmin");
  assignmentId = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
  // Asha's parent, linked with a code the office issued.
  parent = (await parentJoined(env.app, c.tokens.school, c.pupils.asha.studentId, { phone: "9876543210" }))
    .token;
});

describe("one child's record: student.viewed, the child as target, the child's school", () => {
  it("the office's and a teacher's view of one pupil", async () => {
    const asha = c.pupils.asha.studentId;
    for (const [token, role] of [
      [c.tokens.school, "school"],
      [c.tokens.teacherB, "teacher"],
    ] as const) {
      const row = await oneRow(token, `/api/student/${asha}`, role, c.schoolId);
      expect(row).toMatchObject({ action: "student.viewed", targetType: "student", targetId: asha });
    }
  });

  it("a parent's child week names the child's school, though the parent has none", async () => {
    const asha = c.pupils.asha.studentId;
    const row = await oneRow(parent, parentApiPath.parentChildWeek(asha), "parent", c.schoolId);
    expect(row).toMatchObject({ action: "student.viewed", targetType: "student", targetId: asha });
  });

  it("a read refused with 404 writes nothing", async () => {
    const meera = c.pupils.meera.studentId;
    for (const [token, url] of [
      [c.tokens.teacherB, `/api/student/${meera}`], // 6 A is not teacher B's section
      [c.tokens.otherSchool, `/api/student/${meera}`], // another school's pupil
      [parent, parentApiPath.parentChildWeek(c.pupils.ravi.studentId)], // not the parent's child
    ] as const) {
      const { res, rows } = await rowsOf(token, url);
      expect(res.statusCode, url).toBe(404);
      expect(rows).toEqual([]);
    }
  });
});

describe("lists of children: one row per request with the list, its filter and its count", () => {
  it("the office's students list, paged or whole, is one row whatever its length", async () => {
    const paged = await oneRow(
      c.tokens.school,
      `${API.students}?page=1&limit=25&class=6`,
      "school",
      c.schoolId,
    );
    expect(paged).toMatchObject({ action: "students.listed", targetType: null, targetId: null });
    expect(paged.detail).toMatchObject({
      list: "school.students",
      filter: { page: 1, limit: 25, class: 6 },
      rows: 3,
      total: 3,
    });
    const whole = await oneRow(c.tokens.school, API.students, "school", c.schoolId);
    expect(whole.detail).toEqual({ list: "school.students", filter: {}, rows: 3 });
  });

  it("keeps that a list was searched, never the words: a child's name would outlive the erasure", async () => {
    const searched = await oneRow(
      c.tokens.school,
      `${API.students}?page=1&limit=25&search=Asha%20Verma`,
      "school",
      c.schoolId,
    );
    expect(searched.detail).toMatchObject({ list: "school.students", filter: { search: true } });
    expect(JSON.stringify(searched.detail)).not.toMatch(/asha|verma/i);
  });

  it("the superadmin's students list: the filtered school's, or none across schools", async () => {
    const one = await oneRow(
      superadmin.token,
      `${API.studentDirectory}?school=${c.schoolId}&page=1`,
      "superadmin",
      c.schoolId,
    );
    expect(one.detail).toMatchObject({ list: "operator.students", filter: { school: c.schoolId }, rows: 3 });
    const all = await oneRow(superadmin.token, `${API.studentDirectory}?page=1`, "superadmin", null);
    expect(all.action).toBe("students.listed");
  });

  it("a teacher's class tables: progress, practice results, an assignment's pupils, children and export", async () => {
    const { courseId, classNumber } = c.klass;
    const teacher = c.tokens.teacherB;
    const cases = [
      [apiPath.classProgress(courseId, classNumber), "class.progress", 2],
      [`${API.practiceResults}?courseId=${courseId}&class=${classNumber}`, "class.practice", 2],
      [`${API.assignmentOptions}?courseId=${courseId}&class=${classNumber}`, "assignment.pupils", 2],
      [`${apiPath.assignmentChildren(assignmentId)}?page=1`, "assignment.children", 2],
    ] as const;
    for (const [url, list, rows] of cases) {
      const row = await oneRow(teacher, url, "teacher", c.schoolId);
      expect(row, url).toMatchObject({ action: "students.listed", detail: { list, rows } });
    }
    const exported = await oneRow(teacher, apiPath.assignmentExport(assignmentId), "teacher", c.schoolId);
    expect(exported).toMatchObject({
      action: "students.exported",
      detail: { list: "assignment.children", filter: { assignmentId, format: "xlsx" }, rows: 2 },
    });
  });

  it("the office's enrolment lists and the parents' summary texts", async () => {
    const { courseId } = c.klass;
    const enrolled = await oneRow(c.tokens.school, apiPath.studentsEnrolled(courseId), "school", c.schoolId);
    expect(enrolled.detail).toMatchObject({ list: "course.enrolled", filter: { courseId }, rows: 3 });
    const candidates = await oneRow(
      c.tokens.school,
      `${apiPath.courseCandidates(courseId)}?classNumber=6`,
      "school",
      c.schoolId,
    );
    expect(candidates.detail).toMatchObject({
      list: "course.candidates",
      filter: { courseId, classNumber: 6 },
    });
    const texts = await oneRow(
      c.tokens.school,
      `${PARENT_API.parentSummaryTexts}?class=6`,
      "school",
      c.schoolId,
    );
    expect(texts.detail).toMatchObject({ list: "class.summary_texts", filter: { class: 6 } });
  });

  it("a list refused (another school's assignment) writes nothing", async () => {
    const { res, rows } = await rowsOf(c.tokens.otherTeacher, apiPath.assignmentChildren(assignmentId));
    expect(res.statusCode).toBe(404);
    expect(rows).toEqual([]);
  });
});

describe("a failed write of the access log", () => {
  it("never fails the read: the child's record is answered, the error logged", async () => {
    // A real failure of the insert (not a stub): the database refuses audit rows for a moment.
    await env.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit is down'; end $$`);
    await env.db.execute(
      sql`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`,
    );
    try {
      const { res, rows } = await rowsOf(c.tokens.school, `/api/student/${c.pupils.asha.studentId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ _id: c.pupils.asha.studentId });
      expect(rows).toEqual([]);
      const list = await get(c.tokens.school, API.students);
      expect(list.statusCode).toBe(200);
      // A file of children is the exception: no row, no file.
      const file = await get(c.tokens.teacherB, apiPath.assignmentExport(assignmentId));
      expect(file.statusCode).toBe(503);
      expect(file.json().message).toEqual(expect.any(String));
    } finally {
      await env.db.execute(sql`drop trigger refuse_audit on audit_events`);
      await env.db.execute(sql`drop function refuse_audit()`);
    }
  });
});
