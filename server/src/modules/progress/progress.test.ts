import { randomUUID } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, courseResources } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { madeBeforeAll, useTestEnv } from "../../test/session.ts";
import { ashaAtSchool, setClassStatus } from "../course-access/test-helpers.ts";
import { insertLearnerSeat, learnerWithToken } from "../purchases/test-helpers.ts";

/** A student's own progress: opened, done and undone, the ticks of a course, and resume. */
const env = useTestEnv();
/** Asha's school (class 7 on hold) with Ravi in class 5, and a learner with a seat of class 6. */
const at = madeBeforeAll("Asha's school", async () => {
  const { course, school, asha } = await ashaAtSchool(env);
  const ravi = await school.pupil("Ravi Pupil", 5);
  const learner = await learnerWithToken(env.app, env.db);
  await insertLearnerSeat(env.db, learner, { courseId: course.id, classNumber: 6 });
  return { course, asha, ravi, learner, classFive: school.classIds[5] ?? "" };
});

const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const opened = (token: string, resourceId: string) => call(token, "POST", API.progressOpened, { resourceId });
const done = (token: string, resourceId: string, value: boolean) =>
  call(token, "PUT", API.progressDone, { resourceId, done: value });

describe("a student's progress", () => {
  it("records the first and last opening of a resource of a granted class", async () => {
    const worksheet = at.course.resource(5, "Counting", "worksheet");
    const first = await opened(at.asha.token, worksheet);
    expect(first.statusCode, first.body).toBe(200);
    const row = first.json().progress;
    expect(row).toMatchObject({
      resourceId: worksheet,
      courseId: at.course.id,
      classNumber: 5,
      completedAt: null,
    });
    expect(row.firstOpenedAt).toBe(row.lastOpenedAt);
    await new Promise((resolve) => setTimeout(resolve, 15));
    const again = (await opened(at.asha.token, worksheet)).json().progress;
    expect(again.firstOpenedAt).toBe(row.firstOpenedAt);
    expect(Date.parse(again.lastOpenedAt)).toBeGreaterThan(Date.parse(row.lastOpenedAt));
  });

  it("marks a resource done and undone; marking twice keeps the first time", async () => {
    const pdf = at.course.resource(5, "Counting", "pdf");
    const marked = (await done(at.asha.token, pdf, true)).json().progress;
    expect(marked.completedAt).toEqual(expect.stringMatching(/^\d{4}-/));
    const twice = (await done(at.asha.token, pdf, true)).json().progress;
    expect(twice.completedAt).toBe(marked.completedAt);
    const undone = await done(at.asha.token, pdf, false);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().progress.completedAt).toBeNull();
    await done(at.asha.token, pdf, true);
  });

  it("answers the tree's ticks: the caller's opened and completed resources, per course and class", async () => {
    const res = await call(at.asha.token, "GET", apiPath.courseProgress(at.course.id, 5));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(new Set(body.opened)).toEqual(
      new Set([at.course.resource(5, "Counting", "worksheet"), at.course.resource(5, "Counting", "pdf")]),
    );
    expect(body.completed).toEqual([at.course.resource(5, "Counting", "pdf")]);
    expect(
      (await call(at.asha.token, "GET", apiPath.courseProgress(at.course.id))).json().opened,
    ).toHaveLength(2);
    expect((await call(at.asha.token, "GET", apiPath.courseProgress(at.course.id, 6))).json()).toEqual({
      courseId: at.course.id,
      opened: [],
      completed: [],
    });
    // Another student's ticks are their own.
    expect((await call(at.ravi.token, "GET", apiPath.courseProgress(at.course.id))).json().opened).toEqual(
      [],
    );
  });

  it("never records a resource outside the caller's classes or of a teacher-only type: 404", async () => {
    for (const [label, id] of [
      ["a video", at.course.resource(5, "Counting", "video")],
      ["an explanation", at.course.resource(5, "Shapes", "explanation")],
      ["a class on hold", at.course.resource(7, "Counting", "worksheet")],
      ["the school's class they are not enrolled in", at.course.resource(6, "Counting", "worksheet")],
      ["an id that does not exist", randomUUID()],
    ] as const) {
      expect((await opened(at.asha.token, id)).statusCode, label).toBe(404);
      expect((await done(at.asha.token, id, true)).statusCode, label).toBe(404);
    }
    // The learner's own class is open to them, not to the pupil; and the pupil's class 5 not to the learner.
    expect((await opened(at.learner.token, at.course.resource(6, "Shapes", "quiz"))).statusCode).toBe(200);
    expect((await opened(at.learner.token, at.course.resource(5, "Shapes", "quiz"))).statusCode).toBe(404);
  });

  it("refuses bad input with 400 and the message key", async () => {
    const bad = [
      [API.progressOpened, "POST", {}],
      [API.progressOpened, "POST", { resourceId: "nope" }],
      [API.progressDone, "PUT", { resourceId: at.course.resource(5, "Shapes", "quiz") }],
      [API.progressDone, "PUT", { resourceId: at.course.resource(5, "Shapes", "quiz"), done: "yes" }],
    ] as const;
    for (const [url, method, payload] of bad) {
      const res = await call(at.asha.token, method, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const res = await call(at.asha.token, "PUT", API.progressDone, { resourceId: randomUUID() });
    expect(res.json().fieldKeys?.done).toBe("progressDoneInvalid");
    expect((await call(at.asha.token, "GET", apiPath.courseProgress("nope"))).statusCode).toBe(400);
    expect(
      (await call(at.asha.token, "GET", `${apiPath.courseProgress(at.course.id)}?class=0`)).statusCode,
    ).toBe(400);
  });

  it("resumes at the last resource opened that is still open to the student", async () => {
    expect((await call(at.ravi.token, "GET", API.progressResume)).json()).toEqual({ resume: null });
    const quiz = at.course.resource(5, "Shapes", "quiz");
    await opened(at.asha.token, quiz);
    const res = await call(at.asha.token, "GET", API.progressResume);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume).toMatchObject({
      courseId: at.course.id,
      courseName: at.course.name,
      classNumber: 5,
      resourceId: quiz,
      title: "Shapes",
      resourceType: "quiz",
    });
    // A class put on hold no longer resumes; the learner resumes in their own class.
    await setClassStatus(env.db, at.classFive, "hold");
    expect((await call(at.asha.token, "GET", API.progressResume)).json()).toEqual({ resume: null });
    await setClassStatus(env.db, at.classFive, "active");
    expect((await call(at.learner.token, "GET", API.progressResume)).json().resume).toMatchObject({
      classNumber: 6,
      resourceId: at.course.resource(6, "Shapes", "quiz"),
    });
  });

  it("never answers a resource that has since become a teacher-only type, not even its id", async () => {
    const pdf = at.course.resource(5, "Counting", "pdf");
    expect((await opened(at.asha.token, pdf)).statusCode).toBe(200);
    // The admin edits the course: the resource keeps its id and becomes a video.
    await env.db.update(courseResources).set({ type: "video" }).where(eq(courseResources.id, pdf));
    try {
      const body = (await call(at.asha.token, "GET", apiPath.courseProgress(at.course.id, 5))).json();
      expect(body.opened).not.toContain(pdf);
      expect(body.completed).not.toContain(pdf);
    } finally {
      await env.db.update(courseResources).set({ type: "pdf" }).where(eq(courseResources.id, pdf));
    }
  });

  it("writes no audit event: progress is the child's own learning, not an administrative action", async () => {
    const rows = await env.db.select().from(auditEvents);
    expect(rows.filter((row) => JSON.stringify(row).includes("progress"))).toEqual([]);
  });

  it("admits students and learners only", async () => {
    const school = await createTestSchool(env.db);
    const token = await login(env.app, school.username);
    expect((await call(token, "GET", API.progressResume)).statusCode).toBe(403);
    expect((await opened(token, at.course.resource(5, "Shapes", "quiz"))).statusCode).toBe(403);
  });
});
