import { describe, expect, it } from "vitest";
import { createTestSchool } from "../../test/factories.ts";
import { usingPostgres } from "../../test/harness.ts";
import { pastAHeldClass7, whileAnotherTransactionHolds } from "../../test/lock-waits.ts";
import { useSignedIn, useTestEnv } from "../../test/session.ts";
import { createTestCourse } from "./test-purchases.ts";

/**
 * Enabling a course while an admin deletes or archives it (PostgreSQL only: PGlite has one
 * connection). A second connection plays the admin's transaction, held open until the request waits
 * for its lock.
 */
const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");

async function enableWhileAdminHolds(courseId: string, statement: string) {
  const { school } = await createTestSchool(env.db);
  return whileAnotherTransactionHolds(
    env.config.databaseUrl ?? "",
    [
      ["select id from courses where id = $1 for update", [courseId]],
      [statement, [courseId]],
    ],
    () =>
      env.app.inject({
        method: "POST",
        url: `/api/enable/${school.id}/coursesforschool`,
        headers: { authorization: superadmin.token },
        payload: { courseId, classDetails: [{ classNumber: 6, studentLimit: "", status: "active" }] },
      }),
  );
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
    const enable = (classNumbers: number[]) =>
      env.app.inject({
        method: "POST",
        url: `/api/enable/${school.id}/coursesforschool`,
        headers: { authorization: superadmin.token },
        payload: {
          courseId: course.id,
          classDetails: classNumbers.map((classNumber) => ({ classNumber, status: "active" })),
        },
      });
    const results = await pastAHeldClass7(
      env.config.databaseUrl ?? "",
      { schoolId: school.id, courseId: course.id },
      () => [enable([5, 7, 6]), enable([6, 7, 5])],
    );
    expect(results.map((res) => res.statusCode).sort(), results.map((res) => res.body).join("\n")).toEqual([
      201, 409,
    ]);
  });
});
