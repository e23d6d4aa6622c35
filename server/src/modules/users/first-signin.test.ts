import { API } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, passwordTokens, users } from "../../db/schema.ts";
import { login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { useNewStudents } from "./test-new-students.ts";

const env = useTestEnv();
/** A new student of the school, as the credentials sheet shows them. */
const newStudent = useNewStudents(env);

let ipCounter = 0;
const post = (url: string, payload: object, ip = "10.9.0.1") =>
  env.app.inject({ method: "POST", url, payload, remoteAddress: ip });
/** POST /api/user/first-signin: the one-time code exchanged for the pupil's own password. */
const firstSignIn = (username: string, code: string, newPassword: string, ip?: string) =>
  post(API.firstSignIn, { username, code, newPassword }, ip);
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("first sign-in with a one-time code", () => {
  it("the code at the login answers 409 firstSignInRequired, then first-signin sets the password and signs in", async () => {
    const cred = await newStudent();
    const ip = freshIp();
    const atLogin = await post(API.login, { username: cred.username, password: cred.oneTimeCode }, ip);
    expect(atLogin.statusCode, atLogin.body).toBe(409);
    expect(atLogin.json()).toMatchObject({ key: "firstSignInRequired" });
    expect(atLogin.json().token).toBeUndefined();

    // Typed without dashes and in lower case, as a child might.
    const code = cred.oneTimeCode.replaceAll("-", "").toLowerCase();
    const done = await firstSignIn(cred.username.toUpperCase(), code, "Triangle-Square-7", ip);
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json().token as string;
    expect(
      (await env.app.inject({ url: API.profile, headers: { authorization: token } })).json().username,
    ).toBe(cred.username);
    expect(await login(env.app, cred.username, "Triangle-Square-7")).toBeTruthy();
    const [event] = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "auth.first_signin"));
    expect(event?.detail).toMatchObject({ username: cred.username });

    // Used up: the code neither opens the login nor sets a password again; the welcome link is void too.
    expect(
      (await post(API.login, { username: cred.username, password: cred.oneTimeCode }, ip)).statusCode,
    ).toBe(401);
    const again = await firstSignIn(cred.username, code, "Another-Pass-99", ip);
    expect(again.statusCode).toBe(401);
    const [account] = await env.db.select().from(users).where(eq(users.username, cred.username));
    const open = await env.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, account?.id ?? ""), sql`${passwordTokens.usedAt} is null`));
    expect(open).toHaveLength(0);
  });

  it("a wrong code is an ordinary failed sign-in, braked after five like a wrong password", async () => {
    const cred = await newStudent();
    const ip = freshIp();
    const wrong = "ABCD-EFGH-JKLM";
    expect((await post(API.login, { username: cred.username, password: wrong }, ip)).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) {
      const res = await firstSignIn(cred.username, wrong, "Triangle-Square-7", ip);
      expect(res.statusCode).toBe(401);
    }
    // Five failures: even the right code waits now.
    const braked = await firstSignIn(cred.username, cred.oneTimeCode, "Triangle-Square-7", ip);
    expect(braked.statusCode).toBe(429);
    // Another student's code does not open this account.
    const other = await newStudent();
    const crossed = await firstSignIn(cred.username, other.oneTimeCode, "Triangle-Square-7", freshIp());
    expect(crossed.statusCode).toBe(401);
  });

  it("an expired code says so, at the login and at first-signin", async () => {
    const cred = await newStudent();
    const [account] = await env.db.select().from(users).where(eq(users.username, cred.username));
    await env.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordTokens.userId, account?.id ?? ""), eq(passwordTokens.purpose, "first_signin")));
    const ip = freshIp();
    const atLogin = await post(API.login, { username: cred.username, password: cred.oneTimeCode }, ip);
    expect(atLogin.statusCode).toBe(400);
    expect(atLogin.json().key).toBe("oneTimeCodeExpired");
    const res = await firstSignIn(cred.username, cred.oneTimeCode, "Triangle-Square-7", ip);
    expect(res.json().key).toBe("oneTimeCodeExpired");
  });

  it("refuses a weak new password before touching the code", async () => {
    const cred = await newStudent();
    const weak = await firstSignIn(cred.username, cred.oneTimeCode, "password", freshIp());
    expect(weak.statusCode).toBe(400);
    const ok = await firstSignIn(cred.username, cred.oneTimeCode, "Triangle-Square-7", freshIp());
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("the welcome mail's link is the other way in: it uses the code up, and only with the right e-mail", async () => {
    const cred = await newStudent();
    const [account] = await env.db.select().from(users).where(eq(users.username, cred.username));
    const token = cred.oneTimeCode.replaceAll("-", "");
    const reset = (email: string) =>
      post(API.resetPassword, { username: cred.username, email, token, password: "Triangle-Square-7" });
    expect((await reset("someone.else@example.in")).statusCode).toBe(400);
    const res = await reset(account?.email ?? "");
    expect(res.statusCode, res.body).toBe(200);
    const atLogin = await post(API.login, { username: cred.username, password: cred.oneTimeCode }, freshIp());
    expect(atLogin.statusCode).toBe(401);
    expect(await login(env.app, cred.username, "Triangle-Square-7")).toBeTruthy();
  });
});
