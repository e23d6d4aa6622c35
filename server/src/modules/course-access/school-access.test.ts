import { randomUUID } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestSchool, login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { enableClass, makeLessonCourse, pupilWithToken, teacherWithToken } from "./test-helpers.ts";

/** Teachers and the school account opening their school's classes (spec part 1 §3 "Teacher and school access"). */
const env = useTestEnv();
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let unbought: Awaited<ReturnType<typeof makeLessonCourse>>;
let othersCourse: Awaited<ReturnType<typeof makeLessonCourse>>;
const tokens = { teacher: "", school: "", student: "", otherTeacher: "", otherSchool: "" };
beforeAll(async () => {
  course = await makeLessonCourse(env.db, [5, 6, 7, 8]);
  unbought = await makeLessonCourse(env.db, [5]);
  othersCourse = await makeLessonCourse(env.db, [5]);
  const a = await createTestSchool(env.db);
  const b = await createTestSchool(env.db);
  const schoolId = a.school.id;
  // Class 5 in both kinds (one class, listed once); 6 for the school; 7 on hold; 8 blocked.
  await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 5, kind: "students" });
  await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 5, kind: "school" });
  await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 6, kind: "school" });
  await enableClass(env.db, {
    schoolId,
    courseId: course.id,
    classNumber: 7,
    kind: "school",
    status: "hold",
  });
  await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 8, status: "blocked" });
  await enableClass(env.db, { schoolId: b.school.id, courseId: othersCourse.id, classNumber: 5 });
  tokens.teacher = (
    await teacherWithToken(
      env.app,
      env.db,
      schoolId,
      [5, 6, 7, 8].map((classNumber) => ({ courseId: course.id, classNumber })),
    )
  ).token;
  tokens.school = await login(env.app, a.username);
  tokens.student = (await pupilWithToken(env.app, env.db, schoolId)).token;
  tokens.otherTeacher = (
    await teacherWithToken(env.app, env.db, b.school.id, [{ courseId: othersCourse.id, classNumber: 5 }])
  ).token;
  tokens.otherSchool = await login(env.app, b.username);
});

const get = (url: string, token: string) => env.app.inject({ url, headers: { authorization: token } });
const ways = [
  {
    who: "teacher",
    list: API.teacherAccessCourses,
    one: apiPath.teacherAccessCourse,
    token: () => tokens.teacher,
  },
  {
    who: "school",
    list: API.schoolAccessCourses,
    one: apiPath.schoolAccessCourse,
    token: () => tokens.school,
  },
] as const;
const others = { teacher: () => tokens.otherTeacher, school: () => tokens.otherSchool };

describe.each(ways)("the $who's content access", ({ who, list, one, token }) => {
  it("lists the courses enabled for the school with their active classes of either kind", async () => {
    const res = await get(list, token());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      activeSchoolCourses: [
        {
          courseId: {
            _id: course.id,
            name: course.name,
            // No Hindi name given: null, and the screens show the English one.
            nameHi: null,
            classLevels: [
              { _id: expect.any(String), classNumber: 5 },
              { _id: expect.any(String), classNumber: 6 },
            ],
          },
        },
      ],
    });
  });

  it("opens a course in one request: the whole tree of each open class, every resource type", async () => {
    const res = await get(one(course.id), token());
    expect(res.statusCode, res.body).toBe(200);
    const { course: body } = res.json();
    expect(body.courseId).toMatchObject({ _id: course.id, name: course.name });
    expect(body.classDetails).toEqual([{ classNumber: 5 }, { classNumber: 6 }]);
    const [five] = body.courseId.classLevels;
    expect(five.levels[0].titles[0].resources.map((r: { type: string }) => r.type)).toEqual([
      "video",
      "worksheet",
      "pdf",
    ]);
    expect(res.body).toContain('"explanation"');
  });

  it("?class=n keeps one class; a class on hold, blocked or not the school's is 403 'You don't have access'", async () => {
    const six = await get(`${one(course.id)}?class=6`, token());
    expect(six.json().course.classDetails).toEqual([{ classNumber: 6 }]);
    for (const n of [7, 8, 9]) {
      const res = await get(`${one(course.id)}?class=${n}`, token());
      expect(res.statusCode, `class ${n}`).toBe(403);
      expect(res.json()).toEqual({
        message: `You don't have access to Class ${n}.`,
        key: `classNoAccess?classNumber=${n}`,
      });
    }
  });

  it("a course the school has not got, or another school's, is 404; the other school sees none of this one", async () => {
    expect((await get(one(unbought.id), token())).statusCode).toBe(404);
    expect((await get(one(othersCourse.id), token())).statusCode).toBe(404);
    expect((await get(one(randomUUID()), token())).statusCode).toBe(404);
    const other = others[who]();
    expect((await get(one(course.id), other)).statusCode).toBe(404);
    const theirs = await get(list, other);
    expect(theirs.body).not.toContain(course.id);
    expect(theirs.json().activeSchoolCourses[0].courseId._id).toBe(othersCourse.id);
  });

  it("refuses bad input with 400 and other roles with 403", async () => {
    expect((await get(one("nope"), token())).statusCode).toBe(400);
    expect((await get(`${one(course.id)}?class=12`, token())).statusCode).toBe(400);
    expect((await get(list, tokens.student)).statusCode).toBe(403);
    expect((await get(one(course.id), tokens.student)).statusCode).toBe(403);
    const wrong = who === "teacher" ? tokens.school : tokens.teacher;
    expect((await get(list, wrong)).statusCode).toBe(403);
  });
});
