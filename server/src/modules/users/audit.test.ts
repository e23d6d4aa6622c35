import { API, LIMITS } from "@ganit/contracts";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../audit/audit.ts";
import { auditEvents, users } from "../../db/schema.ts";
import { createTestUser, login, signedInAs, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { createUser } from "./accounts.ts";

/** The audit trail of sign-in and accounts: each action leaves its row, in the action's transaction. */
const env = useTestEnv();

let addresses = 0;
const freshIp = () => `10.90.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const post = (url: string, payload: object, ip: string, token?: string) =>
  env.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: token } : {},
  });
/** POST /api/user/changepassword from `ip`, signed in as `who`. */
const changePassword = (
  who: { username: string; token: string },
  passwords: { currentPassword: string; newPassword: string },
  ip: string,
) => post(API.changePassword, { username: who.username, ...passwords }, ip, who.token);

const events = (...where: SQL[]) =>
  env.db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(asc(auditEvents.at));
const byIp = (ip: string) => events(eq(auditEvents.ip, ip));

/** Everything the trail holds must be free of the secrets that passed through these actions. */
const secretsSeen: string[] = [];

describe("sign-in", () => {
  it("records a success with the user as actor and target, and the IP", async () => {
    const { user, username } = await createTestUser(env.db, { role: "teacher" });
    const ip = freshIp();
    expect((await post(API.login, { username, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    const [event, ...more] = await byIp(ip);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: "auth.login.succeeded",
      actorUserId: user.id,
      actorRole: "teacher",
      targetType: "user",
      targetId: user.id,
      ip,
      detail: { username: username.toLowerCase() },
    });
  });

  it("records a failure: no actor, the account as target, or no target and the username tried", async () => {
    const { user, username } = await createTestUser(env.db);
    const ip = freshIp();
    const nobody = unique("nobody");
    secretsSeen.push("Wrong-Guess-audit");
    await post(API.login, { username, password: "Wrong-Guess-audit" }, ip);
    await post(API.login, { username: nobody, password: "Wrong-Guess-audit" }, ip);
    const [known, unknown] = await byIp(ip);
    expect(known).toMatchObject({
      action: "auth.login.failed",
      actorUserId: null,
      actorRole: null,
      targetType: "user",
      targetId: user.id,
      ip,
      detail: { username: username.toLowerCase(), reason: "wrongPassword" },
    });
    expect(unknown).toMatchObject({
      action: "auth.login.failed",
      actorUserId: null,
      targetId: null,
      ip,
      detail: { username: nobody.toLowerCase(), reason: "wrongPassword" },
    });
  });

  it("records the right password on an account on hold as a failure with the reason", async () => {
    const { user, username } = await createTestUser(env.db);
    await env.db.update(users).set({ status: "hold" }).where(eq(users.id, user.id));
    const ip = freshIp();
    expect((await post(API.login, { username, password: TEST_PASSWORD }, ip)).statusCode).toBe(403);
    expect(await byIp(ip)).toMatchObject([
      {
        action: "auth.login.failed",
        actorUserId: null,
        targetId: user.id,
        detail: { reason: "accountOnHold" },
      },
    ]);
  });

  it("records throttling once a minute per IP and username, however often the brake answers", async () => {
    const { user, username } = await createTestUser(env.db);
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) {
      await post(API.login, { username, password: `Wrong-Guess-${i}` }, ip);
    }
    for (let i = 0; i < 4; i++) {
      expect((await post(API.login, { username, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    }
    const throttled = await events(eq(auditEvents.ip, ip), eq(auditEvents.action, "auth.login.throttled"));
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({
      actorUserId: null,
      targetId: user.id,
      detail: { username: username.toLowerCase(), scope: "user", retryAfterSeconds: expect.any(Number) },
    });
  });
});

describe("passwords", () => {
  it("records the reset request (in the job, with the requester's IP), the reset, and the change", async () => {
    const { user, username } = await createTestUser(env.db, { role: "school" });
    const ip = freshIp();
    expect((await post(API.forgotPassword, { username }, ip)).statusCode).toBe(200);
    const ghost = unique("ghost");
    expect((await post(API.forgotPassword, { username: ghost }, ip)).statusCode).toBe(200);
    await env.deliverMail();
    const mail = env.mail.to(user.email).at(-1);
    if (!mail) throw new Error("no reset mail");
    const link = linkIn(mail);
    const token = link.searchParams.get("token") ?? "";
    secretsSeen.push(token, link.toString(), "Pythagoras-Theorem-47", "Euclid-Elements-300");

    const resetIp = freshIp();
    const reset = await post(
      API.resetPassword,
      { username, email: user.email, token, password: "Pythagoras-Theorem-47" },
      resetIp,
    );
    expect(reset.statusCode).toBe(200);
    const changeIp = freshIp();
    const session = await login(env.app, username, "Pythagoras-Theorem-47");
    const change = await changePassword(
      { username, token: session },
      { currentPassword: "Pythagoras-Theorem-47", newPassword: "Euclid-Elements-300" },
      changeIp,
    );
    expect(change.statusCode).toBe(200);

    // Both jobs may run in one pass, at one timestamp: compare in a fixed order (known user first).
    const requested = (
      await events(eq(auditEvents.ip, ip), eq(auditEvents.action, "auth.password.reset_requested"))
    ).sort((x, y) => Number(x.targetId === null) - Number(y.targetId === null));
    expect(requested).toMatchObject([
      {
        actorUserId: null,
        targetId: user.id,
        detail: { username: username.toLowerCase(), outcome: "mailed" },
      },
      {
        actorUserId: null,
        targetId: null,
        detail: { username: ghost.toLowerCase(), outcome: "unknownUser" },
      },
    ]);
    expect(await byIp(resetIp)).toMatchObject([
      {
        action: "auth.password.reset",
        actorUserId: user.id,
        actorRole: "school",
        targetId: user.id,
        detail: { purpose: "reset" },
      },
    ]);
    expect(
      await events(eq(auditEvents.ip, changeIp), eq(auditEvents.action, "auth.password.changed")),
    ).toMatchObject([{ actorUserId: user.id, actorRole: "school", targetType: "user", targetId: user.id }]);
  });

  it("records a wrong current password on change-password as a failed sign-in", async () => {
    const { user, username, token } = await signedInAs(env.app, env.db, "admin");
    const ip = freshIp();
    const res = await changePassword(
      { username, token },
      { currentPassword: "Wrong-Current-1", newPassword: "Fibonacci-Spiral-8" },
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(await byIp(ip)).toMatchObject([
      {
        action: "auth.login.failed",
        actorUserId: null,
        targetId: user.id,
        detail: { username: username.toLowerCase(), reason: "wrongPassword", during: "changePassword" },
      },
    ]);
  });
});

describe("accounts", () => {
  it("records an admin created by a superadmin, with the superadmin as actor and the IP", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const ip = freshIp();
    const email = `${unique("newadmin")}@example.test`;
    secretsSeen.push("Tangram-Puzzle-77");
    const res = await post(
      API.register,
      { name: "New Admin", email, password: "Tangram-Puzzle-77", phone: "9123456789" },
      ip,
      superadmin.token,
    );
    expect(res.statusCode).toBe(201);
    const [created] = await env.db.select().from(users).where(eq(users.email, email));
    expect(await byIp(ip)).toMatchObject([
      {
        action: "user.created",
        actorUserId: superadmin.user.id,
        actorRole: "superadmin",
        targetType: "user",
        targetId: created?.id,
        detail: { role: "admin", username: email },
      },
    ]);
  });

  it("records accounts made without a signed-in user (bootstrap, demo, CLI) with no actor", async () => {
    const { user } = await createTestUser(env.db, { role: "studentb2c" });
    expect(
      await events(eq(auditEvents.action, "user.created"), eq(auditEvents.targetId, user.id)),
    ).toMatchObject([{ actorUserId: null, actorRole: null, ip: null, detail: { role: "studentb2c" } }]);
  });

  it("leaves neither the account nor its event when the creating transaction rolls back", async () => {
    const email = `${unique("rolledback")}@example.test`;
    const failure = await env.db
      .transaction(async (tx) => {
        const user = await createUser(tx, { role: "school", username: email, email, name: "Rolled Back" });
        // The event exists inside the transaction…
        expect(await tx.select().from(auditEvents).where(eq(auditEvents.targetId, user.id))).toHaveLength(1);
        throw new Error(`import failed after ${user.id}`);
      })
      .catch((error: Error) => error);
    const id = /after (\S+)$/.exec(failure.message)?.[1] ?? "";
    expect(id).not.toBe("");
    // …and neither it nor the account outlives the rollback.
    expect(await env.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await events(eq(auditEvents.targetId, id))).toEqual([]);
  });

  it("refuses secret-looking detail keys outright", async () => {
    for (const key of ["password", "newPassword", "token", "resetLink", "passwordHash", "secret"]) {
      await expect(
        recordAudit(env.db, { action: "user.created", actor: null, detail: { [key]: "x" } }),
      ).rejects.toThrow(/secrets are never written/);
    }
  });
});

describe("the whole trail", () => {
  it("holds no password, token, link or hash", async () => {
    expect(secretsSeen.length).toBeGreaterThan(4);
    const all = JSON.stringify(await env.db.select().from(auditEvents));
    for (const secret of secretsSeen) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/\$argon2|resetpassword\?|token=/i);
  });
});
