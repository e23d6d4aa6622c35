import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { createTestUser, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { learnerForm, schoolForm } from "../../test/registration.ts";
import { useTestEnv } from "../../test/session.ts";

/**
 * Behind a load balancer the client's address comes from X-Forwarded-For, and only the entries the
 * trusted proxies wrote are believed: read from the right. These tests talk real HTTP to a listening
 * server from loopback (the "proxy") and forge the first entry of the header on every request, as a
 * client that wants a fresh address for each guess would.
 */
const env = useTestEnv();

type Proxied = { post(path: string, body: object, forwardedFor: string): Promise<Response> };

async function behindProxy(trustProxy: string, run: (server: Proxied) => Promise<void>) {
  const built = await env.buildAnother({ TRUST_PROXY: trustProxy });
  const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
  try {
    await run({
      post: (path, body, forwardedFor) =>
        fetch(`${base}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify(body),
        }),
    });
  } finally {
    await built.app.close();
  }
}

let clients = 0;
/** A real client's address, as the load balancer appends it; never shared between tests. */
const clientAddress = () => `203.0.${Math.floor(++clients / 250) + 1}.${clients % 250}`;
/** What the client itself put first in the header: a different address each time. */
const forged = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;

describe("the sign-in brakes key on the address the trusted proxy saw, not on one the client chose", () => {
  for (const trustProxy of ["1", "true", "127.0.0.1", "loopback,10.0.0.0/8"]) {
    it(`TRUST_PROXY=${trustProxy}: 30 wrong passwords with forged first entries are braked, the right one too`, async () => {
      const { username } = await createTestUser(env.db);
      const client = clientAddress();
      await behindProxy(trustProxy, async (server) => {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) {
          const res = await server.post(
            API.login,
            { username, password: `Wrong-Guess-${i}` },
            `${forged(i)}, ${client}`,
          );
          statuses.push(res.status);
        }
        expect(statuses.slice(0, LIMITS.loginFailuresAllowed)).toEqual(
          Array(LIMITS.loginFailuresAllowed).fill(401),
        );
        expect(statuses.slice(LIMITS.loginFailuresAllowed)).toEqual(
          Array(30 - LIMITS.loginFailuresAllowed).fill(429),
        );
        // Still braked with the right password and yet another forged entry, as from the client's own address.
        const right = await server.post(
          API.login,
          { username, password: TEST_PASSWORD },
          `${forged(99)}, ${client}`,
        );
        expect(right.status).toBe(429);
        expect(await right.json()).toEqual({ message: MESSAGES.tooManyAttempts, key: "tooManyAttempts" });
        // Another client behind the same balancer is not braked by this one.
        const other = await server.post(API.login, { username, password: TEST_PASSWORD }, clientAddress());
        expect(other.status).toBe(200);
      });
    });
  }

  it("the per-address brake over many usernames holds however the first entry changes", async () => {
    const client = clientAddress();
    await behindProxy("true", async (server) => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.loginFailedUsernamesPerIp; i++) {
        const res = await server.post(
          API.login,
          { username: unique("ghost"), password: "Wrong-Guess-spray" },
          `${forged(i)}, ${client}`,
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LIMITS.loginFailedUsernamesPerIp).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  }, 120_000);

  it("the forgot-password limit holds however the first entry changes", async () => {
    const client = clientAddress();
    await behindProxy("true", async (server) => {
      for (let i = 0; i < LIMITS.forgotPasswordPerIp; i++) {
        const res = await server.post(
          API.forgotPassword,
          { username: unique("who") },
          `${forged(i)}, ${client}`,
        );
        expect(res.status, `request ${i + 1}`).toBe(200);
      }
      const refused = await server.post(
        API.forgotPassword,
        { username: unique("who") },
        `${forged(500)}, ${client}`,
      );
      expect(refused.status).toBe(429);
    });
  });

  it("the school registration limit holds however the first entry changes", async () => {
    const client = clientAddress();
    let udise = 20_000_000_000;
    const school = () => schoolForm(String(++udise));
    await behindProxy("true", async (server) => {
      for (let i = 0; i < LIMITS.schoolRegistrationsPerIp; i++) {
        const res = await server.post(API.schoolRegister, school(), `${forged(i)}, ${client}`);
        expect(res.status, `registration ${i + 1}`).toBe(201);
      }
      expect((await server.post(API.schoolRegister, school(), `${forged(500)}, ${client}`)).status).toBe(429);
    });
  }, 60_000);

  it("the learner registration limit holds however the first entry changes", async () => {
    const client = clientAddress();
    const learner = () => learnerForm();
    await behindProxy("true", async (server) => {
      for (let i = 0; i < LIMITS.learnerRegistrationsPerIp; i++) {
        const res = await server.post(API.learnerRegister, learner(), `${forged(i)}, ${client}`);
        expect(res.status, `registration ${i + 1}`).toBe(201);
      }
      expect((await server.post(API.learnerRegister, learner(), `${forged(500)}, ${client}`)).status).toBe(
        429,
      );
    });
  }, 120_000);
});

describe("TRUST_PROXY", () => {
  const trust = (value: string) => loadConfig({ JWT_SECRET: "x".repeat(32), TRUST_PROXY: value }).trustProxy;

  it("takes false, a hop count or proxy addresses; `true` is one hop", () => {
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("true")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 192.168.1.5,loopback,::1")).toBe("10.0.0.0/8,192.168.1.5,loopback,::1");
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const bad of ["yes", "10.0.0.0/33", "300.1.1.1", "11", "proxy.example"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be false, a number|TRUST_PROXY: a hop count/);
    }
  });
});
