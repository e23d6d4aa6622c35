import { API, MESSAGES } from "@ganit/contracts";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { auditRowsOf } from "../../test/audit.ts";
import { createTestUser, login } from "../../test/factories.ts";
import { TEST_JWT_SECRET } from "../../test/harness.ts";
import { useTestEnv } from "../../test/session.ts";

/** Signing out ends the session on the server: the token stops working at once, on every process. */
const env = useTestEnv();

const post = (url: string, token: string, app = env.app) =>
  app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: "10.44.0.1",
  });
const profile = (token: string, app = env.app) =>
  app.inject({ method: "GET", url: API.profile, headers: { authorization: token } });

describe("POST /api/user/logout", () => {
  it("ends this session only, for every process on the database", async () => {
    const { username } = await createTestUser(env.db, { role: "teacher" });
    const laptop = await login(env.app, username);
    const phone = await login(env.app, username);
    const other = await env.buildAnother();
    try {
      expect((await profile(laptop, other.app)).statusCode).toBe(200);
      const res = await post(API.logout, laptop);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.signedOut, key: "signedOut" });
      for (const app of [env.app, other.app]) {
        const ended = await profile(laptop, app);
        expect(ended.statusCode).toBe(401);
        expect(ended.json()).toEqual({ message: MESSAGES.sessionInvalid, key: "sessionInvalid" });
        expect((await profile(phone, app)).statusCode).toBe(200);
      }
      expect((await post(API.logout, laptop)).statusCode).toBe(401);
      expect((await post(API.logoutEverywhere, laptop)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  it("refuses a caller without a session", async () => {
    const res = await env.app.inject({ method: "POST", url: API.logout });
    expect(res.statusCode).toBe(401);
  });

  it("a token from before sessions had ids ends all of the user's sessions", async () => {
    const { user, username } = await createTestUser(env.db);
    const current = await login(env.app, username);
    const old = await new SignJWT({ role: user.role, name: user.name, ver: user.sessionVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profile(old)).statusCode).toBe(200);
    expect((await post(API.logout, old)).statusCode).toBe(200);
    expect((await profile(old)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(401);
  });
});

describe("POST /api/user/logout-everywhere", () => {
  it("ends every session of the caller, this one too, records it, and a new sign-in works", async () => {
    const { user, username } = await createTestUser(env.db, { role: "school" });
    const sessions = [
      await login(env.app, username),
      await login(env.app, username),
      await login(env.app, username),
    ];
    const bystander = await createTestUser(env.db);
    const theirs = await login(env.app, bystander.username);
    const res = await post(API.logoutEverywhere, sessions[0] as string);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.signedOutEverywhere, key: "signedOutEverywhere" });
    for (const token of sessions) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(theirs)).statusCode).toBe(200);
    const [event] = await auditRowsOf(env.db, "auth.sessions_ended", user.id);
    expect(event).toMatchObject({ actorUserId: user.id, actorRole: "school", ip: "10.44.0.1" });
    expect((await profile(await login(env.app, username))).statusCode).toBe(200);
  });
});
