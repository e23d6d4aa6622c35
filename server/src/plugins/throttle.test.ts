import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, throttleHits } from "../db/schema.ts";
import { unique } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { enforceLimit, hit } from "./throttle.ts";

const env = useTestEnv();

/** Moves every hit of a key back in time, as if it had happened `minutes` ago. */
const age = (bucket: string, key: string, minutes: number) =>
  env.db
    .update(throttleHits)
    .set({ at: sql`${throttleHits.at} - make_interval(mins => ${minutes})` })
    .where(and(eq(throttleHits.bucket, bucket), eq(throttleHits.key, key)));

describe("hit(db, bucket, key, limit, windowMinutes)", () => {
  it("allows `limit` requests per key in the window and refuses the next with the seconds to wait", async () => {
    const bucket = unique("bucket");
    for (let i = 0; i < 3; i++) expect(await hit(env.db, bucket, "10.0.0.1", 3, 15)).toBe(0);
    const wait = await hit(env.db, bucket, "10.0.0.1", 3, 15);
    expect(wait).toBeGreaterThan(15 * 60 - 30);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another key and another bucket have counts of their own.
    expect(await hit(env.db, bucket, "10.0.0.2", 3, 15)).toBe(0);
    expect(await hit(env.db, unique("bucket"), "10.0.0.1", 3, 15)).toBe(0);
    await expect(enforceLimit(env.db, bucket, "10.0.0.1", 3, 15)).rejects.toMatchObject({
      statusCode: 429,
      key: "tooManyRequests",
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
  });

  it("forgets hits older than the window, and does not count refused requests", async () => {
    const bucket = unique("bucket");
    for (let i = 0; i < 2; i++) expect(await hit(env.db, bucket, "k", 2, 15)).toBe(0);
    await age(bucket, "k", 10);
    // Knocking while refused does not push the wait further out.
    for (let i = 0; i < 5; i++) {
      const wait = await hit(env.db, bucket, "k", 2, 15);
      expect(wait).toBeGreaterThan(4 * 60 - 30);
      expect(wait).toBeLessThanOrEqual(5 * 60);
    }
    const [{ n } = { n: 0 }] = await env.db
      .select({ n: sql<number>`count(*)::int` })
      .from(throttleHits)
      .where(eq(throttleHits.bucket, bucket));
    expect(n).toBe(2);
    await age(bucket, "k", 6);
    expect(await hit(env.db, bucket, "k", 2, 15)).toBe(0);
    expect(await hit(env.db, bucket, "k", 2, 15)).toBe(0);
    expect(await hit(env.db, bucket, "k", 2, 15)).toBeGreaterThan(0);
  });

  it("lets no more than `limit` of a parallel burst through", async () => {
    const bucket = unique("bucket");
    const waits = await Promise.all(Array.from({ length: 30 }, () => hit(env.db, bucket, "burst", 10, 15)));
    expect(waits.filter((w) => w === 0).length).toBe(10);
  });
});

describe("POST /api/user/forgotpassword per IP", () => {
  it(`answers 429 with Retry-After after ${LIMITS.forgotPasswordPerIp} requests from one IP, counted across processes`, async () => {
    const other = await env.buildAnother();
    try {
      const ip = "10.77.0.1";
      const ask = (app: typeof env.app, from = ip) =>
        app.inject({
          method: "POST",
          url: API.forgotPassword,
          payload: { username: unique("someone") },
          remoteAddress: from,
        });
      for (let i = 0; i < LIMITS.forgotPasswordPerIp; i++) {
        const res = await ask(i % 2 ? other.app : env.app);
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
      }
      for (const app of [env.app, other.app]) {
        const refused = await ask(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests, key: "tooManyRequests" });
        const retryAfter = Number(refused.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(LIMITS.forgotPasswordWindowMinutes * 60);
        expect(refused.headers["cache-control"]).toBe("no-store");
      }
      // A refused request queues no work (each job leaves one audit event); another address is not affected.
      await env.deliverMail();
      await other.context.worker.drain();
      expect(await requestsHandled(ip)).toBe(LIMITS.forgotPasswordPerIp);
      expect((await ask(env.app, "10.77.0.2")).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

async function requestsHandled(ip: string) {
  const [row] = await env.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "auth.password.reset_requested"), eq(auditEvents.ip, ip)));
  return row?.n ?? 0;
}
