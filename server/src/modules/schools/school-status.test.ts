import { API, apiPath, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, schools, students, teachers } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { login } from "../../test/factories.ts";
import { callerAs, requester, useSignedIn, useTestEnv } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";
import { addStudent, addTeacher, makeSchool } from "./test-operator-schools.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const admin = useSignedIn(env, "admin");
const asSuperadmin = callerAs(env, superadmin);
const as = requester(env);

const signIn = (username: string, password: string) =>
  env.app.inject({ method: "POST", url: API.login, payload: { username, password } });

describe("PUT /api/superadmin/schools/{schoolId}/status", () => {
  let school: Awaited<ReturnType<typeof makeSchool>>;
  let teacher: Awaited<ReturnType<typeof addTeacher>>;
  let pupil: Awaited<ReturnType<typeof addStudent>>;
  let other: Awaited<ReturnType<typeof makeSchool>>;
  const tokens = { school: "", teacher: "", pupil: "", other: "" };

  beforeAll(async () => {
    school = await makeSchool(env.db);
    teacher = await addTeacher(env.db, school.school.id);
    pupil = await addStudent(env.db, school.school.id);
    other = await makeSchool(env.db);
    tokens.school = await login(env.app, school.username);
    tokens.teacher = await login(env.app, teacher.username);
    tokens.pupil = await login(env.app, pupil.username);
    tokens.other = await login(env.app, other.username);
  });

  it("holds a school: its people are signed out at once and refused with the message; mail and trail", async () => {
    const res = await asSuperadmin("PUT", apiPath.schoolStatus(school.school.id), {
      status: "hold",
      reason: "  Payment\n  dispute  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: "schoolHeld" });

    // Live tokens stop working at once, with the message (not a generic error).
    for (const token of [tokens.school, tokens.teacher, tokens.pupil]) {
      const live = await as("GET", API.profile, token);
      expect(live.statusCode).toBe(403);
      expect(live.json()).toMatchObject({ key: "schoolOnHold", message: MESSAGES.schoolOnHold });
    }
    // Signing in is refused with the message, to the right password only.
    for (const who of [school, teacher, pupil]) {
      const refused = await signIn(who.username, who.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ key: "schoolOnHold", message: MESSAGES.schoolOnHold });
      expect((await signIn(who.username, "Wrong-Password-99")).statusCode).toBe(401);
    }
    // Another school is untouched.
    expect((await as("GET", API.profile, tokens.other)).statusCode).toBe(200);

    const [row] = await env.db.select().from(schools).where(eq(schools.id, school.school.id));
    expect(row).toMatchObject({ status: "hold", statusReason: "Payment dispute" });
    const mails = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, school.user.email));
    expect(mails.some((mail) => /on hold/.test(mail.subject) && mail.text.includes("Payment dispute"))).toBe(
      true,
    );
    const [event] = await auditRowsOf(env.db, "school.held", school.school.id);
    expect(event).toMatchObject({ actorUserId: superadmin.user.id, schoolId: school.school.id });
    expect(event?.detail).toMatchObject({
      from: "active",
      to: "hold",
      reason: "Payment dispute",
      signedOut: 3,
    });
  });

  it("reactivates: sign-in works again and every row is kept; the old tokens stay ended", async () => {
    const res = await asSuperadmin("PUT", apiPath.schoolStatus(school.school.id), { status: "active" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: "schoolActivated" });
    for (const who of [school, teacher, pupil]) {
      const again = await signIn(who.username, who.password);
      expect(again.statusCode, again.body).toBe(200);
      expect((await as("GET", API.profile, again.json<{ token: string }>().token)).statusCode).toBe(200);
    }
    expect((await as("GET", API.profile, tokens.teacher)).statusCode).toBe(401);
    expect(await env.db.select().from(teachers).where(eq(teachers.schoolId, school.school.id))).toHaveLength(
      1,
    );
    expect(await env.db.select().from(students).where(eq(students.schoolId, school.school.id))).toHaveLength(
      1,
    );
    const mails = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, school.user.email));
    expect(mails.some((mail) => /active again/.test(mail.subject))).toBe(true);
    const list = await asSuperadmin("GET", `${API.activeSchools}?search=${school.school.udiscCode}`);
    expect(list.json().items[0]).toMatchObject({ status: "active", statusReason: null });
    expect(list.json().items[0].activeSince).not.toBe(list.json().items[0].details.registrationDate);
  });

  it("blocks with its own message", async () => {
    const res = await asSuperadmin("PUT", apiPath.schoolStatus(school.school.id), {
      status: "blocked",
      reason: "Fraudulent registration",
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await signIn(teacher.username, teacher.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: "schoolBlocked", message: MESSAGES.schoolBlocked });
    await asSuperadmin("PUT", apiPath.schoolStatus(school.school.id), { status: "active" });
  });

  it("refuses a pupil's first sign-in with a one-time code while the school is held", async () => {
    const office = await makeSchool(env.db);
    const officeToken = await login(env.app, office.username);
    const cred = await addStudentAs(env.app, officeToken);
    await asSuperadmin("PUT", apiPath.schoolStatus(office.school.id), { status: "hold", reason: "Audit" });

    const atLogin = await signIn(cred.username, cred.oneTimeCode);
    expect(atLogin.statusCode).toBe(403);
    expect(atLogin.json()).toMatchObject({ key: "schoolOnHold" });
    const firstSignIn = { username: cred.username, code: cred.oneTimeCode, newPassword: "Triangle-Square-7" };
    const refused = await env.app.inject({ method: "POST", url: API.firstSignIn, payload: firstSignIn });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: "schoolOnHold" });

    await asSuperadmin("PUT", apiPath.schoolStatus(office.school.id), { status: "active" });
    const done = await env.app.inject({ method: "POST", url: API.firstSignIn, payload: firstSignIn });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("needs a bounded reason to hold or block, and changes nothing when refused", async () => {
    for (const body of [
      { status: "hold" },
      { status: "blocked", reason: "   " },
      { status: "hold", reason: "x".repeat(501) },
      { status: "hold", reason: "bad\u0000byte" },
      { status: "closed", reason: "why" },
    ]) {
      const res = await asSuperadmin("PUT", apiPath.schoolStatus(other.school.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    const missing = await asSuperadmin("PUT", apiPath.schoolStatus(other.school.id), { status: "hold" });
    expect(missing.json()).toMatchObject({ fields: { reason: MESSAGES.schoolStatusReasonRequired } });
    const [row] = await env.db.select().from(schools).where(eq(schools.id, other.school.id));
    expect(row?.status).toBe("active");
  });

  it("answers 404 for an unknown school, 400 for a malformed id, 403 to an admin", async () => {
    const unknown = await asSuperadmin("PUT", apiPath.schoolStatus("0b7a4b8e-9a55-4f7f-9d0c-4c7f1f0d9a11"), {
      status: "hold",
      reason: "Test",
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await asSuperadmin("PUT", apiPath.schoolStatus("not-an-id"), { status: "active" });
    expect(malformed.statusCode).toBe(400);
    const byAdmin = await as("PUT", apiPath.schoolStatus(other.school.id), admin.token, {
      status: "hold",
      reason: "Test",
    });
    expect(byAdmin.statusCode).toBe(403);
  });
});
