import { API, apiPath, type StudentAddResponse, type StudentsPage } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, jobs, mailOutbox, passwordTokens, students, users } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { unique } from "../../test/factories.ts";
import { requester, signedInSchool, useSignedInSchool, useTestEnv } from "../../test/session.ts";

const env = useTestEnv();
const schoolA = useSignedInSchool(env);
const schoolB = useSignedInSchool(env);
const schoolWithToken = () => signedInSchool(env);
const call = requester(env);

const row = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${unique("parent")}@example.in`,
  dob: "2015-04-12",
  Class: "4",
  fathername: `Father of ${name}`,
  ...extra,
});

const countStudents = async (schoolId: string) =>
  (
    await env.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(students)
      .where(eq(students.schoolId, schoolId))
  )[0]?.n;

describe("adding students", () => {
  it("adds one student: a generated username, a roll number, a one-time code, a welcome mail", async () => {
    const input = row("Priya Sharma", { Class: 3 });
    const res = await call("POST", API.addStudent, schoolA.token, input);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<StudentAddResponse>();
    expect(body.message).toBe("Student added successfully");
    const [cred] = body.credentials;
    expect(cred).toMatchObject({ name: "Priya Sharma", class: 3 });
    expect(cred?.username).toMatch(/^priya\d{4}$/);
    expect(cred?.rollNumber).toMatch(/^\d{4}$/);
    expect(cred?.oneTimeCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // The welcome mail is rendered by the worker, after the commit.
    await env.deliverMail();
    const [mail] = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mail?.text).toContain(cred?.username);
    expect(mail?.text).toContain("/resetpassword?token=");
    // The code is kept only as a hash.
    const tokens = await env.db
      .select()
      .from(passwordTokens)
      .innerJoin(users, eq(users.id, passwordTokens.userId))
      .where(eq(users.username, cred?.username ?? ""));
    expect(tokens.map((t) => t.password_tokens.purpose)).toEqual(["first_signin"]);
    const code = cred?.oneTimeCode.replaceAll("-", "") ?? "";
    expect(JSON.stringify(tokens)).not.toContain(code);
    // The mail's set-password link carries the same one-time secret: one row per child.
    expect(mail?.text).toContain(`token=${code}`);
  });

  it("refuses a bad single add with the field's message, and a student already in the school with 409", async () => {
    const bad = await call("POST", API.addStudent, schoolA.token, row("Ravi", { Class: 11 }));
    expect(bad.statusCode).toBe(400);
    const first = row("Kiran Rao", { dob: "2014-01-02" });
    expect((await call("POST", API.addStudent, schoolA.token, first)).statusCode).toBe(200);
    const again = await call("POST", API.addStudent, schoolA.token, { ...first, name: "  kiran  RAO " });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().key).toMatch(/^studentAlreadyInSchool/);
  });

  it("bulk: all rows or none, with every bad row's number and field", async () => {
    const existing = row("Meena Iyer", { dob: "2013-07-07" });
    expect((await call("POST", API.addStudent, schoolA.token, existing)).statusCode).toBe(200);
    await env.deliverMail();
    const before = await countStudents(schoolA.school.id);
    const mailsBefore = (await env.db.select().from(mailOutbox)).length;
    const rows = [
      row("Good One"),
      row("Bad Class", { Class: "twelve" }),
      row("Bad Date", { dob: "2015-02-30" }),
      row("Twin", { dob: "2012-05-05" }),
      row(" twin ", { dob: "2012-05-05", fathername: "father of TWIN" }),
      { ...existing, email: "other@example.in" },
      { name: "", email: "not-an-email", dob: "", Class: 2, fathername: "x" },
    ];
    const res = await call("POST", API.addStudentsBulk, schoolA.token, { students: rows });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ key: string; errors: { row: number; field: string; key: string }[] }>();
    expect(body.key).toBe("bulkRowsInvalid");
    const brief = body.errors.map((e) => `${e.row}:${e.field}:${e.key.split("?")[0]}`);
    expect(brief).toEqual([
      "3:Class:classInvalid",
      "4:dob:dobInvalid",
      "6:name:duplicateInFile",
      "7:name:studentAlreadyInSchool",
      "8:name:nameRequired",
      "8:email:emailInvalid",
      "8:dob:dobRequired",
    ]);
    expect(body.errors.find((e) => e.row === 6)?.key).toBe("duplicateInFile?row=5");
    expect(await countStudents(schoolA.school.id)).toBe(before);
    expect((await env.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(await env.db.select().from(jobs)).toEqual([]);
  });

  it("bulk: a row's own sheet number is used when the browser sends one", async () => {
    const res = await call("POST", API.addStudentsBulk, schoolA.token, {
      students: [row("Fine", { row: 5 }), row("Wrong", { row: 9, Class: 0 })],
    });
    expect(res.json().errors).toMatchObject([{ row: 9, field: "Class" }]);
  });

  it("bulk: adds every row in one go, with consecutive roll numbers, mails and audit events", async () => {
    const shared = "patel.family@example.in"; // siblings share an e-mail
    const rows = [
      row("Aarav Patel", { Class: 1, email: shared }),
      row("Aarav Patel", { Class: "2", dob: "2016-01-01", email: shared }),
    ];
    const res = await call("POST", API.addStudentsBulk, schoolA.token, { students: rows });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<StudentAddResponse>();
    expect(body.message).toBe("Students registered successfully from file");
    expect(body.count).toBe(2);
    const [a, b] = body.credentials;
    expect(Number(b?.rollNumber)).toBe(Number(a?.rollNumber) + 1);
    expect(a?.username).not.toBe(b?.username);
    // One job for the upload; the worker mails each pupil their own username and link.
    await env.deliverMail();
    const texts = (await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, shared))).map(
      (m) => m.text,
    );
    expect(texts).toHaveLength(2);
    expect(texts.filter((t) => t.includes(`"${a?.username}"`))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`"${b?.username}"`))).toHaveLength(1);
    // One event for the upload: its count and its roll numbers.
    const events = await env.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "student.bulk_added"),
          sql`${auditEvents.detail}->>'firstRollNumber' = ${a?.rollNumber ?? ""}`,
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({
      count: 2,
      firstRollNumber: a?.rollNumber,
      lastRollNumber: b?.rollNumber,
    });
    expect(events[0]?.schoolId).toBe(schoolA.school.id);
  });

  it("bulk: refuses an empty list and more than 5,000 rows", async () => {
    expect((await call("POST", API.addStudentsBulk, schoolA.token, { students: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => ({ name: `N${i}` }));
    const res = await call("POST", API.addStudentsBulk, schoolA.token, { students: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toMatch(/^bulkTooMany/);
  });

  it("bulk: 5,000 rows in one request", async () => {
    const school = await schoolWithToken();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      name: `Student ${i} Kumar`,
      email: `family${i % 3000}@example.in`,
      dob: `20${10 + (i % 8)}-0${1 + (i % 9)}-1${i % 10}`,
      Class: 1 + (i % 10),
      fathername: `Father ${i}`,
    }));
    const res = await call("POST", API.addStudentsBulk, school.token, { students: rows });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json<StudentAddResponse>().count).toBe(5000);
    expect(await countStudents(school.school.id)).toBe(5000);
    const rolls = new Set(res.json<StudentAddResponse>().credentials.map((c) => c.rollNumber));
    expect(rolls.size).toBe(5000);
  }, 60_000);
});

describe("the list, edit and removal", () => {
  it("lists only the caller's school, paged, searched and filtered on the server", async () => {
    await call("POST", API.addStudentsBulk, schoolB.token, {
      students: [
        row("Zoya Khan", { Class: 7 }),
        row("Yash Verma", { Class: 7 }),
        row("Xavier Dsouza", { Class: 8 }),
      ],
    });
    const all = await call("GET", API.students, schoolB.token);
    expect(all.json<unknown[]>()).toHaveLength(3);
    const page = (
      await call("GET", `${API.students}?class=7&sort=name&order=desc&limit=10`, schoolB.token)
    ).json<StudentsPage>();
    expect(page.items.map((s) => s.name)).toEqual(["Zoya Khan", "Yash Verma"]);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ class: 7, schoolId: schoolB.school.id, coursesEnrolled: [] });
    const search = (await call("GET", `${API.students}?search=xav`, schoolB.token)).json<StudentsPage>();
    expect(search.items.map((s) => s.name)).toEqual(["Xavier Dsouza"]);
    const roll = search.items[0]?.rollNumber ?? "";
    const byRoll = (await call("GET", `${API.students}?search=${roll}`, schoolB.token)).json<StudentsPage>();
    expect(byRoll.items.map((s) => s.rollNumber)).toContain(roll);
    expect(byRoll.items.every((s) => s.schoolId === schoolB.school.id)).toBe(true);
    expect((await call("GET", `${API.students}?limit=7`, schoolB.token)).statusCode).toBe(400);
    expect((await call("GET", `${API.students}?page=1`, schoolB.token)).json<StudentsPage>().limit).toBe(25);
  });

  it("update applies the editable fields and ignores schoolId, rollNumber, role and enrolments", async () => {
    const [student] = (await call("GET", `${API.students}?search=Zoya`, schoolB.token)).json<StudentsPage>()
      .items;
    if (!student) throw new Error("no student");
    const res = await call("PUT", apiPath.updateStudent(student._id), schoolB.token, {
      ...student,
      name: "Zoya Khan Mirza",
      class: "9",
      schoolId: schoolA.school.id,
      rollNumber: "HACKED",
      role: "school",
      coursesEnrolled: [
        { courseId: "x", enrolledClass: 1, accessGranted: true, enrollmentDate: "2024-01-01" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Student details updated successfully");
    expect(res.json().student).toMatchObject({
      name: "Zoya Khan Mirza",
      class: 9,
      schoolId: schoolB.school.id,
      rollNumber: student.rollNumber,
      coursesEnrolled: [],
    });
    const [account] = await env.db.select().from(users).where(eq(users.id, student.userId));
    expect(account?.role).toBe("student");
  });

  it("another school can neither edit nor remove the student (404), and removal never reuses a roll number", async () => {
    const [student] = (await call("GET", `${API.students}?search=Yash`, schoolB.token)).json<StudentsPage>()
      .items;
    if (!student) throw new Error("no student");
    expect(
      (await call("PUT", apiPath.updateStudent(student._id), schoolA.token, { name: "X" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", apiPath.student(student._id), schoolA.token)).statusCode).toBe(404);
    const res = await call("DELETE", apiPath.student(student._id), schoolB.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Student removed successfully");
    expect(await env.db.select().from(users).where(eq(users.id, student.userId))).toHaveLength(0);
    expect((await call("DELETE", apiPath.student(student._id), schoolB.token)).json().message).toBe(
      "Error removing student",
    );
    const added = await call("POST", API.addStudent, schoolB.token, row("New Kid"));
    expect(added.json().credentials[0].rollNumber).not.toBe(student.rollNumber);
    const [deleted] = await auditRowsOf(env.db, "student.deleted", student._id);
    expect(deleted?.schoolId).toBe(schoolB.school.id);
  });

  it("only school accounts may use the student routes", async () => {
    const other = await call("GET", API.students, "Bearer nonsense");
    expect(other.statusCode).toBe(401);
  });
});
