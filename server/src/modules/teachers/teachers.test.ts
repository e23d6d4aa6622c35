import { API, apiPath, type TeacherAddResponse, type TeachersPage } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, passwordTokens, teachers, users } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { createTestUser, login, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { setPasswordThroughLink } from "../../test/reset-link.ts";
import { requester, useSignedInSchool, useTestEnv } from "../../test/session.ts";

const env = useTestEnv();
const schoolA = useSignedInSchool(env);
const schoolB = useSignedInSchool(env);
const call = requester(env);

const teacher = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${unique("teacher")}@school.in`,
  mobile: "98765 43210",
  dob: "1985-08-20",
  ...extra,
});

/** Sets a teacher's password through the welcome link they were mailed, as they would. */
async function setPasswordFromWelcomeMail(email: string) {
  await env.deliverMail();
  const [mail] = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = new URL(/http\S+/.exec(mail?.text ?? "")?.[0] ?? "");
  const res = await setPasswordThroughLink(env.app, link, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
}

describe("teachers", () => {
  it("adds a teacher: e-mail as username, the mobile normalised, a welcome mail, an audit event", async () => {
    const input = teacher("Sunita Rao");
    const res = await call("POST", API.addTeacher, schoolA.token, input);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TeacherAddResponse>();
    expect(body.message).toBe("Teacher added successfully");
    expect(body.teachers[0]).toMatchObject({
      name: "Sunita Rao",
      email: input.email,
      mobile: "9876543210",
      dob: "1985-08-20",
      status: "active",
      role: "teacher",
    });
    const [account] = await env.db.select().from(users).where(eq(users.username, input.email));
    expect(account?.role).toBe("teacher");
    await env.deliverMail();
    expect(await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email))).toHaveLength(1);
    const events = await auditRowsOf(env.db, "teacher.added", account?.id ?? "");
    expect(events).toHaveLength(1);
  });

  it("an e-mail taken anywhere on the platform is a 409 for one teacher and a row error in an upload", async () => {
    const someone = await createTestUser(env.db, { role: "admin" });
    const single = await call(
      "POST",
      API.addTeacher,
      schoolA.token,
      teacher("Dup", { email: someone.username.toUpperCase() }),
    );
    expect(single.statusCode, single.body).toBe(409);
    expect(single.json().fields?.email).toBeDefined();

    const repeated = `${unique("twice")}@school.in`;
    const res = await call("POST", API.addTeachersBulk, schoolA.token, {
      teachers: [
        teacher("Fine One"),
        teacher("Taken", { email: someone.username }),
        teacher("First", { email: repeated }),
        teacher("Second", { email: repeated }),
        teacher("Bad Mobile", { mobile: "12345" }),
        teacher("Bad Dob", { dob: "20-08-1985" }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const brief = res
      .json<{ errors: { row: number; field: string; key: string }[] }>()
      .errors.map((e) => `${e.row}:${e.field}:${e.key.split("?")[0]}`);
    expect(brief).toEqual([
      "3:email:emailTaken",
      "5:email:emailRepeatedInFile",
      "6:mobile:phoneInvalid",
      "7:dob:dobInvalid",
    ]);
    const [fine] = await env.db.select().from(users).where(eq(users.name, "Fine One"));
    expect(fine).toBeUndefined();
  });

  it("refuses a date of birth that makes a teacher under 18 or over 80, in a form and in a sheet", async () => {
    const isoYearsAgo = (years: number, days = 0) => {
      const now = new Date();
      const date = new Date(
        Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
      );
      return date.toISOString().slice(0, 10);
    };
    const single = await call(
      "POST",
      API.addTeacher,
      schoolA.token,
      teacher("Born 2020", { dob: "2020-03-01" }),
    );
    expect(single.statusCode, single.body).toBe(400);
    expect(single.json().fieldKeys?.dob).toBe("teacherTooYoung?min=18");
    // The form's message names the age too, as a student's names its limits.
    expect(single.json().message).toBe("A teacher must be at least 18 years old: check the year of birth");
    expect(single.json().fields?.dob).toBe(
      "A teacher must be at least 18 years old: check the year of birth",
    );

    const res = await call("POST", API.addTeachersBulk, schoolA.token, {
      teachers: [
        teacher("Eighteen Today", { dob: isoYearsAgo(18) }),
        teacher("Eighteen Tomorrow", { dob: isoYearsAgo(18, 1) }),
        teacher("Eighty", { dob: isoYearsAgo(81, 1) }),
        teacher("Eighty One", { dob: isoYearsAgo(81) }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const brief = res
      .json<{ errors: { row: number; field: string; key: string }[] }>()
      .errors.map((e) => `${e.row}:${e.field}:${e.key}`);
    expect(brief).toEqual(["3:dob:teacherTooYoung?min=18", "5:dob:teacherTooOld?max=80"]);
  });

  it("bulk adds all rows: 'Teachers added successfully'", async () => {
    const rows = [teacher("Anil Kapoor"), teacher("Bina Das")];
    const res = await call("POST", API.addTeachersBulk, schoolB.token, { teachers: rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeacherAddResponse>()).toMatchObject({
      message: "Teachers added successfully",
      count: 2,
    });
  });

  it("lists only the caller's teachers, paged and searched; dob sorts", async () => {
    const all = (await call("GET", API.teachers, schoolB.token)).json<{ name: string }[]>();
    expect(all.map((t) => t.name)).toEqual(["Anil Kapoor", "Bina Das"]);
    const page = (
      await call("GET", `${API.teachers}?search=bina&sort=dob&order=desc`, schoolB.token)
    ).json<TeachersPage>();
    expect(page.items.map((t) => t.name)).toEqual(["Bina Das"]);
    expect(page.limit).toBe(25);
    const none = (await call("GET", `${API.teachers}?search=Sunita`, schoolB.token)).json<TeachersPage>();
    expect(none.total).toBe(0);
  });

  it("hold stops sign-in and the live token at once; activate lets the teacher sign in again", async () => {
    const input = teacher("Held Teacher");
    const added = (await call("POST", API.addTeacher, schoolA.token, input)).json<TeacherAddResponse>();
    const userId = added.teachers[0]?.userId ?? "";
    await setPasswordFromWelcomeMail(input.email);
    const token = await login(env.app, input.email);
    expect((await call("GET", API.profile, token)).statusCode).toBe(200);

    // Another school cannot touch them.
    expect((await call("PUT", apiPath.holdTeacher(userId), schoolB.token)).statusCode).toBe(404);
    expect((await call("PUT", apiPath.activateTeacher(userId), schoolB.token)).statusCode).toBe(404);

    const held = await call("PUT", apiPath.holdTeacher(userId), schoolA.token);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().message).toBe("Teacher put on hold successfully");
    expect((await call("GET", API.profile, token)).statusCode).not.toBe(200);
    const signIn = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: input.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    const listed = (await call("GET", `${API.teachers}?status=hold`, schoolA.token)).json<TeachersPage>();
    expect(listed.items.map((t) => t.userId)).toContain(userId);

    const activated = await call("PUT", apiPath.activateTeacher(userId), schoolA.token);
    expect(activated.json().message).toBe("Teacher activated successfully");
    expect((await call("GET", API.profile, token)).statusCode).toBe(401); // the old token stays dead
    expect(await login(env.app, input.email)).toBeTruthy();
    const trail = await env.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, userId));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(["teacher.held", "teacher.activated"]));
  });

  it("a teacher never gets a one-time code", async () => {
    const input = teacher("No Code");
    await call("POST", API.addTeacher, schoolA.token, input);
    const [row] = await env.db
      .select()
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(users.email, input.email));
    const codes = await env.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, row?.users.id ?? ""), eq(passwordTokens.purpose, "first_signin")));
    expect(codes).toHaveLength(0);
  });
});
