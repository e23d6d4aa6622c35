import { randomUUID } from "node:crypto";
import { API, apiPath, TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { madeBeforeAll, useTestEnv } from "../../test/session.ts";
import {
  ashaAtSchool,
  enableClass,
  enrol,
  makeLessonCourse,
  pupilWithToken,
  setClassStatus,
} from "./test-helpers.ts";

/** A school's pupils opening the classes they are enrolled in (spec part 1 §3, §4, §7). */
const env = useTestEnv();
/** Asha's school (class 7 on hold), and a pupil of it enrolled in nothing. */
const at = madeBeforeAll("Asha's school", async () => {
  const made = await ashaAtSchool(env);
  return { ...made, idle: await made.school.pupil("Idle Pupil", []) };
});

const get = (url: string, token = at.asha.token) =>
  env.app.inject({ url, headers: { authorization: token } });

describe("a school's pupil's content access", () => {
  it("lists only the courses and classes they are enrolled in with access granted", async () => {
    const res = await get(API.studentAccessCourses);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.courses).toHaveLength(1);
    expect(body.courses[0]).toMatchObject({ _id: at.course.id, name: at.course.name });
    // Class 7 is on hold and class 6 is not theirs: only class 5.
    expect(body.courses[0].enrolledClass).toEqual([
      { classNumber: 5, accessGranted: true, enrollmentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
  });

  it("opens a course with their school's name, the granted class's levels and no teacher-only type", async () => {
    const res = await get(apiPath.studentAccessCourse(at.course.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.course).toMatchObject({
      _id: at.course.id,
      name: at.course.name,
      school: { name: "Test School" },
    });
    const [five, seven] = body.course.allEnrolledClasses;
    expect(five).toMatchObject({ classNumber: 5, accessGranted: true });
    const titles = five.levels[0].titles;
    expect(titles.map((t: { title: string }) => t.title)).toEqual(["Counting", "Shapes", "Teacher notes"]);
    expect(titles[0].resources.map((r: { type: string }) => r.type)).toEqual(["worksheet", "pdf"]);
    expect(titles[1].resources.map((r: { type: string }) => r.type)).toEqual(["quiz"]);
    expect(titles[2].resources).toEqual([]);
    expect(seven).toMatchObject({ classNumber: 7, accessGranted: false, levels: [] });
    // On the raw JSON: not a single hidden resource, by type or by url.
    for (const type of TEACHER_ONLY_RESOURCE_TYPES) expect(res.body).not.toContain(`"${type}"`);
    expect(res.body).not.toContain("videos.example.org");
    expect(res.body).not.toContain("notes.example.org");
  });

  it("?class=n: a granted class alone; a class on hold is 403 with the spec's words; one not theirs 404", async () => {
    const five = await get(`${apiPath.studentAccessCourse(at.course.id)}?class=5`);
    expect(five.statusCode).toBe(200);
    expect(five.json().course.allEnrolledClasses.map((c: { classNumber: number }) => c.classNumber)).toEqual([
      5,
    ]);
    for (const type of TEACHER_ONLY_RESOURCE_TYPES) expect(five.body).not.toContain(`"${type}"`);
    const seven = await get(`${apiPath.studentAccessCourse(at.course.id)}?class=7`);
    expect(seven.statusCode).toBe(403);
    expect(seven.json()).toEqual({
      message: "Access to Class 7 has not been granted.",
      key: "classAccessNotGranted?classNumber=7",
    });
    // Class 6 is the school's, but this pupil is not enrolled in it.
    expect((await get(`${apiPath.studentAccessCourse(at.course.id)}?class=6`)).statusCode).toBe(404);
  });

  it("a course they are not enrolled in is 404; a pupil enrolled in nothing has an empty list", async () => {
    expect((await get(API.studentAccessCourses, at.idle.token)).json()).toEqual({ courses: [] });
    expect((await get(apiPath.studentAccessCourse(at.course.id), at.idle.token)).statusCode).toBe(404);
    expect((await get(apiPath.studentAccessCourse(randomUUID()))).statusCode).toBe(404);
  });

  it("refuses bad input with 400, never 500", async () => {
    for (const url of [
      apiPath.studentAccessCourse("not-an-id"),
      `${apiPath.studentAccessCourse(at.course.id)}?class=0`,
      `${apiPath.studentAccessCourse(at.course.id)}?class=abc`,
      `${apiPath.studentAccessCourse(at.course.id)}?class=11`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
  });

  it("a class put on hold closes at once, and opens again when active", async () => {
    const other = await makeLessonCourse(env.db, [3]);
    const schoolId = at.school.school.id;
    const id = await enableClass(env.db, { schoolId, courseId: other.id, classNumber: 3 });
    await enrol(env.db, at.asha.studentId, { schoolId, courseId: other.id, classNumber: 3 });
    expect((await get(`${apiPath.studentAccessCourse(other.id)}?class=3`)).statusCode).toBe(200);
    await setClassStatus(env.db, id, "hold");
    expect((await get(`${apiPath.studentAccessCourse(other.id)}?class=3`)).statusCode).toBe(403);
    const list = (await get(API.studentAccessCourses)).json();
    expect(list.courses.map((c: { _id: string }) => c._id)).not.toContain(other.id);
    await setClassStatus(env.db, id, "active");
    expect((await get(`${apiPath.studentAccessCourse(other.id)}?class=3`)).statusCode).toBe(200);
  });

  it("an archived course stays readable for those enrolled in it", async () => {
    const old = await makeLessonCourse(env.db, [4]);
    const schoolId = at.school.school.id;
    await enableClass(env.db, { schoolId, courseId: old.id, classNumber: 4 });
    await enrol(env.db, at.asha.studentId, { schoolId, courseId: old.id, classNumber: 4 });
    await env.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, old.id));
    const res = await get(`${apiPath.studentAccessCourse(old.id)}?class=4`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().course.allEnrolledClasses[0].levels).toHaveLength(1);
    const list = (await get(API.studentAccessCourses)).json();
    expect(list.courses.map((c: { _id: string }) => c._id)).toContain(old.id);
  });

  it("another school's pupil sees nothing of this school's enrolments", async () => {
    const other = await createTestSchool(env.db);
    const stranger = await pupilWithToken(env.app, env.db, other.school.id);
    expect((await get(API.studentAccessCourses, stranger.token)).json()).toEqual({ courses: [] });
    expect((await get(apiPath.studentAccessCourse(at.course.id), stranger.token)).statusCode).toBe(404);
    // Teachers and the school use their own routes: the student routes refuse them.
    const schoolToken = await login(env.app, at.school.username);
    expect((await get(API.studentAccessCourses, schoolToken)).statusCode).toBe(403);
  });
});
