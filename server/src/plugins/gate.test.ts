import { MESSAGES } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors.ts";
import { BUSY_RETRY_AFTER_SECONDS, Gate } from "./gate.ts";

/** A piece of work that ends when the test says so. */
function controllable() {
  let finish: (value?: unknown) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => done, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Gate", () => {
  it("runs at most `concurrency` at once, the rest in the order they came", async () => {
    const gate = new Gate("test", 2, 10);
    const started: number[] = [];
    const jobs = Array.from({ length: 5 }, () => controllable());
    const runs = jobs.map((job, i) =>
      gate.run(() => {
        started.push(i);
        return job.work();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(3);
    jobs[1]?.finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]?.finish();
    jobs[2]?.finish();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const job of jobs) job.finish();
    await Promise.all(runs);
    expect(gate.peak).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it("answers 503 serverBusy with Retry-After at once when the queue is full, and serves the rest", async () => {
    const gate = new Gate("test", 1, 2);
    const jobs = Array.from({ length: 3 }, () => controllable());
    const admitted = jobs.map((job) => gate.run(job.work));
    await tick();
    const refused = await gate.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const busy = refused as HttpError;
    expect(busy.statusCode).toBe(503);
    expect(busy.body()).toEqual({ message: MESSAGES.serverBusy, key: "serverBusy" });
    expect(busy.headers).toEqual({ "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });
    for (const job of jobs) job.finish();
    await Promise.all(admitted);
    // Room again once the queue has drained.
    expect(await gate.run(async () => "served")).toBe("served");
  });

  it("frees the slot when the work fails", async () => {
    const gate = new Gate("test", 1, 0);
    await expect(gate.run(async () => Promise.reject(new Error("argon2 broke")))).rejects.toThrow(
      "argon2 broke",
    );
    expect(await gate.run(async () => 42)).toBe(42);
  });
});
