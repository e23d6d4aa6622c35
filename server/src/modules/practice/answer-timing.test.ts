import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { type Classroom, classroom } from "../assignments/test-classroom.ts";

/**
 * Not a test: a timing for docs/benchmarks.md, run on demand (`ANSWER_TIMING=1`), of 200 practice
 * answers over real HTTP (the app's inject) in this process, on PGlite or PostgreSQL: three children
 * in turn, each sitting of two questions answered right then wrong. Compare two checkouts' figures
 * as a ratio, and note the load average: the machine is shared.
 */
const ANSWERS = 200;

describe.runIf(process.env.ANSWER_TIMING)("200 practice answers", () => {
  let env: TestEnv;
  let c: Classroom;
  beforeAll(async () => {
    env = await startTestEnv({ LOG_LEVEL: "silent" });
    c = await classroom(env);
  });
  afterAll(() => env?.close());

  it("timed", { timeout: 600_000 }, async () => {
    const pupils = [c.pupils.asha, c.pupils.ravi, c.pupils.meera];
    let spent = 0;
    for (let i = 0; i < ANSWERS / 2; i++) {
      const pupil = pupils[i % pupils.length];
      if (!pupil) throw new Error("no pupil");
      const started = await c.practice.start(pupil.token, c.set.practice);
      const { attemptId } = started.json();
      for (const [itemId, answer] of [
        ["add", "5"],
        ["sub", "4"],
      ] as const) {
        const before = performance.now();
        const res = await c.practice.answer(pupil.token, attemptId, itemId, answer);
        spent += performance.now() - before;
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    console.log(`${ANSWERS} answers: ${spent.toFixed(0)} ms, ${(spent / ANSWERS).toFixed(2)} ms each`);
  });
});
