import { API, type StudentAddResponse } from "@ganit/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, passwordTokens, users } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { unique } from "../../test/factories.ts";
import { callerAs, signedInSchool, useSignedInSchool, useTestEnv } from "../../test/session.ts";

/**
 * New sign-in codes after the first day: for one student or a whole class. The old code stops
 * working, a session signed in with it ends, the new code opens the first sign-in; one transaction
 * with its audit event; another school's students are not reachable.
 */
const env = useTestEnv();
const school = useSignedInSchool(env);
const asSchool = callerAs(env, school);

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const signIn = (username: string, password: string) =>
  env.app.inject({
    method: "POST",
    url: API.login,
    payload: { username, password },
    remoteAddress: freshIp(),
  });
const firstSignIn = (username: string, code: string, newPassword: string) =>
  env.app.inject({
    method: "POST",
    url: API.firstSignIn,
    payload: { username, code, newPassword },
    remoteAddress: freshIp(),
  });

async function addStudents(count: number, classNumber: number) {
  const res = await asSchool("POST", API.addStudentsBulk, {
    students: Array.from({ length: count }, (_, i) => ({
      name: `Child ${unique("c")}`,
      email: `${unique("kid")}@example.in`,
      dob: "2014-02-03",
      Class: classNumber,
      fathername: unique("Father"),
      row: i + 2,
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudentAddResponse>().credentials;
}

describe("new sign-in codes", () => {
  it("one student: the old code stops working, their session ends, the new code opens the first sign-in", async () => {
    const [child] = await addStudents(1, 4);
    if (!child) throw new Error("no student");
    // The child signed in with the sheet and chose a password: a live session.
    const first = await firstSignIn(child.username, child.oneTimeCode, "Rhombus-Kite-31");
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json<{ token: string }>().token;
    const profile = () => env.app.inject({ url: API.profile, headers: { authorization: session } });
    expect((await profile()).statusCode).toBe(200);

    const res = await asSchool("POST", API.studentNewCodes, { studentIds: [child._id] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<StudentAddResponse>();
    expect(answer).toMatchObject({ key: "newCodesIssued", count: 1 });
    const [fresh] = answer.credentials;
    expect(fresh).toMatchObject({ _id: child._id, username: child.username, rollNumber: child.rollNumber });
    expect(fresh?.oneTimeCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(fresh?.oneTimeCode).not.toBe(child.oneTimeCode);

    // The live session is over; the password set with the old sheet is gone; the new code works.
    expect((await profile()).statusCode).toBe(401);
    expect((await signIn(child.username, "Rhombus-Kite-31")).statusCode).toBe(401);
    expect((await signIn(child.username, fresh?.oneTimeCode ?? "")).statusCode).toBe(409);
    const again = await firstSignIn(child.username, fresh?.oneTimeCode ?? "", "Octagon-Prism-58");
    expect(again.statusCode, again.body).toBe(200);

    const [event] = await auditRowsOf(env.db, "student.codes_reissued", child._id);
    expect(event).toMatchObject({ actorUserId: school.user.id, schoolId: school.school.id });
    expect(JSON.stringify(event?.detail)).not.toContain(fresh?.oneTimeCode ?? "-");
  });

  it("a whole class: every child of the class gets a new code (the sheet printed again), the others keep theirs", async () => {
    const sixes = await addStudents(3, 6);
    const [seven] = await addStudents(1, 7);
    const res = await asSchool("POST", API.studentNewCodes, { classNumber: "6" });
    expect(res.statusCode, res.body).toBe(200);
    const { credentials, codesExpireAt } = res.json<StudentAddResponse>();
    expect(credentials.map((c) => c._id).sort()).toEqual(sixes.map((c) => c._id).sort());
    expect(credentials.every((c) => c.class === 6)).toBe(true);
    expect(new Date(codesExpireAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Every old code of the class is used up: one open code each, the new one.
    for (const old of sixes) {
      expect((await signIn(old.username, old.oneTimeCode)).statusCode).toBe(401);
      const [account] = await env.db.select().from(users).where(eq(users.username, old.username));
      const open = await env.db
        .select()
        .from(passwordTokens)
        .where(and(eq(passwordTokens.userId, account?.id ?? ""), isNull(passwordTokens.usedAt)));
      expect(open).toHaveLength(1);
    }
    // Class 7 is untouched.
    expect((await signIn(seven?.username ?? "", seven?.oneTimeCode ?? "")).statusCode).toBe(409);
    const [event] = await env.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "student.codes_reissued"), eq(auditEvents.schoolId, school.school.id)),
      )
      .orderBy(auditEvents.at);
    expect(event).toBeTruthy();
  });

  it("refuses what it cannot do: another school's student 404, an empty class 404 with the reason, no choice 400", async () => {
    const [child] = await addStudents(1, 3);
    const other = await signedInSchool(env);
    const stranger = await env.app.inject({
      method: "POST",
      url: API.studentNewCodes,
      headers: { authorization: other.token },
      payload: { studentIds: [child?._id] },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().key).toBe("notFound");
    // Nothing happened to the child: their code still works.
    expect((await signIn(child?.username ?? "", child?.oneTimeCode ?? "")).statusCode).toBe(409);

    const empty = await asSchool("POST", API.studentNewCodes, { classNumber: 10 });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe("There are no students in Class 10");
    for (const payload of [
      {},
      { classNumber: 3, studentIds: [child?._id] },
      { studentIds: [] },
      { classNumber: 11 },
    ]) {
      const bad = await asSchool("POST", API.studentNewCodes, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const teacher = await env.app.inject({
      method: "POST",
      url: API.studentNewCodes,
      payload: { classNumber: 3 },
    });
    expect(teacher.statusCode).toBe(401);
  });
});
