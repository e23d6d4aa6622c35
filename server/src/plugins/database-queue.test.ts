import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { MESSAGES } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv, usingPostgres } from "../test/harness.ts";
import { PGLITE_QUEUE } from "./database-queue.ts";
import { BUSY_RETRY_AFTER_SECONDS } from "./gate.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const get = (url: string) => env.app.inject({ method: "GET", url });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

type Queue = NonNullable<TestEnv["databaseQueue"]>;
/**
 * Runs `check` with the PGlite queue's places, bound and longest wait set to these, then puts the
 * configured ones back for the next test.
 */
async function withQueueLimits(
  limits: { concurrency: number; maxQueue: number; maxWaitMs?: number },
  check: (queue: Queue) => Promise<void>,
) {
  const queue = env.databaseQueue;
  if (!queue) throw new Error("PGlite builds the queue");
  const { maxWaitMs } = PGLITE_QUEUE;
  queue.setLimits(limits.concurrency, limits.maxQueue);
  PGLITE_QUEUE.maxWaitMs = limits.maxWaitMs ?? maxWaitMs;
  try {
    await check(queue);
  } finally {
    PGLITE_QUEUE.maxWaitMs = maxWaitMs;
    queue.setLimits(PGLITE_QUEUE.concurrency, PGLITE_QUEUE.maxQueue);
  }
}

describe.skipIf(usingPostgres)("the queue in front of PGlite", () => {
  it("lets a burst wait in the order it came, refuses the one past the bound, and serves the web beside it", () =>
    withQueueLimits({ concurrency: 1, maxQueue: 2 }, async (queue) => {
      // The one place is taken: the next two requests wait, the third is refused at once.
      const leave = await queue.enter();
      const answered: string[] = [];
      const first = get("/api/health").then((res) => {
        answered.push("first");
        return res;
      });
      const second = get("/api/health/ready").then((res) => {
        answered.push("second");
        return res;
      });
      await tick();
      expect(queue.queued).toBe(2);
      const refused = await get("/api/health");
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({ message: MESSAGES.serverBusy, key: "serverBusy" });
      // The web's pages do not reach the database: they do not wait.
      expect((await get("/")).statusCode).toBe(200);
      expect(answered).toEqual([]);

      leave();
      const [one, two] = await Promise.all([first, second]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(answered).toEqual(["first", "second"]);
      // Every place was given back when its answer was sent.
      expect(queue.queued).toBe(0);
      expect((await get("/api/health")).statusCode).toBe(200);
    }));
});

describe.skipIf(usingPostgres)("a request that waited too long", () => {
  it("is answered 503 when its turn comes, not run for a caller who has likely gone", () =>
    withQueueLimits({ concurrency: 1, maxQueue: 2, maxWaitMs: 50 }, async (queue) => {
      const leave = await queue.enter();
      const late = get("/api/health");
      await new Promise((resolve) => setTimeout(resolve, 120));
      leave();
      const res = await late;
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(res.json().key).toBe("serverBusy");
      // Its place was handed on: the next request runs at once.
      expect((await get("/api/health")).statusCode).toBe(200);
    }));
});

describe.skipIf(usingPostgres)("a caller who hangs up while waiting", () => {
  it("gives its place back when let in, so the queue never jams", () =>
    withQueueLimits({ concurrency: 1, maxQueue: 5 }, async (queue) => {
      await env.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = env.app.server.address() as AddressInfo;
      const leave = await queue.enter();
      const waiting = request({ host: "127.0.0.1", port, path: "/api/health" });
      waiting.on("error", () => {});
      waiting.end();
      while (queue.queued === 0) await tick();
      waiting.destroy();
      await tick();
      leave();
      // With one place, a place kept by the request that hung up would keep this one waiting for ever.
      const next = await Promise.race([
        get("/api/health"),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
      ]);
      expect(next?.statusCode).toBe(200);
    }));
});

describe.runIf(usingPostgres)("on PostgreSQL", () => {
  it("has no queue: the pool and the server's timeouts bound the waits", () => {
    expect(env.databaseQueue).toBeUndefined();
  });
});
