import { randomUUID } from "node:crypto";
import { correctAnswer, type StudentItem } from "@ganit/contracts/practice/index";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { practiceLevels } from "../../db/schema.ts";
import { createTestSchool, login, signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeLessonCourse, pupilWithToken, schoolWithClasses } from "../course-access/test-helpers.ts";
import { practiceCalls, WHICH_IS_HALF } from "./test-practice.ts";

/** Mastery through HTTP, offline answers re-graded on sync, the day-later review, and the class results' tenancy. */
const env = useTestEnv();
let api: ReturnType<typeof practiceCalls>;
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let asha: Awaited<ReturnType<typeof pupilWithToken>>;
let ravi: Awaited<ReturnType<typeof pupilWithToken>>;
const tokens = { teacher: "", school: "", otherTeacher: "", otherSchool: "" };
let drill = "";
let streak = "";

const TIMES = {
  id: "times",
  kind: "numeric",
  prompt: "23 × 11",
  answer: "253",
  hint: "Add the digits",
  solution: "253",
};
const PICK = { ...WHICH_IS_HALF, misconceptions: [null, "Turned the fraction upside down"] };

beforeAll(async () => {
  api = practiceCalls(env);
  course = await makeLessonCourse(env.db, [5]);
  const school = await schoolWithClasses(env, course.id, [5]);
  const other = await schoolWithClasses(env, course.id, []);
  asha = await school.pupil("Asha Pupil");
  ravi = await school.pupil("Ravi Pupil");
  tokens.teacher = await school.teacher([5]);
  tokens.school = await login(env.app, school.username);
  tokens.otherTeacher = await other.teacher();
  tokens.otherSchool = await login(env.app, other.username);
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  drill = course.resource(5, "Counting", "worksheet");
  streak = course.resource(5, "Shapes", "quiz");
  const saved = await api.putSet(admin, drill, {
    mode: "practice",
    items: [TIMES, PICK],
    generators: [{ generator: "times11", count: 3 }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await api.putSet(admin, streak, { mode: "quiz", mastery: { rule: "streak", n: 3 }, items: [TIMES, PICK] });
});

const level = async (studentId: string, resourceId: string) => {
  const [row] = await env.db
    .select()
    .from(practiceLevels)
    .where(and(eq(practiceLevels.studentId, studentId), eq(practiceLevels.resourceId, resourceId)));
  return row;
};

describe("mastery through the server's grading", () => {
  it("m of the last n: four right first tries of five make the set Proficient", async () => {
    const { attemptId, items } = (await api.start(asha.token, drill)).json();
    const [first, second, ...rest] = items as StudentItem[];
    if (!first || !second) throw new Error("items missing");
    const wrong = (await api.answer(asha.token, attemptId, first.id, "1")).json();
    expect(wrong).toMatchObject({ correct: false, level: "attempted", progress: { right: 0, toGo: 4 } });
    // A right answer after the hint is not a first try: it does not count towards mastery.
    const retry = (
      await api.answer(asha.token, attemptId, first.id, correctAnswer(first.key as never, first.seed ?? 0))
    ).json();
    expect(retry).toMatchObject({ correct: true, progress: { right: 0 } });
    let last = retry;
    for (const item of [second, ...rest]) {
      last = (
        await api.answer(asha.token, attemptId, item.id, correctAnswer(item.key as never, item.seed ?? 0))
      ).json();
    }
    expect(last).toMatchObject({ level: "proficient", progress: { right: 4, of: 5, target: 4, met: true } });
    expect((await level(asha.studentId, drill))?.bestScore).toBe(80);
  });

  it("n in a row: a wrong first try starts the count again", async () => {
    const play = async (answers: unknown[]) => {
      const { attemptId } = (await api.start(ravi.token, streak)).json();
      const ids = ["times", "pick"];
      let body: { level?: string; progress?: { right: number } } = {};
      for (const [i, answer] of answers.entries())
        body = (await api.answer(ravi.token, attemptId, ids[i % 2] as string, answer)).json();
      return body;
    };
    expect(await play(["253", 1])).toMatchObject({ level: "attempted", progress: { right: 0 } });
    expect(await play(["253", 0])).toMatchObject({ progress: { right: 2 } });
    expect(await play(["253"])).toMatchObject({ level: "proficient", progress: { right: 3 } });
  });
});

describe("offline answers", () => {
  it("re-grades every synced answer itself, counts a clientAnswerId once, and refuses a stranger's attempt alone", async () => {
    const { attemptId, items } = (await api.start(ravi.token, drill)).json();
    const generated = (items as StudentItem[]).find((item) => item.id.startsWith("g"));
    if (!generated) throw new Error("no generated item");
    // A variant the phone made offline from the set's generator, with its own seed.
    const offlineId = "g0-4242";
    const repeated = randomUUID();
    const answers = [
      {
        attemptId,
        itemId: "times",
        answer: "999",
        clientAnswerId: repeated,
        answeredAt: new Date().toISOString(),
      },
      { attemptId, itemId: "times", answer: "999", clientAnswerId: repeated },
      {
        attemptId,
        itemId: offlineId,
        answer: String(Number(/(\d+) ×/.exec("x")?.[1] ?? 0)),
        clientAnswerId: randomUUID(),
      },
      { attemptId: randomUUID(), itemId: "times", answer: "253", clientAnswerId: randomUUID() },
    ];
    const synced = await api.sync(ravi.token, answers);
    expect(synced.statusCode, synced.body).toBe(200);
    const { results, levels } = synced.json();
    expect(results.map((r: { accepted: boolean; correct?: boolean }) => [r.accepted, r.correct])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, undefined],
    ]);
    expect(levels).toEqual([expect.objectContaining({ resourceId: drill })]);
    // Two answers counted, not three: the repeat was the same answer.
    const row = await level(ravi.studentId, drill);
    expect(row?.wrongInARow).toBe(2);
  });

  it("opens a practice attempt the phone began offline, and refuses one at a quiz", async () => {
    const offline = randomUUID();
    const synced = await api.sync(ravi.token, [
      { attemptId: offline, resourceId: drill, itemId: "times", answer: "253", clientAnswerId: randomUUID() },
      { attemptId: offline, resourceId: drill, itemId: "pick", answer: 0, clientAnswerId: randomUUID() },
      {
        attemptId: randomUUID(),
        resourceId: streak,
        itemId: "times",
        answer: "253",
        clientAnswerId: randomUUID(),
      },
    ]);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(
      synced.json().results.map((r: { accepted: boolean; correct?: boolean }) => [r.accepted, r.correct]),
    ).toEqual([
      [true, true],
      [true, true],
      [false, undefined],
    ]);
    // Another child cannot answer into it.
    const stolen = await api.sync(asha.token, [
      { attemptId: offline, resourceId: drill, itemId: "times", answer: "253", clientAnswerId: randomUUID() },
    ]);
    expect(stolen.json().results[0].accepted).toBe(false);
    // Back to where the needs-help test expects Ravi: two wrong answers in a row.
    await api.sync(ravi.token, [
      { attemptId: offline, itemId: "times", answer: "1", clientAnswerId: randomUUID() },
      { attemptId: offline, itemId: "times", answer: "1", clientAnswerId: randomUUID() },
    ]);
  });

  it("raises needs help at three wrong in a row", async () => {
    const { attemptId } = (await api.start(ravi.token, drill)).json();
    const third = (await api.answer(ravi.token, attemptId, "pick", 1)).json();
    expect(third.needsHelp).toBe(true);
  });
});

describe("the day-later review", () => {
  it("has nothing to review before a day has passed, then makes the set Mastered when both questions are right", async () => {
    expect((await api.review(asha.token, course.id, 5)).statusCode).toBe(409);
    await env.db
      .update(practiceLevels)
      .set({ proficientAt: sql`now() - interval '25 hours'` })
      .where(and(eq(practiceLevels.studentId, asha.studentId), eq(practiceLevels.resourceId, drill)));
    const started = await api.review(asha.token, course.id, 5);
    expect(started.statusCode, started.body).toBe(201);
    const review = started.json();
    expect(review.resourceIds).toEqual([drill]);
    // Named for the summary ("Mastered: …") the way the child's lesson tree names the set.
    expect(review.sets).toEqual([
      { resourceId: drill, title: expect.any(String), resourceType: expect.any(String) },
    ]);
    expect(review.sets[0].title.length).toBeGreaterThan(0);
    expect(review.items).toHaveLength(2);
    expect(started.body).not.toContain('"key"');
    const answerOf = (item: { prompt: string; id: string }) =>
      item.prompt.includes("Which is half")
        ? 0
        : item.prompt.includes("23 × 11")
          ? "253"
          : String(Number(/(\d+) × 11/.exec(item.prompt)?.[1]) * 11);
    let last = {};
    for (const item of review.items)
      last = (await api.answer(asha.token, review.attemptId, item.id, answerOf(item))).json();
    expect(last).toMatchObject({ correct: true, level: "mastered" });
    expect((await level(asha.studentId, drill))?.masteredAt).toBeTruthy();
    expect((await api.review(stranger().token, course.id, 5)).statusCode).toBe(404);
  });
});

let strangerPupil: Awaited<ReturnType<typeof pupilWithToken>> | undefined;
const stranger = () => strangerPupil as NonNullable<typeof strangerPupil>;
beforeAll(async () => {
  const other = await createTestSchool(env.db);
  strangerPupil = await pupilWithToken(env.app, env.db, other.school.id, "Far Pupil");
});

describe("the child's own sets", () => {
  it("lists a granted class's sets with the caller's level, and answers 404 for a class not theirs", async () => {
    const res = await api.call(asha.token, "GET", `/api/practice/mine?courseId=${course.id}&class=5`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sets).toEqual([
      expect.objectContaining({ resourceId: drill, level: "mastered", mode: "practice", reviewDue: false }),
      expect.objectContaining({ resourceId: streak, level: "notStarted", mode: "quiz" }),
    ]);
    expect(
      (await api.call(stranger().token, "GET", `/api/practice/mine?courseId=${course.id}&class=5`))
        .statusCode,
    ).toBe(404);
  });
});

describe("the class results", () => {
  it("shows the class's teacher and school every student × set, needs help, and the difficult questions with misconceptions", async () => {
    for (const token of [tokens.teacher, tokens.school]) {
      const res = await api.results(token, course.id, 5);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.sets.map((set: { resourceId: string }) => set.resourceId)).toEqual([drill, streak]);
      const names = body.students.map((s: { name: string }) => s.name);
      expect(names).toEqual(["Asha Pupil", "Ravi Pupil"]);
      const ashaDrill = body.students[0].sets[0];
      expect(ashaDrill).toMatchObject({ level: "mastered", attempts: 1, bestScore: 80 });
      expect(body.needsHelp).toEqual([expect.objectContaining({ name: "Ravi Pupil", resourceId: drill })]);
      const pick = body.difficult.find(
        (q: { itemId: string; resourceId: string }) => q.itemId === "pick" && q.resourceId === drill,
      );
      expect(pick.misconceptions).toEqual([
        { text: "Turned the fraction upside down", count: expect.any(Number) },
      ]);
      expect(res.body).not.toContain(stranger().studentId);
    }
  });

  it("answers 404 to another school's teacher and school, and a class the school does not have", async () => {
    expect((await api.results(tokens.otherTeacher, course.id, 5)).statusCode).toBe(404);
    expect((await api.results(tokens.otherSchool, course.id, 5)).statusCode).toBe(404);
    expect((await api.results(tokens.teacher, course.id, 6)).statusCode).toBe(404);
    expect((await api.results(tokens.teacher, randomUUID(), 5)).statusCode).toBe(404);
    expect((await api.results(asha.token, course.id, 5)).statusCode).toBe(403);
  });
});

describe("what the screen shows around a question", () => {
  it("names the set's course, class, lesson and resource type, and after a second miss gives the right answer", async () => {
    const started = (await api.start(asha.token, streak)).json();
    expect(started.place).toMatchObject({
      courseId: course.id,
      classNumber: 5,
      title: "Shapes",
      resourceType: "quiz",
    });
    expect(started.place.courseName).toMatch(/^Lessons /);
    const first = (await api.answer(asha.token, started.attemptId, "pick", 1)).json();
    expect(first).toMatchObject({ correct: false });
    // A first miss gets the hint and another go: the answer stays hidden.
    expect(first).not.toHaveProperty("rightAnswer");
    const second = (await api.answer(asha.token, started.attemptId, "pick", 1)).json();
    expect(second).toMatchObject({ correct: false, rightAnswer: 0 });
    const typed = (await api.answer(asha.token, started.attemptId, "times", "250")).json();
    expect(typed).not.toHaveProperty("rightAnswer");
    const again = (await api.answer(asha.token, started.attemptId, "times", "252")).json();
    expect(again).toMatchObject({ correct: false, rightAnswer: "253", solution: "253" });
  });
});
