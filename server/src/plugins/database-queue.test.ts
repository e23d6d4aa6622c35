import { MESSAGES } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv, usingPostgres } from "../test/harness.ts";
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

describe.skipIf(usingPostgres)("the queue in front of PGlite", () => {
  it("lets a burst wait in the order it came, refuses the one past the bound, and serves the web beside it", async () => {
    const queue = env.databaseQueue;
    if (!queue) throw new Error("PGlite builds the queue");
    queue.setLimits(1, 2);
    try {
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
    } finally {
      queue.setLimits(4, 200);
    }
  });
});

describe.runIf(usingPostgres)("on PostgreSQL", () => {
  it("has no queue: the pool and the server's timeouts bound the waits", () => {
    expect(env.databaseQueue).toBeUndefined();
  });
});
