import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSchool, signedInAs } from "../../test/factories.ts";
import { startTestEnv, type TestEnv, usingPostgres } from "../../test/harness.ts";
import { waitForLockWaiters } from "../../test/lock-waits.ts";
import { createTestCourse } from "./test-purchases.ts";

/**
 * Enabling a course while an admin deletes or archives it (PostgreSQL only: PGlite has one
 * connection). A second connection plays the admin's transaction, held open until the request waits
 * for its lock.
 */
let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv();
  token = (await signedInAs(env.app, env.db, "superadmin")).token;
});
afterAll(() => env?.close());

async function enableWhileAdminHolds(courseId: string, statement: string) {
  const { school } = await createTestSchool(env.db);
  const admin = new pg.Client({ connectionString: env.config.databaseUrl });
  await admin.connect();
  try {
    await admin.query("begin");
    await admin.query("select id from courses where id = $1 for update", [courseId]);
    await admin.query(statement, [courseId]);
    const pending = env.app.inject({
      method: "POST",
      url: `/api/enable/${school.id}/coursesforschool`,
      headers: { authorization: token },
      payload: { courseId, classDetails: [{ classNumber: 6, studentLimit: "", status: "active" }] },
    });
    await waitForLockWaiters(env.config.databaseUrl ?? "", 1, { unless: pending });
    await admin.query("commit");
    return await pending;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!usingPostgres)("enabling a course racing the catalogue", () => {
  it("a course deleted meanwhile: 404, not a 500", async () => {
    const course = await createTestCourse(env.db, [6]);
    const res = await enableWhileAdminHolds(course.id, "delete from courses where id = $1");
    expect(res.statusCode, res.body).toBe(404);
  });

  it("a course archived meanwhile: 409 courseNotOffered, not enabled", async () => {
    const course = await createTestCourse(env.db, [6]);
    const res = await enableWhileAdminHolds(
      course.id,
      "update courses set archived_at = now() where id = $1",
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().key).toBe("courseNotOffered");
  });
});

describe.skipIf(!usingPostgres)("two enablements of the same classes in another order", () => {
  it("never deadlock: one 201 and one 409 classAlreadyEnabled, never a 500", async () => {
    const course = await createTestCourse(env.db, [5, 6, 7]);
    const { school } = await createTestSchool(env.db);
    // A third transaction holds class 7, so both requests wait on it with their first class written.
    const other = new pg.Client({ connectionString: env.config.databaseUrl });
    await other.connect();
    await other.query("begin");
    await other.query(
      `insert into purchased_classes (id, school_id, course_id, class_number, kind, status, student_limit)
       values (gen_random_uuid()::text, $1, $2, 7, 'school', 'active', null)`,
      [school.id, course.id],
    );
    const enable = (classNumbers: number[]) =>
      env.app.inject({
        method: "POST",
        url: `/api/enable/${school.id}/coursesforschool`,
        headers: { authorization: token },
        payload: {
          courseId: course.id,
          classDetails: classNumbers.map((classNumber) => ({ classNumber, status: "active" })),
        },
      });
    const requests = [enable([5, 7, 6]), enable([6, 7, 5])];
    const both = Promise.all(requests);
    await waitForLockWaiters(env.config.databaseUrl ?? "", 2, { unless: Promise.race(requests) });
    await other.query("rollback");
    await other.end();
    const results = await both;
    expect(results.map((res) => res.statusCode).sort(), results.map((res) => res.body).join("\n")).toEqual([
      201, 409,
    ]);
  });
});
