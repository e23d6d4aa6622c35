import { apiPath } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import {
  enableClass,
  makeLessonCourse,
  pupilWithToken,
  schoolWithClasses,
} from "../course-access/test-helpers.ts";

/** The per-class progress table of a school's teachers and the school: its own students only. */
const env = useTestEnv();
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let other: Awaited<ReturnType<typeof makeLessonCourse>>;
const people = {} as Record<
  "asha" | "ravi" | "zara" | "stranger",
  Awaited<ReturnType<typeof pupilWithToken>>
>;
const tokens = { teacher: "", school: "", otherTeacher: "", otherSchool: "" };

beforeAll(async () => {
  course = await makeLessonCourse(env.db, [5, 6]);
  other = await makeLessonCourse(env.db, [5]);
  const a = await schoolWithClasses(env, course.id, [5]);
  await enableClass(env.db, { schoolId: a.schoolId, courseId: course.id, classNumber: 6, kind: "school" });
  // School B has the same course class, and a pupil of its own in it.
  const b = await schoolWithClasses(env, course.id, [5]);
  people.asha = await a.pupil("Asha Pupil");
  people.ravi = await a.pupil("Ravi Pupil");
  people.zara = await pupilWithToken(env.app, env.db, a.schoolId, "Zara Unenrolled");
  people.stranger = await b.pupil("Stranger Pupil");
  tokens.teacher = await a.teacher([5, 6]);
  tokens.school = await login(env.app, a.username);
  tokens.otherTeacher = await b.teacher([5]);
  tokens.otherSchool = await login(env.app, b.username);

  // Asha completes "Counting" (worksheet and pdf; its video is the teacher's) and opens the quiz;
  // Ravi completes "Shapes" (its quiz); the stranger completes everything in school B.
  const markDone = (token: string, resourceId: string) =>
    env.app.inject({
      method: "PUT",
      url: "/api/progress/done",
      headers: { authorization: token },
      payload: { resourceId, done: true },
    });
  await markDone(people.asha.token, course.resource(5, "Counting", "worksheet"));
  await markDone(people.asha.token, course.resource(5, "Counting", "pdf"));
  await env.app.inject({
    method: "POST",
    url: "/api/progress/opened",
    headers: { authorization: people.asha.token },
    payload: { resourceId: course.resource(5, "Shapes", "quiz") },
  });
  await markDone(people.ravi.token, course.resource(5, "Shapes", "quiz"));
  await markDone(people.stranger.token, course.resource(5, "Shapes", "quiz"));
});

const get = (url: string, token: string) => env.app.inject({ url, headers: { authorization: token } });

describe("per-class progress", () => {
  it.each(["teacher", "school"] as const)(
    "the %s sees its enrolled students × titles completed",
    async (who) => {
      const res = await get(apiPath.classProgress(course.id, 5), tokens[who]);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ courseId: course.id, courseName: course.name, classNumber: 5 });
      // "Teacher notes" holds only a video: nothing for a student to complete, so it is no column.
      expect(body.titles).toEqual([
        {
          _id: course.titleId(5, "Counting"),
          levelNumber: 1,
          levelName: "Numbers 5",
          title: "Counting",
          resources: 2,
          completedBy: 1,
        },
        {
          _id: course.titleId(5, "Shapes"),
          levelNumber: 1,
          levelName: "Numbers 5",
          title: "Shapes",
          resources: 1,
          completedBy: 1,
        },
      ]);
      expect(body.students).toEqual([
        {
          studentId: people.asha.studentId,
          name: "Asha Pupil",
          rollNumber: people.asha.rollNumber,
          completedTitles: [course.titleId(5, "Counting")],
          completedResources: 2,
        },
        {
          studentId: people.ravi.studentId,
          name: "Ravi Pupil",
          rollNumber: people.ravi.rollNumber,
          completedTitles: [course.titleId(5, "Shapes")],
          completedResources: 1,
        },
      ]);
      expect(body.totals).toEqual({ students: 2, titles: 2, resources: 3 });
      // Another school's pupil in the same course class, and an unenrolled pupil, are not in it.
      expect(res.body).not.toContain(people.stranger.studentId);
      expect(res.body).not.toContain(people.zara.studentId);
    },
  );

  it("a class of the school with nobody enrolled answers an empty table", async () => {
    const res = await get(apiPath.classProgress(course.id, 6), tokens.teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().students).toEqual([]);
    expect(res.json().totals).toEqual({ students: 0, titles: 2, resources: 3 });
  });

  it("another school's class, a course the school lacks, a class it lacks: 404", async () => {
    for (const token of [tokens.otherTeacher, tokens.otherSchool]) {
      // B has class 5 of the course, but its table shows only B's pupil.
      const own = await get(apiPath.classProgress(course.id, 5), token);
      expect(own.json().students.map((s: { studentId: string }) => s.studentId)).toEqual([
        people.stranger.studentId,
      ]);
      expect((await get(apiPath.classProgress(course.id, 6), token)).statusCode).toBe(404);
    }
    expect((await get(apiPath.classProgress(other.id, 5), tokens.teacher)).statusCode).toBe(404);
    expect((await get(apiPath.classProgress(course.id, 7), tokens.school)).statusCode).toBe(404);
  });

  it("refuses bad input with 400 and students with 403", async () => {
    expect((await get(apiPath.classProgress("nope", 5), tokens.teacher)).statusCode).toBe(400);
    expect((await get(apiPath.classProgress(course.id, 11), tokens.teacher)).statusCode).toBe(400);
    expect((await get(`/api/progress/class/${course.id}/abc`, tokens.school)).statusCode).toBe(400);
    expect((await get(apiPath.classProgress(course.id, 5), people.asha.token)).statusCode).toBe(403);
  });
});
