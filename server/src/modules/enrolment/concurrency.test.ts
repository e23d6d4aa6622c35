import { apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments } from "../../db/schema.ts";
import { useTestEnv } from "../../test/session.ts";
import { insertPupils, schoolWithSeats } from "./test-helpers.ts";

/**
 * A seat paid for once is never handed out twice: racing requests for the last seats of a class
 * (run on PostgreSQL too, with TEST_DATABASE_URL, where they really run at the same time).
 */
const env = useTestEnv();

const seatsTaken = async (courseId: string) =>
  (await env.db.select().from(enrolments).where(eq(enrolments.courseId, courseId))).length;

describe("seats under concurrency", () => {
  it("twenty enrolments racing for five seats: exactly five succeed", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const pupils = await insertPupils(env.db, s.schoolId, 20);
    const results = await Promise.all(
      pupils.map((pupil) =>
        env.app.inject({
          method: "PUT",
          url: apiPath.addToCourse(pupil, s.course.id),
          headers: { authorization: s.token },
          payload: { classNumber: 5 },
        }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    expect(await seatsTaken(s.course.id)).toBe(5);
  });

  it("bulk enrolments racing for the same seats: one fits, the others are refused whole", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 6 });
    const pupils = await insertPupils(env.db, s.schoolId, 16);
    const batches = [pupils.slice(0, 4), pupils.slice(4, 8), pupils.slice(8, 12), pupils.slice(12, 16)];
    const results = await Promise.all(
      batches.map((studentIds) =>
        env.app.inject({
          method: "PUT",
          url: apiPath.bulkAddToCourse(s.course.id),
          headers: { authorization: s.token },
          payload: { studentIds, classNumber: 5 },
        }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Only 2 seats left in Class 5");
    }
    expect(await seatsTaken(s.course.id)).toBe(4);
  });

  it("the same student added twice at once is enrolled once", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        env.app.inject({
          method: "PUT",
          url: apiPath.addToCourse(pupil, s.course.id),
          headers: { authorization: s.token },
          payload: { classNumber: 5 },
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await seatsTaken(s.course.id)).toBe(1);
  });
});

describe("enrolment racing the student's deletion", () => {
  it("either the enrolment goes with the student or it finds no student: 200 or 404, never 500", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 100 });
    const pupils = await insertPupils(env.db, s.schoolId, 20);
    const [single, bulk] = [pupils.slice(0, 10), pupils.slice(10)];
    const remove = (pupil: string) =>
      env.app.inject({ method: "DELETE", url: apiPath.student(pupil), headers: { authorization: s.token } });
    const results = await Promise.all([
      ...single.flatMap((pupil) => [
        env.app.inject({
          method: "PUT",
          url: apiPath.addToCourse(pupil, s.course.id),
          headers: { authorization: s.token },
          payload: { classNumber: 5 },
        }),
        remove(pupil),
      ]),
      env.app.inject({
        method: "PUT",
        url: apiPath.bulkAddToCourse(s.course.id),
        headers: { authorization: s.token },
        payload: { studentIds: bulk, classNumber: 5 },
      }),
      ...bulk.map(remove),
    ]);
    for (const res of results) expect([200, 404], res.body).toContain(res.statusCode);
    // Every student is gone, and no enrolment outlived its student.
    expect(await seatsTaken(s.course.id)).toBe(0);
  });
});
