import { API, apiPath, LIMITS, type TestResult, type TestSitting } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practiceAttempts } from "../../db/schema.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { setUpAnswered } from "../../test/set-up.ts";
import { dayFromToday } from "../assignments/test-classroom.ts";
import { savedTest, type TestSchool, testSchool } from "./test-school.ts";

/**
 * A teacher's test with a time limit (docs/adr/0696), over HTTP on real PGlite: the deadline is
 * the sitting's start on the server plus the limit, the same after a reload; an answer saved by
 * the deadline and its grace counts, one after it does not; a late submit grades only the answers
 * that arrived in time; a sitting left open past its time is marked, never opened with a fresh
 * clock. A test without a limit is as before. The clock is moved by moving the sitting's start back.
 */
let env: TestEnv;
let s: TestSchool;

type Method = "GET" | "POST" | "PUT";
type Open = Extract<TestSitting, { state: "open" }>;
const call = (method: Method, url: string, token: string, payload?: object) =>
  env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const sit = (testId: string, token: string) => call("POST", apiPath.practiceTeacherTest(testId), token);
const save = (attemptId: string, token: string, answers: { itemId: string; answer: string }[]) =>
  call("PUT", apiPath.practiceTestAnswers(attemptId), token, { answers });
const submit = (attemptId: string, token: string, answers: { itemId: string; answer: string }[]) =>
  call("POST", apiPath.practiceTestSubmit(attemptId), token, { answers });

/** The right answer of a sum as the child reads it ("66 − 10 = ?", "What is 2 + 3?"). */
function rightOf(text: string) {
  const found = /(\d+)\s*([+−-])\s*(\d+)/.exec(text.replace(/<[^>]*>/g, ""));
  if (!found) throw new Error(`not a sum: ${text}`);
  const [a, b] = [Number(found[1]), Number(found[3])];
  return String(found[2] === "+" ? a + b : a - b);
}
const rightAnswers = (open: Open) =>
  open.items.map((item) => ({ itemId: item.id, answer: rightOf(item.text) }));

/** Moves the sitting's start back, as if it had been opened `seconds` ago. */
const startedAgo = (attemptId: string, seconds: number) =>
  env.db
    .update(practiceAttempts)
    .set({ startedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(practiceAttempts.id, attemptId));

/** A test of four questions from the first chapter, assigned to 3 A from today. */
async function assignedTest(timeLimitMinutes: number | null) {
  const test = await savedTest(env, s, { timeLimitMinutes });
  const assigned = await call("POST", API.assignments, s.tokens.teacher3A, {
    ...s.klass,
    section: "A",
    testId: test.id,
    startsOn: dayFromToday(0),
    dueOn: dayFromToday(3),
  });
  setUpAnswered("assign", assigned, 201);
  return test.id;
}

beforeAll(async () => {
  env = await startTestEnv();
  s = await testSchool(env);
});

afterAll(async () => {
  await env.close();
});

const LIMIT = 10 * 60;
const GRACE = LIMITS.teacherTestGraceSeconds;

describe("a timed teacher's test", () => {
  it("tells the deadline from the server's start, and a reload or going back keeps it", async () => {
    const testId = await assignedTest(10);
    const before = Date.now();
    const res = await sit(testId, s.pupils.asha.token);
    expect(res.statusCode, res.body).toBe(201);
    const open = res.json() as Open;
    expect(open.timeLimitMinutes).toBe(10);
    const endsAt = Date.parse(open.endsAt ?? "");
    expect(endsAt).toBeGreaterThanOrEqual(before + LIMIT * 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + LIMIT * 1000);
    expect(Math.abs(Date.parse(open.now ?? "") - Date.now())).toBeLessThan(5000);
    const [row] = await env.db
      .select({ startedAt: practiceAttempts.startedAt })
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, open.attemptId));
    expect(row?.startedAt.getTime()).toBe(endsAt - LIMIT * 1000);

    // A reload reads the sitting again; going back to the test from the Due list starts nothing new.
    const read = (
      await call("GET", apiPath.practiceTest(open.attemptId), s.pupils.asha.token)
    ).json() as Open;
    expect(read.endsAt).toBe(open.endsAt);
    const again = (await sit(testId, s.pupils.asha.token)).json() as Open;
    expect(again.attemptId).toBe(open.attemptId);
    expect(again.endsAt).toBe(open.endsAt);
  });

  it("counts answers saved before the deadline and within its grace, not after; a late submit grades only those", async () => {
    const testId = await assignedTest(10);
    const open = (await sit(testId, s.pupils.asha.token)).json() as Open;
    const [q0, q1, q2, q3] = rightAnswers(open);
    if (!q0 || !q1 || !q2 || !q3) throw new Error("four questions");

    // Half way: saved.
    await startedAgo(open.attemptId, LIMIT / 2);
    const early = await save(open.attemptId, s.pupils.asha.token, [q0]);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ saved: 1, endsAt: expect.any(String) });
    // Exactly at the deadline, then a few seconds into the grace (a slow line): still counted.
    await startedAgo(open.attemptId, LIMIT);
    expect((await save(open.attemptId, s.pupils.asha.token, [q0, q1])).statusCode).toBe(200);
    await startedAgo(open.attemptId, LIMIT + GRACE - 5);
    expect((await save(open.attemptId, s.pupils.asha.token, [q0, q1, q2])).statusCode).toBe(200);
    // Past the grace: refused, not saved.
    await startedAgo(open.attemptId, LIMIT + GRACE + 1);
    const late = await save(open.attemptId, s.pupils.asha.token, [q0, q1, q2, q3]);
    expect(late.statusCode).toBe(409);
    expect(late.json().key).toBe("practiceTestTimeUp");

    // The submit after the deadline brings all four right: only the three that arrived in time count.
    const res = await submit(open.attemptId, s.pupils.asha.token, [q0, q1, q2, q3]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as TestResult;
    expect(result.score).toEqual({ right: 3, total: 4 });
    expect(result.questions.map((q) => (q.answer === null ? null : String(q.answer)))).toEqual([
      q0.answer,
      q1.answer,
      q2.answer,
      null,
    ]);
    // Marked once: a save or a second submit now is refused.
    expect((await save(open.attemptId, s.pupils.asha.token, [q0])).json().key).toBe("practiceTestSubmitted");
  });

  it("a submit in time grades the phone's answers, and a saved answer the phone no longer holds", async () => {
    const testId = await assignedTest(10);
    const open = (await sit(testId, s.pupils.asha.token)).json() as Open;
    const [q0, q1, q2] = rightAnswers(open);
    if (!q0 || !q1 || !q2) throw new Error("four questions");
    expect((await save(open.attemptId, s.pupils.asha.token, [q0, { ...q1, answer: "0" }])).statusCode).toBe(
      200,
    );
    // Within the grace: the phone's newer answer of q1 wins; q0 comes from the server's copy.
    await startedAgo(open.attemptId, LIMIT + GRACE - 5);
    const result = (await submit(open.attemptId, s.pupils.asha.token, [q1, q2])).json() as TestResult;
    expect(result.questions.map((q) => (q.answer === null ? null : String(q.answer)))).toEqual([
      q0.answer,
      q1.answer,
      q2.answer,
      null,
    ]);
    expect(result.score.right).toBe(3);
  });

  it("a sitting left open past its time is marked with what was saved, never restarted with a fresh clock", async () => {
    const testId = await assignedTest(10);
    const open = (await sit(testId, s.pupils.ravi.token)).json() as Open;
    const [q0] = rightAnswers(open);
    if (!q0) throw new Error("four questions");
    expect((await save(open.attemptId, s.pupils.ravi.token, [q0])).statusCode).toBe(200);
    await startedAgo(open.attemptId, LIMIT + GRACE + 60);
    // The screen reloaded after the deadline still says when it ended (the phone then submits).
    const read = (
      await call("GET", apiPath.practiceTest(open.attemptId), s.pupils.ravi.token)
    ).json() as Open;
    expect(read.state).toBe("open");
    expect(Date.parse(read.endsAt ?? "")).toBeLessThan(Date.now() - GRACE * 1000);
    // Opened again from the Due list: the same sitting, marked, not a new one with a new clock.
    const back = await sit(testId, s.pupils.ravi.token);
    const marked = back.json() as TestResult;
    expect(marked.state).toBe("submitted");
    expect(marked.attemptId).toBe(open.attemptId);
    expect(marked.score.right).toBe(1);
    const rows = await env.db.select().from(practiceAttempts).where(eq(practiceAttempts.testId, testId));
    expect(rows).toHaveLength(1);
  });
});

describe("a teacher's test without a time limit", () => {
  it("has no deadline: a submit hours later grades every answer, as before", async () => {
    const testId = await assignedTest(null);
    const open = (await sit(testId, s.pupils.ravi.token)).json() as Open;
    expect(open.endsAt).toBeUndefined();
    expect(open.now).toBeUndefined();
    await startedAgo(open.attemptId, 5 * 3600);
    const saved = await save(open.attemptId, s.pupils.ravi.token, rightAnswers(open).slice(0, 1));
    expect(saved.json()).toEqual({ saved: 1, endsAt: null });
    const result = (
      await submit(open.attemptId, s.pupils.ravi.token, rightAnswers(open))
    ).json() as TestResult;
    expect(result.score).toEqual({ right: 4, total: 4 });
  });
});
