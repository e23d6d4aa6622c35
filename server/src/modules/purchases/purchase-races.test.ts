import { API } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { usingPostgres } from "../../test/harness.ts";
import { pastAHeldClass7, whileAnotherTransactionHolds } from "../../test/lock-waits.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeCourse, nextUtr, schoolWithToken } from "./test-helpers.ts";

/**
 * Races between a purchase and the catalogue (PostgreSQL only: PGlite has one connection, so nothing
 * there runs at once). A second connection plays the admin's transaction, held open until the
 * purchase waits for its lock, so the interleaving is the same on every run.
 */
const env = useTestEnv();

const databaseUrl = () => env.config.databaseUrl ?? "";
const post = (url: string, token: string, payload: object) =>
  env.app.inject({ method: "POST", url, headers: { authorization: token }, payload });

/** Runs `statements` in an admin's transaction, and commits it once the purchase waits for it. */
const whileAdminHolds = <T>(statements: [string, unknown[]][], during: () => Promise<T>) =>
  whileAnotherTransactionHolds(databaseUrl(), statements, during);

/** A course of `classNumbers`, each at ₹100 a pupil and ₹1000 for the school. */
const courseOfClasses = (...classNumbers: number[]) =>
  makeCourse(
    env.db,
    classNumbers.map((classNumber) => ({ classNumber, pricePerStudent: 100, pricePerSchool: 1000 })),
  );

/** The school buys the course's `classNumbers` for the whole school. */
const buyForSchool = (token: string, courseId: string, classNumbers: number[]) =>
  post(API.buyForSchool, token, { utrNumber: nextUtr(), coursesForSchool: [{ courseId, classNumbers }] });

/** A new school buys class 6 of the course while an admin's transaction holds `statements`. */
const buyClass6WhileAdminHolds = async (courseId: string, statements: [string, unknown[]][]) => {
  const school = await schoolWithToken(env.app, env.db);
  return whileAdminHolds(statements, () => buyForSchool(school.token, courseId, [6]));
};

describe.skipIf(!usingPostgres)("a purchase racing the catalogue", () => {
  it("a course deleted while a school buys it: 400 courseNotOffered, not a 500", async () => {
    const course = await courseOfClasses(6);
    const res = await buyClass6WhileAdminHolds(course.id, [
      ["select id from courses where id = $1 for update", [course.id]],
      ["delete from courses where id = $1", [course.id]],
    ]);
    expect(res.statusCode, res.body).toBe(400);
  });

  it("a course archived while a school buys it: the purchase is refused, not written for a hidden course", async () => {
    const course = await courseOfClasses(6);
    const res = await buyClass6WhileAdminHolds(course.id, [
      ["select id from courses where id = $1 for update", [course.id]],
      ["update courses set archived_at = now() where id = $1", [course.id]],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe("courseNotOffered");
  });

  it("a class dropped from the course while a school buys it: refused, no purchase of a class that is gone", async () => {
    const course = await courseOfClasses(5, 6);
    const res = await buyClass6WhileAdminHolds(course.id, [
      ["select id from courses where id = $1 for update", [course.id]],
      ["delete from course_classes where course_id = $1 and class_number = 6", [course.id]],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe("classNotInCourse?classNumber=6");
  });
});

describe.skipIf(!usingPostgres)("two purchases of the same classes in another order", () => {
  it("never deadlock: each pair gives one 201 and one 409, never a 500", async () => {
    const course = await courseOfClasses(5, 6, 7);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const school = await schoolWithToken(env.app, env.db);
      // A third transaction holds class 7, so both purchases wait on it with their first class held.
      const buy = (classNumbers: number[]) => buyForSchool(school.token, course.id, classNumbers);
      const both = await pastAHeldClass7(
        databaseUrl(),
        { schoolId: school.school.id, courseId: course.id },
        () => [buy([5, 7, 6]), buy([6, 7, 5])],
      );
      statuses.push(...both.map((res) => res.statusCode).sort());
    }
    expect(statuses).toEqual([201, 409, 201, 409, 201, 409, 201, 409]);
  });
});
