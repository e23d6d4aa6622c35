import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { jobs, mailOutbox, passwordTokens, users } from "../../db/schema.ts";
import { fieldRefusalBody } from "../../test/error-body.ts";
import {
  createTestSchool,
  createTestUser,
  login,
  signedInAs,
  TEST_PASSWORD,
  unique,
} from "../../test/factories.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { insertStudent } from "../students/service.ts";
import { insertTeacher } from "../teachers/service.ts";
import { createUser, generateStudentUsername } from "./accounts.ts";
import { queueWelcomeMail } from "./password-links.ts";
import { hashPassword } from "./passwords.ts";

const env = useTestEnv();

let addresses = 0;
/** Forgot-password is limited per IP; this file's requests for it each come from an address of their own. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  env.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers,
    remoteAddress: remoteAddress ?? (url === API.forgotPassword ? `10.250.0.${++addresses}` : undefined),
  });
const profile = (authorization?: string) =>
  env.app.inject({
    method: "GET",
    url: API.profile,
    headers: authorization === undefined ? {} : { authorization },
  });
const setStatus = (id: string, status: "active" | "hold") =>
  env.db.update(users).set({ status }).where(eq(users.id, id));

describe("POST /api/user/login", () => {
  it("returns an HS256 token with sub, role, name and a 12 h expiry; the username is case-insensitive", async () => {
    const email = `${unique("Mixed.Case")}@Example.test`;
    const { user } = await createTestUser(env.db, {
      role: "teacher",
      name: "Lata Rao",
      email,
      username: email,
    });
    const res = await post(API.login, { username: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; email: string }>();
    expect(body.email).toBe(email.toLowerCase());
    expect(decodeProtectedHeader(body.token).alg).toBe("HS256");
    const { payload } = await jwtVerify(body.token, new TextEncoder().encode(TEST_JWT_SECRET));
    expect(payload).toMatchObject({ sub: user.id, role: "teacher", name: "Lata Rao" });
    const expectedExp = Date.now() / 1000 + LIMITS.sessionHours * 3600;
    expect(Math.abs((payload.exp ?? 0) - expectedExp)).toBeLessThan(120);
  });

  it("answers a wrong password and an unknown user with the same 401", async () => {
    const { username } = await createTestUser(env.db);
    const wrong = await post(API.login, { username, password: "Not-The-Password-1" });
    const unknown = await post(API.login, { username: unique("nobody"), password: "Not-The-Password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.loginFailed, key: "loginFailed" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses an account on hold with 403 and a message that says so", async () => {
    const { user, username } = await createTestUser(env.db);
    await setStatus(user.id, "hold");
    const res = await post(API.login, { username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.accountOnHold, key: "accountOnHold" });
    expect(res.json<{ message: string }>().message).toMatch(/on hold/);
    // A wrong password on a held account reveals nothing about the hold.
    expect((await post(API.login, { username, password: "Not-The-Password-1" })).statusCode).toBe(401);
  });

  it("answers 429 with Retry-After after 5 failures for one username from one IP, even with the right password", async () => {
    const { username } = await createTestUser(env.db);
    const ip = "10.1.1.1";
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) {
      const res = await post(API.login, { username, password: `Wrong-Guess-${i}` }, {}, ip);
      expect(res.statusCode).toBe(401);
    }
    const sixth = await post(API.login, { username, password: "Wrong-Guess-6" }, {}, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: MESSAGES.tooManyAttempts, key: "tooManyAttempts" });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginWindowMinutes * 60);

    const correct = await post(API.login, { username, password: TEST_PASSWORD }, {}, ip);
    expect(correct.statusCode).toBe(429);
    // The counter is per username without regard to case, and X-Forwarded-For is not trusted by default.
    const otherCase = await post(
      API.login,
      { username: username.toUpperCase(), password: TEST_PASSWORD },
      { "x-forwarded-for": "10.9.9.9" },
      ip,
    );
    expect(otherCase.statusCode).toBe(429);

    const otherIp = await post(API.login, { username, password: TEST_PASSWORD }, {}, "10.1.1.2");
    expect(otherIp.statusCode).toBe(200);
  });

  it("lets no more than 5 guesses of a parallel burst be checked", async () => {
    const { username } = await createTestUser(env.db);
    const ip = "10.4.4.4";
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(API.login, { username, password: `Burst-Guess-${i}` }, {}, ip),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMITS.loginFailuresAllowed);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - LIMITS.loginFailuresAllowed);
    expect((await post(API.login, { username, password: TEST_PASSWORD }, {}, ip)).statusCode).toBe(429);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { username } = await createTestUser(env.db);
    const ip = "10.2.2.2";
    const fail = () => post(API.login, { username, password: "Wrong-Guess-x" }, {}, ip);
    for (let i = 0; i < LIMITS.loginFailuresAllowed - 1; i++) expect((await fail()).statusCode).toBe(401);
    expect((await post(API.login, { username, password: TEST_PASSWORD }, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginFailuresAllowed - 1; i++) expect((await fail()).statusCode).toBe(401);
    expect((await post(API.login, { username, password: TEST_PASSWORD }, {}, ip)).statusCode).toBe(200);
  });

  it("counts failures in the database, across several app processes", async () => {
    const other = await env.buildAnother();
    try {
      const { username } = await createTestUser(env.db);
      const ip = "10.3.3.3";
      const attempt = (app: typeof env.app, password: string) =>
        app.inject({ method: "POST", url: API.login, payload: { username, password }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await attempt(env.app, "Wrong-Guess-a")).statusCode).toBe(401);
      for (let i = 0; i < 2; i++) expect((await attempt(other.app, "Wrong-Guess-b")).statusCode).toBe(401);
      expect((await attempt(env.app, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await attempt(other.app, TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
  });
});

describe("sessions", () => {
  it("accepts the bare token and `Bearer <token>` in Authorization", async () => {
    const { token, username } = await signedInAs(env.app, env.db, "admin");
    for (const header of [token, `Bearer ${token}`, `bearer ${token}`]) {
      const res = await profile(header);
      expect(res.statusCode, header.slice(0, 10)).toBe(200);
      expect(res.json().username).toBe(username);
    }
    const none = await profile();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.notSignedIn, key: "notSignedIn" });
    expect((await profile("Bearer ")).statusCode).toBe(401);
    expect((await profile("garbage")).statusCode).toBe(401);
  });

  it("stops a token working at once when its user is put on hold or deleted", async () => {
    const held = await signedInAs(env.app, env.db, "school");
    expect((await profile(held.token)).statusCode).toBe(200);
    await setStatus(held.user.id, "hold");
    const onHold = await profile(held.token);
    expect(onHold.statusCode).toBe(403);
    expect(onHold.json()).toEqual({ message: MESSAGES.accountOnHold, key: "accountOnHold" });
    await setStatus(held.user.id, "active");
    expect((await profile(held.token)).statusCode).toBe(200);

    const deleted = await signedInAs(env.app, env.db, "admin");
    expect((await profile(deleted.token)).statusCode).toBe(200);
    await env.db.delete(users).where(eq(users.id, deleted.user.id));
    const gone = await profile(deleted.token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: MESSAGES.sessionInvalid, key: "sessionInvalid" });
  });

  it("refuses alg=none, tampered, malformed, foreign-key, other-algorithm, not-yet-valid and expired tokens", async () => {
    const { token, user } = await signedInAs(env.app, env.db, "admin");
    const [header = "", payload = "", signature = ""] = token.split(".");
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = decodeJwt(token);
    const elevated = b64({ ...claims, role: "superadmin" });
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const forged = [
      `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
      `${b64({ alg: "none", typ: "JWT" })}.${elevated}.`,
      `${header}.${elevated}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      `${header}.${payload}.${signature}!`,
      `${header}.${payload}`,
      await new SignJWT({ role: "admin", name: user.name, ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setNotBefore("1h")
        .setExpirationTime("2h")
        .sign(key),
      await new SignJWT({ role: "admin", name: user.name })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("another-secret-another-secret-another-secret")),
      await new SignJWT({ role: "admin", name: user.name })
        .setProtectedHeader({ alg: "HS512" })
        .setSubject(user.id)
        .setExpirationTime("1h")
        .sign(key),
      await new SignJWT({ role: "admin", name: user.name })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key),
    ];
    for (const [i, bad] of forged.entries()) {
      const res = await profile(bad);
      expect(res.statusCode, `forged token #${i}`).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.sessionInvalid, key: "sessionInvalid" });
    }
    // A token signed with the real key but without the session version (`ver`) is refused too.
    const noVersion = await new SignJWT({ role: "admin", name: user.name })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(key);
    expect((await profile(noVersion)).statusCode).toBe(401);
    // The control: a token made the same way with the real key, HS256 and the version is accepted.
    const genuine = await new SignJWT({ role: "admin", name: user.name, ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(key);
    expect((await profile(genuine)).statusCode).toBe(200);
  });
});

describe("forgot and reset password", () => {
  type ResetBody = { username: string; email: string; token: string; password: string };
  const reset = (body: ResetBody) => post(API.resetPassword, body);

  /** Asks for a reset link and returns what the mail's link carries. */
  async function requestLink(username: string, email: string) {
    const before = env.mail.to(email).length;
    const res = await post(API.forgotPassword, { username });
    expect(res.statusCode).toBe(200);
    await env.deliverMail();
    const mails = env.mail.to(email);
    expect(mails).toHaveLength(before + 1);
    const link = linkIn(mails.at(-1) as (typeof mails)[number]);
    return { link, token: link.searchParams.get("token") ?? "" };
  }

  it("does the same work in the request for a known and an unknown username: it only queues a job", async () => {
    const { username, user } = await createTestUser(env.db, { name: "Timing Tara" });
    const ghost = unique("ghost");
    const snapshot = async () => ({
      jobs: (await env.db.select().from(jobs)).map((job) => job.payload as { username: string }),
      tokens: await env.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id)),
      mail: await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)),
    });
    await env.deliverMail(); // nothing left over from earlier tests
    // A second app whose worker is stopped: what the database holds after its two requests is what
    // the requests themselves wrote.
    const other = await env.buildAnother();
    await other.context.worker.stop();
    try {
      for (const name of [username, ghost]) {
        const res = await other.app.inject({
          method: "POST",
          url: API.forgotPassword,
          payload: { username: name },
        });
        expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordSent, key: "forgotPasswordSent" });
      }
    } finally {
      await other.app.close();
    }
    // One job each, and no token and no mail for the real user: nothing tells the two apart.
    const written = await snapshot();
    expect(written.jobs.map((payload) => payload.username).sort()).toEqual([username, ghost].sort());
    expect(written.tokens).toHaveLength(0);
    expect(written.mail).toHaveLength(0);
    await env.deliverMail();
    const after = await snapshot();
    expect(after.jobs).toHaveLength(0);
    expect(after.tokens).toHaveLength(1);
    expect(env.mail.to(user.email)).toHaveLength(1);
  });

  it("answers the same when the mail server is down, so an outage does not reveal who exists", async () => {
    // Port 1 on loopback: nothing listens there, so every send fails at once.
    const offline = await env.buildAnother({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const { username } = await createTestUser(env.db, { name: "Offline Omkar" });
      const known = await offline.app.inject({
        method: "POST",
        url: API.forgotPassword,
        payload: { username },
      });
      const unknown = await offline.app.inject({
        method: "POST",
        url: API.forgotPassword,
        payload: { username: unique("ghost") },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    } finally {
      await offline.app.close();
    }
    // The offline app may close before its worker took Omkar's job: run it now, so his reset mail
    // reaches the receiver here and not inside the next test's count of mails.
    await env.deliverMail();
  });

  it("answers the same for existing and unknown users and mails exactly one link to an existing one", async () => {
    const { username, user } = await createTestUser(env.db, { name: "Forgetful Fatima" });
    const mailsBefore = env.mail.messages.length;
    const known = await post(API.forgotPassword, { username });
    const unknownName = unique("ghost");
    const unknown = await post(API.forgotPassword, { username: unknownName });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.forgotPasswordSent, key: "forgotPasswordSent" });
    expect(unknown.json()).toEqual(known.json());

    await env.deliverMail();
    const mails = env.mail.messages.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.subject).toMatch(/reset/i);
    const link = linkIn(mail as NonNullable<typeof mail>);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/resetpassword`);
    expect([...link.searchParams.keys()].sort()).toEqual(["email", "token", "username"]);
    expect(link.searchParams.get("username")).toBe(username);
    expect(link.searchParams.get("email")).toBe(user.email);
    // 32 random bytes, base64url.
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [stored] = await env.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(link.searchParams.get("token"));
    expect(stored?.purpose).toBe("reset");
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(LIMITS.resetTokenMinutes - 2);
    expect(minutes).toBeLessThanOrEqual(LIMITS.resetTokenMinutes);
  });

  it("resets with the mailed token once; the new password signs in and the old one does not", async () => {
    const { username, user } = await createTestUser(env.db);
    const { token } = await requestLink(username, user.email);
    const newPassword = "Rhombus-Trapezium-77";
    const body = { username, email: user.email, token, password: newPassword };
    const first = await reset(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.resetSuccess, key: "resetSuccess" });
    const second = await reset({ ...body, password: "Another-Fresh-Pass-8" });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: MESSAGES.resetTokenUsed, key: "resetTokenUsed" });

    expect(await login(env.app, username, newPassword)).toBeTruthy();
    const old = await post(API.login, { username, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
  });

  it("lets a token be used once even by parallel requests", async () => {
    const { username, user } = await createTestUser(env.db);
    const { token } = await requestLink(username, user.email);
    const passwords = ["Parallel-Reset-One-1", "Parallel-Reset-Two-2", "Parallel-Reset-Three-3"];
    const answers = await Promise.all(
      passwords.map((password) => reset({ username, email: user.email, token, password })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = passwords[answers.findIndex((r) => r.statusCode === 200)] ?? "";
    expect(await login(env.app, username, winner)).toBeTruthy();
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ message: MESSAGES.resetTokenUsed, key: "resetTokenUsed" });
    }
  });

  it("refuses a token with the wrong username or e-mail, and it still works for its owner", async () => {
    const owner = await createTestUser(env.db);
    const other = await createTestUser(env.db);
    const { token } = await requestLink(owner.username, owner.user.email);
    const password = "Isosceles-Scalene-5";
    for (const wrong of [
      { username: other.username, email: other.user.email },
      { username: owner.username, email: other.user.email },
      { username: other.username, email: owner.user.email },
      { username: unique("ghost"), email: owner.user.email },
    ]) {
      const res = await reset({ ...wrong, token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.resetTokenInvalid, key: "resetTokenInvalid" });
    }
    const made = await reset({
      username: owner.username,
      email: owner.user.email,
      token: "made-up",
      password,
    });
    expect(made.json()).toEqual({ message: MESSAGES.resetTokenInvalid, key: "resetTokenInvalid" });
    // E-mail and username compare without regard to case.
    const ok = await reset({
      username: owner.username.toUpperCase(),
      email: owner.user.email.toUpperCase(),
      token,
      password,
    });
    expect(ok.statusCode).toBe(200);
    expect(await login(env.app, owner.username, password)).toBeTruthy();
    expect(await login(env.app, other.username)).toBeTruthy();
  });

  it("refuses an expired token with the expired message", async () => {
    const { username, user } = await createTestUser(env.db);
    const { token } = await requestLink(username, user.email);
    await env.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    const res = await reset({ username, email: user.email, token, password: "Octagon-Nonagon-99" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.resetTokenExpired, key: "resetTokenExpired" });
    expect(await login(env.app, username)).toBeTruthy();
  });

  it("sends no mail to an account on hold, and answers the same", async () => {
    const { username, user } = await createTestUser(env.db);
    await setStatus(user.id, "hold");
    const res = await post(API.forgotPassword, { username });
    expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordSent, key: "forgotPasswordSent" });
    await env.deliverMail();
    expect(env.mail.to(user.email)).toHaveLength(0);
  });
});

describe("POST /api/user/changepassword", () => {
  const change = (token: string, body: object) => post(API.changePassword, body, { authorization: token });

  it("changes the caller's own password", async () => {
    const { token, username } = await signedInAs(env.app, env.db, "teacher");
    const newPassword = "Pentagon-Circle-31";
    const res = await change(token, {
      username: username.toUpperCase(),
      currentPassword: TEST_PASSWORD,
      newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: MESSAGES.passwordChanged,
      key: "passwordChanged",
      token: expect.any(String),
    });
    expect(await login(env.app, username, newPassword)).toBeTruthy();
    expect((await post(API.login, { username, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it("refuses a new password equal to the current one under New password, and changes nothing", async () => {
    const { token, username } = await signedInAs(env.app, env.db, "teacher");
    const res = await change(token, { username, currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldKeys).toEqual({ newPassword: "newPasswordSameAsCurrent" });
    expect(res.json().fields).toEqual({ newPassword: MESSAGES.newPasswordSameAsCurrent });
    // The session was not ended, as a real change would: the same token still works.
    expect(
      (await env.app.inject({ method: "GET", url: API.profile, headers: { authorization: token } }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses someone else's username with 403 and a wrong current password with 400", async () => {
    const caller = await signedInAs(env.app, env.db, "school");
    const victim = await createTestUser(env.db);
    const notOwn = await change(caller.token, {
      username: victim.username,
      currentPassword: TEST_PASSWORD,
      newPassword: "Hijacked-Password-1",
    });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json()).toEqual({ message: MESSAGES.changeOwnPasswordOnly, key: "changeOwnPasswordOnly" });
    expect(await login(env.app, victim.username)).toBeTruthy();

    const wrongCurrent = await change(caller.token, {
      username: caller.username,
      currentPassword: "Not-The-Password-1",
      newPassword: "Ellipse-Hyperbola-2",
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual(fieldRefusalBody("currentPassword", "currentPasswordWrong"));
    expect(await login(env.app, caller.username)).toBeTruthy();
  });
});

describe("password rules", () => {
  const cases = [
    { label: "7 characters", password: "Ab1-xyz", message: MESSAGES.passwordTooShort },
    { label: "129 characters", password: "Qz7-".repeat(32).concat("x"), message: MESSAGES.passwordTooLong },
    { label: "a common password", password: "password123", message: MESSAGES.passwordTooCommon },
    { label: "a common password in capitals", password: "ILoveYou", message: MESSAGES.passwordTooCommon },
  ];

  it("names the rule that failed, on every route that sets a password", async () => {
    expect(cases[1]?.password).toHaveLength(129);
    const caller = await signedInAs(env.app, env.db, "admin");
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const target = await createTestUser(env.db);
    for (const { label, password, message } of cases) {
      const changed = await post(
        API.changePassword,
        { username: caller.username, currentPassword: TEST_PASSWORD, newPassword: password },
        { authorization: caller.token },
      );
      expect(changed.statusCode, `change: ${label}`).toBe(400);
      expect(changed.json().message, `change: ${label}`).toBe(message);

      const registered = await post(
        API.register,
        { name: "Rule Test", email: `${unique("rule")}@example.test`, phone: "9000000000", password },
        { authorization: superadmin.token },
      );
      expect(registered.statusCode, `register: ${label}`).toBe(400);
      expect(registered.json().message, `register: ${label}`).toBe(message);

      const { token } = await linkFor(target.username, target.user.email);
      const resetRes = await post(API.resetPassword, {
        username: target.username,
        email: target.user.email,
        token,
        password,
      });
      expect(resetRes.statusCode, `reset: ${label}`).toBe(400);
      expect(resetRes.json().message, `reset: ${label}`).toBe(message);
    }
    expect(await login(env.app, caller.username)).toBeTruthy();
    expect(await login(env.app, target.username)).toBeTruthy();
  });

  /** A fresh reset link: clears the one-per-minute brake by marking older links used. */
  async function linkFor(username: string, email: string) {
    await env.db
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordTokens.userId, (await userId(username)) ?? ""));
    await post(API.forgotPassword, { username });
    await env.deliverMail();
    const mail = env.mail.to(email).at(-1);
    if (!mail) throw new Error("no reset mail");
    return { token: linkIn(mail).searchParams.get("token") ?? "" };
  }
  async function userId(username: string) {
    const [row] = await env.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row?.id;
  }
});

describe("POST /api/user/register", () => {
  const body = () => ({
    name: "Neha Admin",
    email: `${unique("Admin")}@Example.test`,
    password: "Tessellate-Grid-64",
    phone: "9123456789",
  });

  it("lets a superadmin create an admin who signs in with the e-mail as username", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const input = body();
    const res = await post(API.register, input, { authorization: superadmin.token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "User registered successfully", key: "userRegistered" });
    const token = await login(env.app, input.email, input.password);
    expect(decodeJwt(token).role).toBe("admin");
    const me = (await profile(token)).json();
    expect(me).toMatchObject({ name: "Neha Admin", email: input.email.toLowerCase(), role: "admin" });

    const duplicate = await post(API.register, input, { authorization: superadmin.token });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual(fieldRefusalBody("email", "emailTaken"));
    const otherCase = await post(
      API.register,
      { ...input, email: input.email.toLowerCase() },
      { authorization: superadmin.token },
    );
    expect(otherCase.statusCode).toBe(409);
  });

  it("answers concurrent duplicates with one 201 and 409s, never a 500", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const input = body();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(
          API.register,
          { ...input, email: i % 2 ? input.email.toLowerCase() : input.email },
          { authorization: superadmin.token },
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses, answers.map((r) => r.body).join("\n")).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual(fieldRefusalBody("email", "emailTaken"));
    }
  });

  it("refuses every caller but a superadmin", async () => {
    const anonymous = await post(API.register, body());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.notSignedIn, key: "notSignedIn" });
    for (const role of ["admin", "school", "teacher", "student", "studentb2c"] as const) {
      const { token } = await signedInAs(env.app, env.db, role);
      const input = body();
      const res = await post(API.register, input, { authorization: token });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden, key: "forbidden" });
      expect((await post(API.login, { username: input.email, password: input.password })).statusCode).toBe(
        401,
      );
    }
  });
});

describe("GET /api/user/profile", () => {
  it("returns the account and the role's details", async () => {
    const school = await createTestSchool(env.db);
    const schoolToken = await login(env.app, school.username);
    const schoolProfile = (await profile(schoolToken)).json();
    expect(schoolProfile).toEqual({
      _id: school.user.id,
      name: "Test School",
      email: school.user.email,
      username: school.username,
      role: "school",
      phone: "9876543210",
      school: {
        city: "Pune",
        state: "Maharashtra",
        phone: "9876543210",
        district: "Pune",
        pincode: "411001",
        udiscCode: school.school.udiscCode,
        address: "1 Test Road",
      },
    });

    const student = await createTestUser(env.db, { role: "student", name: "Arjun Das" });
    await insertStudent(env.db, student.user.id, {
      schoolId: school.school.id,
      rollNumber: "7B-12",
      classNumber: 7,
      fathername: "Bimal Das",
      dob: "2013-05-01",
    });
    const studentProfile = (await profile(await login(env.app, student.username))).json();
    expect(studentProfile).toMatchObject({ role: "student", username: student.username, name: "Arjun Das" });
    expect(studentProfile.student).toEqual({ rollNumber: "7B-12", class: 7, fathername: "Bimal Das" });

    const teacher = await createTestUser(env.db, { role: "teacher", phone: "9988776655" });
    await insertTeacher(env.db, teacher.user.id, { schoolId: school.school.id, dob: "1985-12-24" });
    const teacherProfile = (await profile(await login(env.app, teacher.username))).json();
    expect(teacherProfile).toMatchObject({ role: "teacher", email: teacher.user.email });
    expect(teacherProfile.teacher).toEqual({ mobile: "9988776655", dob: "1985-12-24" });

    const admin = await signedInAs(env.app, env.db, "admin");
    const adminProfile = (await profile(admin.token)).json();
    expect(Object.keys(adminProfile).sort()).toEqual(["_id", "email", "name", "phone", "role", "username"]);
    expect(JSON.stringify(adminProfile)).not.toMatch(/password|hash/i);
  });
});

describe("welcome mail", () => {
  it("mails a link valid 7 days that sets the first password through /api/user/resetpassword", async () => {
    const email = `${unique("welcome")}@example.test`;
    const user = await createUser(env.db, { role: "school", username: email, email, name: "New School" });
    // No password yet: nothing signs in.
    expect((await post(API.login, { username: email, password: TEST_PASSWORD })).statusCode).toBe(401);

    await env.db.transaction((tx) => queueWelcomeMail(tx, env.config.appUrl, user));
    await env.deliverMail();
    const mails = env.mail.to(email);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0] as (typeof mails)[number]);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/resetpassword`);
    expect(link.searchParams.get("username")).toBe(email);
    expect(link.searchParams.get("email")).toBe(email);
    // The account never had a password: the page it opens says "Set your password", not "Reset".
    expect(link.searchParams.get("set")).toBe("1");
    const [stored] = await env.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored?.purpose).toBe("welcome");
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(LIMITS.welcomeTokenDays - 0.01);
    expect(days).toBeLessThanOrEqual(LIMITS.welcomeTokenDays);

    const password = "First-Password-Set-9";
    const res = await post(API.resetPassword, {
      username: email,
      email,
      token: link.searchParams.get("token"),
      password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: "passwordSetSuccess",
      message: "Password set successfully. You can now log in.",
    });
    expect(await login(env.app, email, password)).toBeTruthy();
  });
});

describe("generateStudentUsername", () => {
  it("makes short names from the first name and four digits", async () => {
    expect(await generateStudentUsername(env.db, "Asha Reddy")).toMatch(/^asha\d{4}$/);
    expect(await generateStudentUsername(env.db, "Venkataraghavan S")).toMatch(/^venkat\d{4}$/);
    expect(await generateStudentUsername(env.db, "Ñandú Pérez")).toMatch(/^nandu\d{4}$/);
    expect(await generateStudentUsername(env.db, "आशा")).toMatch(/^student\d{4}$/);
    expect(await generateStudentUsername(env.db, "  ")).toMatch(/^student\d{4}$/);
  });

  it("never hands out a username that is taken", async () => {
    const made = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const username = await generateStudentUsername(env.db, "Ria Sen");
      expect(username.length).toBeLessThanOrEqual(10);
      expect(made.has(username)).toBe(false);
      made.add(username);
      await createUser(env.db, {
        role: "student",
        username,
        email: "parent.sen@example.test",
        name: "Ria Sen",
      });
    }
  });
});

describe("an account made with a hash made already (the demo's and the tests' one password)", () => {
  it("signs in with that password, and takes nothing but an argon2id hash, never with a password too", async () => {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const email = `${unique("hashed")}@example.test`;
    await createUser(env.db, { role: "admin", username: email, email, name: "Hashed Once", passwordHash });
    expect(await login(env.app, email)).toBeTruthy();

    const refused = (input: object) =>
      createUser(env.db, {
        role: "admin",
        username: `${unique("refused")}@example.test`,
        email: "refused@example.test",
        name: "Refused",
        ...input,
      } as Parameters<typeof createUser>[1]);
    await expect(refused({ passwordHash: TEST_PASSWORD })).rejects.toThrow(/argon2id hash/);
    await expect(refused({ passwordHash: "" })).rejects.toThrow(/argon2id hash/);
    await expect(refused({ passwordHash, password: TEST_PASSWORD })).rejects.toThrow(/not both/);
  });
});
