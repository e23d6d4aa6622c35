import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { loginFailures, users } from "../../db/schema.ts";
import { createTestUser, login, signedInAs, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { endSessions } from "./accounts.ts";
import { signInGate } from "./login-throttle.ts";
import { manyAccounts as accountsIn } from "./test-accounts.ts";

/** The security findings on accounts and sign-in, each with the test that proves it fixed. */
const env = useTestEnv();

let addresses = 0;
/** An address no other test of this file uses: the brakes count per IP. */
const freshIp = () => `10.${Math.floor(++addresses / 250) + 60}.${addresses % 250}.1`;

const post = (url: string, payload: object, options: { token?: string; ip?: string } = {}) =>
  env.app.inject({
    method: "POST",
    url,
    payload,
    headers: options.token ? { authorization: options.token } : {},
    remoteAddress: options.ip ?? freshIp(),
  });
const profile = (token: string) =>
  env.app.inject({ method: "GET", url: API.profile, headers: { authorization: token } });
const signIn = (username: string, password: string, ip: string) =>
  post(API.login, { username, password }, { ip });

const manyAccounts = (n: number, prefix: string) => accountsIn(env.db, n, prefix);

/** A reset link's token for an account, through forgot-password and the real SMTP receiver. */
async function resetTokenFor(username: string, email: string): Promise<string> {
  expect((await post(API.forgotPassword, { username })).statusCode).toBe(200);
  await env.deliverMail();
  const mail = env.mail.to(email).at(-1);
  if (!mail) throw new Error(`no reset mail for ${email}`);
  return linkIn(mail).searchParams.get("token") ?? "";
}

describe("finding 1: a session ends at a password reset or change, and at a hold", () => {
  it("puts the user's session version in the token as `ver`", async () => {
    const { token, user } = await signedInAs(env.app, env.db, "teacher");
    expect(decodeJwt(token)).toMatchObject({ sub: user.id, ver: user.sessionVersion });
  });

  it("ends every session signed before a password reset, on every device", async () => {
    const { username, user } = await createTestUser(env.db);
    const laptop = await login(env.app, username);
    const phone = await login(env.app, username);
    expect((await profile(laptop)).statusCode).toBe(200);
    const token = await resetTokenFor(username, user.email);
    const reset = await post(API.resetPassword, {
      username,
      email: user.email,
      token,
      password: "Hexagonal-Tiling-12",
    });
    expect(reset.statusCode).toBe(200);
    for (const old of [laptop, phone]) {
      const res = await profile(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.sessionInvalid, key: "sessionInvalid" });
    }
    const fresh = await login(env.app, username, "Hexagonal-Tiling-12");
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it("ends every session at a password change and answers with a fresh token for this one", async () => {
    const { username, token: here } = await signedInAs(env.app, env.db, "school");
    const elsewhere = await login(env.app, username);
    const res = await post(
      API.changePassword,
      { username, currentPassword: TEST_PASSWORD, newPassword: "Rhombic-Dodecahedron-3" },
      { token: here },
    );
    expect(res.statusCode).toBe(200);
    const { token: fresh, ...said } = res.json<{ token: string; message: string; key: string }>();
    expect(said).toEqual({ message: MESSAGES.passwordChanged, key: "passwordChanged" });
    expect(decodeJwt(fresh).ver).toBe((decodeJwt(here).ver as number) + 1);
    expect((await profile(here)).statusCode).toBe(401);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    const me = await profile(fresh);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(username);
  });

  it("ends sessions at a hold (endSessions): the held token says so, and stays dead after activation", async () => {
    const { token, user, username } = await signedInAs(env.app, env.db, "admin");
    // What the admins module does when it holds an account.
    await env.db.transaction(async (tx) => {
      await tx.update(users).set({ status: "hold" }).where(eq(users.id, user.id));
      await endSessions(tx, user.id);
    });
    const held = await profile(token);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ message: MESSAGES.accountOnHold, key: "accountOnHold" });
    await env.db.update(users).set({ status: "active" }).where(eq(users.id, user.id));
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(await login(env.app, username))).statusCode).toBe(200);
  });
});

describe("finding 3: control characters in any text field answer 400, never 500", () => {
  const controls = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u2028", "\t", "\n", "\r"];
  const spoil = (value: string, c: string) => `${value.slice(0, 3)}${c}${value.slice(3)}`;

  it("refuses them in every field of every route, with the field's key", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const caller = await signedInAs(env.app, env.db, "teacher");
    const target = await createTestUser(env.db);
    const cases: { route: string; field: string; body: Record<string, string>; token?: string }[] = [
      { route: API.login, field: "username", body: { username: target.username, password: TEST_PASSWORD } },
      { route: API.login, field: "password", body: { username: target.username, password: TEST_PASSWORD } },
      { route: API.forgotPassword, field: "username", body: { username: target.username } },
      ...["username", "email", "token", "password"].map((field) => ({
        route: API.resetPassword,
        field,
        body: {
          username: target.username,
          email: target.user.email,
          token: "a".repeat(43),
          password: "Triangle-Square-Circle-1",
        },
      })),
      ...["username", "currentPassword", "newPassword"].map((field) => ({
        route: API.changePassword,
        field,
        token: caller.token,
        body: {
          username: caller.username,
          currentPassword: TEST_PASSWORD,
          newPassword: "Circle-Square-Triangle-2",
        },
      })),
      ...["name", "email", "phone", "password"].map((field) => ({
        route: API.register,
        field,
        token: superadmin.token,
        body: {
          name: "Control Test",
          email: `${unique("ctl")}@example.test`,
          phone: "9123456789",
          password: "Square-Triangle-Circle-3",
        },
      })),
    ];
    const usersBefore = await countRows(users);
    const failuresBefore = await countRows(loginFailures);
    for (const { route, field, body, token } of cases) {
      for (const c of controls) {
        const label = `${route} ${field} with U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
        const res = await post(route, { ...body, [field]: spoil(body[field] as string, c) }, { token });
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.json().fieldKeys, label).toEqual({ [field]: "controlCharacters" });
        expect(res.json().fields[field], label).toBe(MESSAGES.controlCharacters);
      }
    }
    // Nothing was created, and nothing counted as a sign-in attempt.
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(loginFailures)).toBe(failuresBefore);
    // The untouched bodies are fine: the control case is the only difference.
    expect((await signIn(target.username, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe("finding 5: sign-in brakes per IP across usernames, and bounded argon2 work", () => {
  it("counts usernames per IP, with room for several labs behind one address", () => {
    expect(LIMITS.loginFailedUsernamesPerIp).toBeGreaterThanOrEqual(4 * 40);
  });

  it("lets a school lab of 40 children behind one address sign in together, each after one typo", async () => {
    const children = await manyAccounts(40, "lab");
    const ip = freshIp();
    const journeys = await Promise.all(
      children.map(async (username) => {
        const typo = await signIn(username, `${TEST_PASSWORD}x`, ip);
        const right = await signIn(username, TEST_PASSWORD, ip);
        return [typo.statusCode, right.statusCode];
      }),
    );
    expect(journeys.map(([typo]) => typo)).toEqual(children.map(() => 401));
    expect(journeys.map(([, right]) => right)).toEqual(children.map(() => 200));
    // Successes cleared their own failures: nothing of the lab is left to count against the next class.
    expect(await failuresFrom(ip)).toBe(0);
  }, 120_000);

  it("stops a spray across usernames from one IP once the limit of usernames have failed", async () => {
    const accounts = await manyAccounts(6, "spray");
    const spray = [
      ...accounts,
      ...Array.from({ length: LIMITS.loginFailedUsernamesPerIp + 14 }, () => unique("ghost")),
    ];
    const ip = freshIp();
    // In bursts of 50 in parallel: more at once would overflow the sign-in gate's queue (503).
    const answers = [];
    for (let i = 0; i < spray.length; i += 50) {
      answers.push(
        ...(await Promise.all(spray.slice(i, i + 50).map((username) => signIn(username, "Guess-1-x", ip)))),
      );
    }
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMITS.loginFailedUsernamesPerIp);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      spray.length - LIMITS.loginFailedUsernamesPerIp,
    );
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts, key: "tooManyAttempts" });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The brake holds for every new username from that IP, even with the right password; not elsewhere.
    const [bystander] = await manyAccounts(1, "bystander");
    expect((await signIn(bystander as string, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(bystander as string, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  }, 120_000);

  it("counts a wrong current password on change-password as a failed sign-in of that username from that IP", async () => {
    const { username, token } = await signedInAs(env.app, env.db, "teacher");
    const ip = freshIp();
    const change = (currentPassword: string) =>
      post(
        API.changePassword,
        { username, currentPassword, newPassword: "Dodecagon-Icosagon-5" },
        { token, ip },
      );
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) {
      const res = await change(`Wrong-Current-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        key: "currentPasswordWrong",
        fieldKeys: { currentPassword: "currentPasswordWrong" },
      });
    }
    const braked = await change(TEST_PASSWORD);
    expect(braked.statusCode).toBe(429);
    expect(braked.json()).toEqual({ message: MESSAGES.tooManyAttempts, key: "tooManyAttempts" });
    expect((await signIn(username, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(username, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("answers 503 serverBusy with Retry-After when too many sign-ins wait, and counts none of them", async () => {
    const [username] = await manyAccounts(1, "busy");
    const ip = freshIp();
    const { concurrency, maxQueue } = signInGate.limits;
    signInGate.setLimits(1, 2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => signIn(username as string, "Wrong-Guess-busy", ip)),
      );
      const busy = answers.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) {
        expect(res.json()).toEqual({ message: MESSAGES.serverBusy, key: "serverBusy" });
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(answers.every((r) => [401, 429, 503].includes(r.statusCode))).toBe(true);
      // Only the attempts that were judged were written down.
      expect(await failuresFrom(ip)).toBe(answers.filter((r) => r.statusCode === 401).length);
    } finally {
      signInGate.setLimits(concurrency, maxQueue);
    }
  });
});

describe("finding 6: an account on hold answers 403 only to the right password", () => {
  it("answers a wrong password with the same 401 as anyone, and counts it as a failure", async () => {
    const { user, username } = await createTestUser(env.db);
    await env.db.update(users).set({ status: "hold" }).where(eq(users.id, user.id));
    const ip = freshIp();
    const unknown = await signIn(unique("nobody"), "Wrong-Guess-1", ip);
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) {
      const wrong = await signIn(username, `Wrong-Guess-${i}`, ip);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    }
    // Five wrong guesses count: the right password is braked now, and the hold stays unrevealed.
    const right = await signIn(username, TEST_PASSWORD, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().key).toBe("tooManyAttempts");
  });

  it("answers the right password with 403, which never counts as a failure", async () => {
    const { user, username } = await createTestUser(env.db);
    await env.db.update(users).set({ status: "hold" }).where(eq(users.id, user.id));
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginFailuresAllowed + 3; i++) {
      const res = await signIn(username, TEST_PASSWORD, ip);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.accountOnHold, key: "accountOnHold" });
    }
    expect(await failuresFrom(ip)).toBe(0);
  });
});

async function countRows(table: typeof users | typeof loginFailures) {
  const [row] = await env.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function failuresFrom(ip: string) {
  const [row] = await env.db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip)));
  return row?.n ?? 0;
}
