import { API, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resourceProgress } from "../../db/schema.ts";
import { login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeLessonCourse, schoolWithClasses } from "../course-access/test-helpers.ts";

/**
 * Progress written while the school deletes the student: the child's request passed the sign-in
 * check a moment before. Run on PostgreSQL too (TEST_DATABASE_URL), where they really overlap.
 */
const env = useTestEnv();

describe("progress racing the student's deletion", () => {
  it("is written and goes with the student, or is refused with 404: never a 500", async () => {
    const course = await makeLessonCourse(env.db, [5]);
    const school = await schoolWithClasses(env, course.id, [5]);
    const schoolToken = await login(env.app, school.username);
    const resources = [
      course.resource(5, "Counting", "worksheet"),
      course.resource(5, "Counting", "pdf"),
      course.resource(5, "Shapes", "quiz"),
    ];
    for (let round = 0; round < 3; round += 1) {
      const pupil = await school.pupil(`Racing Pupil ${round}`);
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
