import { API, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceProgress } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { enableClass, enrol, makeLessonCourse, pupilWithToken } from "../course-access/test-helpers.ts";

/**
 * Progress written while the school deletes the student: the child's request passed the sign-in
 * check a moment before. Run on PostgreSQL too (TEST_DATABASE_URL), where they really overlap.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env?.close());

describe("progress racing the student's deletion", () => {
  it("is written and goes with the student, or is refused with 404: never a 500", async () => {
    const course = await makeLessonCourse(env.db, [5]);
    const school = await createTestSchool(env.db);
    const schoolId = school.school.id;
    const schoolToken = await login(env.app, school.username);
    await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 5 });
    const resources = [
      course.resource(5, "Counting", "worksheet"),
      course.resource(5, "Counting", "pdf"),
      course.resource(5, "Shapes", "quiz"),
    ];
    for (let round = 0; round < 3; round += 1) {
      const pupil = await pupilWithToken(env.app, env.db, schoolId, `Racing Pupil ${round}`);
      await enrol(env.db, pupil.studentId, { schoolId, courseId: course.id, classNumber: 5 });
      const writes = Array.from({ length: 10 }, (_, i) => resources[i % resources.length] as string).map(
        (resourceId, i) =>
          env.app.inject({
            method: i % 2 ? "PUT" : "POST",
            url: i % 2 ? API.progressDone : API.progressOpened,
            headers: { authorization: pupil.token },
            payload: i % 2 ? { resourceId, done: true } : { resourceId },
          }),
      );
      const results = await Promise.all([
        ...writes.slice(0, 5),
        env.app.inject({
          method: "DELETE",
          url: apiPath.student(pupil.studentId),
          headers: { authorization: schoolToken },
        }),
        ...writes.slice(5),
      ]);
      for (const res of results) expect([200, 401, 404], res.body).toContain(res.statusCode);
      const left = await env.db
        .select()
        .from(resourceProgress)
        .where(eq(resourceProgress.studentId, pupil.studentId));
      expect(left).toEqual([]);
    }
  });
});
