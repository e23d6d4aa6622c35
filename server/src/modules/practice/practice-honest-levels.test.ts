import { randomUUID } from "node:crypto";
import { LIMITS, MESSAGES } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeLessonCourse, schoolWithClasses } from "../course-access/test-helpers.ts";
import { practiceCalls } from "./test-practice.ts";

/**
 * Levels a teacher can trust: "needs help" for a child stuck at a low score (not only three wrong in
 * a row), with the rule that fired; a day's practice bounded with a clear refusal, never a silent drop.
 */
const env = useTestEnv();
let api: ReturnType<typeof practiceCalls>;
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let school: Awaited<ReturnType<typeof schoolWithClasses>>;
let teacher = "";
let drill = "";

const SIX = ["11", "22", "33", "44", "55", "66"].map((answer, i) => ({
  id: `q${i}`,
  kind: "numeric",
  prompt: `Question ${i}`,
  answer,
}));

beforeAll(async () => {
  api = practiceCalls(env);
  course = await makeLessonCourse(env.db, [5]);
  school = await schoolWithClasses(env, course.id, [5]);
  teacher = await school.teacher([5]);
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  drill = course.resource(5, "Counting", "worksheet");
  const saved = await api.putSet(admin, drill, { mode: "practice", items: SIX });
  expect(saved.statusCode, saved.body).toBe(200);
});

/** One sitting, one first try a question: "1" right, "0" wrong. */
async function sitting(token: string, pattern: string) {
  const { attemptId } = (await api.start(token, drill)).json();
  let last: { needsHelp?: boolean; level?: string } = {};
  for (const [i, mark] of [...pattern].entries()) {
    const item = SIX[i] as (typeof SIX)[number];
    const reply = await api.answer(token, attemptId, item.id, mark === "1" ? item.answer : "0");
    expect(reply.statusCode, reply.body).toBe(200);
    last = reply.json();
  }
  return last;
}

describe("needs help", () => {
  it("fires for a best score under 50 % after five answers, and the teacher's list says which rule fired", async () => {
    const low = await school.pupil("Sunil Low");
    const streaky = await school.pupil("Tara Streak");
    const fine = await school.pupil("Uma Fine");
    // 2 of 6 right (33 %), never three wrong in a row.
    expect(await sitting(low.token, "001001")).toMatchObject({ needsHelp: true });
    expect(await sitting(streaky.token, "1000")).toMatchObject({ needsHelp: true });
    // Four answers, all wrong but one in a row: neither rule yet. Then right answers: never flagged.
    expect(await sitting(fine.token, "0010")).toMatchObject({ needsHelp: false });
    expect(await sitting(fine.token, "111111")).toMatchObject({ needsHelp: false });

    const results = (await api.results(teacher, course.id, 5)).json();
    const flagged = results.needsHelp.map((entry: { name: string; reason: string }) => [
      entry.name,
      entry.reason,
    ]);
    expect(flagged).toEqual(
      expect.arrayContaining([
        ["Sunil Low", "lowScore"],
        ["Tara Streak", "wrongInARow"],
      ]),
    );
    expect(flagged).toHaveLength(2);
  });
});

describe("Mastered", () => {
  it("comes only from the day-later review, whose questions carry no key, never from practice answers", async () => {
    const child = await school.pupil("Xena Steady");
    expect(await sitting(child.token, "111111")).toMatchObject({ level: "proficient" });
    await env.db.execute(
      sql`update practice_levels set proficient_at = now() - interval '25 hours' where student_id = ${child.studentId}`,
    );
    // A day later, more right answers in practice (the keys on the phone): still Proficient.
    expect(await sitting(child.token, "111111")).toMatchObject({ level: "proficient" });
    const review = await api.review(child.token, course.id, 5);
    expect(review.statusCode, review.body).toBe(201);
    const { attemptId, items } = review.json() as {
      attemptId: string;
      items: { id: string; prompt: string; key?: unknown; solution?: unknown }[];
    };
    expect(items.every((item) => item.key === undefined && item.solution === undefined)).toBe(true);
    let last: { level?: string } = {};
    for (const item of items) {
      const asked = SIX.find((question) => item.prompt.includes(question.prompt)) as (typeof SIX)[number];
      last = (await api.answer(child.token, attemptId, item.id, asked.answer)).json();
    }
    expect(last).toMatchObject({ level: "mastered" });
  });
});

describe("a day's practice is bounded", () => {
  it("refuses the attempt past the day's limit with a clear message", async () => {
    const child = await school.pupil("Vijay Busy");
    await env.db.execute(sql`
      insert into practice_attempts (id, student_id, resource_id, course_id, class_number, kind, mode, items)
      select gen_random_uuid()::text, ${child.studentId}, ${drill}, ${course.id}, 5, 'set', 'practice', '[]'::jsonb
      from generate_series(1, ${LIMITS.practiceAttemptsPerDay})`);
    const refused = await api.start(child.token, drill);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      key: "practiceDailyLimit",
      message: MESSAGES.practiceDailyLimit,
    });
    // A day later the rows no longer count.
    await env.db.execute(
      sql`update practice_attempts set received_at = now() - interval '25 hours' where student_id = ${child.studentId}`,
    );
    expect((await api.start(child.token, drill)).statusCode).toBe(201);
  });

  it("refuses answers past the day's limit, alone and in a sync, as refusals the phone keeps", async () => {
    const child = await school.pupil("Wasim Busy");
    const { attemptId } = (await api.start(child.token, drill)).json();
    await env.db.execute(sql`
      insert into practice_answers (id, attempt_id, student_id, resource_id, item_id, question_key,
        client_answer_id, answer, correct, first_try)
      select gen_random_uuid()::text, ${attemptId}, ${child.studentId}, ${drill}, 'q0', 'q0',
        gen_random_uuid()::text, '"0"'::jsonb, false, false
      from generate_series(1, ${LIMITS.practiceAnswersPerDay})`);
    const one = await api.answer(child.token, attemptId, "q1", "22");
    expect(one.statusCode).toBe(429);
    expect(one.json()).toMatchObject({ key: "practiceDailyLimit" });
    const clientAnswerId = randomUUID();
    const synced = await api.sync(child.token, [{ attemptId, itemId: "q1", answer: "22", clientAnswerId }]);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().results).toEqual([
      { clientAnswerId, accepted: false, retry: true, key: "practiceDailyLimit" },
    ]);
  });
});
