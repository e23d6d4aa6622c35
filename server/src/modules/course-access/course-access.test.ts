import { randomUUID } from "node:crypto";
import { API, apiPath, MESSAGES, TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import {
  insertLearnerSeat,
  learnerWithToken,
  makeCourse,
  schoolWithToken,
} from "../purchases/test-helpers.ts";

const env = useTestEnv();
let course: { id: string; name: string };
let learner: Awaited<ReturnType<typeof learnerWithToken>>;
beforeAll(async () => {
  course = await makeCourse(env.db, [
    { classNumber: 6, pricePerStudent: 100, pricePerSchool: 1000 },
    { classNumber: 7, pricePerStudent: 100, pricePerSchool: 1000 },
    { classNumber: 8, pricePerStudent: 100, pricePerSchool: 1000 },
  ]);
  learner = await learnerWithToken(env.app, env.db);
  await insertLearnerSeat(env.db, learner, { courseId: course.id, classNumber: 6 });
  await insertLearnerSeat(env.db, learner, { courseId: course.id, classNumber: 7 }, "pending");
});

const get = (url: string, token = learner.token) =>
  env.app.inject({ url, headers: { authorization: token } });

describe("a learner's content access", () => {
  it("lists their courses with each class and whether it is granted", async () => {
    const res = await get(API.studentAccessCourses);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      courses: [
        {
          _id: course.id,
          name: course.name,
          enrolledClass: [
            { classNumber: 6, accessGranted: true },
            { classNumber: 7, accessGranted: false },
          ],
        },
      ],
    });
    expect(res.json().courses[0].enrolledClass[0].enrollmentDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("opens a course: levels of the granted class only, teacher-only resources removed by the server", async () => {
    const res = await get(apiPath.studentAccessCourse(course.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.course).toMatchObject({ _id: course.id, name: course.name, school: null });
    const [six, seven] = body.course.allEnrolledClasses;
    expect(six).toMatchObject({ classNumber: 6, accessGranted: true });
    expect(six.levels[0].titles[0].resources.map((r: { type: string }) => r.type)).toEqual(["worksheet"]);
    expect(seven).toMatchObject({ classNumber: 7, accessGranted: false, levels: [] });
    for (const type of TEACHER_ONLY_RESOURCE_TYPES) expect(res.body).not.toContain(`"type":"${type}"`);
    expect(res.body).not.toContain("videos.example.org");
    expect(res.body).not.toContain("notes.example.org");
  });

  it("?class=n: the granted class alone; a class under review is 403 with the spec's words; not theirs is 404", async () => {
    const six = await get(`${apiPath.studentAccessCourse(course.id)}?class=6`);
    expect(six.json().course.allEnrolledClasses.map((c: { classNumber: number }) => c.classNumber)).toEqual([
      6,
    ]);
    const seven = await get(`${apiPath.studentAccessCourse(course.id)}?class=7`);
    expect(seven.statusCode).toBe(403);
    expect(seven.json()).toMatchObject({
      message: "Access to Class 7 has not been granted.",
      key: "classAccessNotGranted?classNumber=7",
    });
    expect((await get(`${apiPath.studentAccessCourse(course.id)}?class=8`)).statusCode).toBe(404);
    expect((await get(`${apiPath.studentAccessCourse(course.id)}?class=11`)).statusCode).toBe(400);
    expect(MESSAGES.classAccessNotGranted).toContain("has not been granted");
  });

  it("a course they do not have is 404; another learner sees nothing of theirs; other roles are refused", async () => {
    expect((await get(apiPath.studentAccessCourse(randomUUID()))).statusCode).toBe(404);
    const other = await learnerWithToken(env.app, env.db);
    expect((await get(API.studentAccessCourses, other.token)).json()).toEqual({ courses: [] });
    expect((await get(apiPath.studentAccessCourse(course.id), other.token)).statusCode).toBe(404);
    const school = await schoolWithToken(env.app, env.db);
    expect((await get(API.studentAccessCourses, school.token)).statusCode).toBe(403);
    const admin = await signedInAs(env.app, env.db, "admin");
    expect((await get(apiPath.studentAccessCourse(course.id), admin.token)).statusCode).toBe(403);
  });
});
