import { randomUUID } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, purchasedClasses, resourceProgress, schools, students, users } from "../db/schema.ts";
import { login } from "../test/factories.ts";
import { seedDemoProgress } from "./progress.ts";
import { DEMO_PASSWORD } from "./seed.ts";
import { useSeededDemo } from "./test-demo.ts";

/** The demo's progress: from whatever granted classes exist, only resources students may open. */
const env = useSeededDemo();

const progressRows = async () =>
  (await env.db.select({ n: sql<number>`count(*)::int` }).from(resourceProgress))[0]?.n ?? 0;

describe("demo progress", () => {
  it("gives the learner somewhere to continue from", async () => {
    const token = await login(env.app, "learner@ganit.demo", DEMO_PASSWORD);
    const res = await env.app.inject({ url: API.progressResume, headers: { authorization: token } });
    expect(res.json().resume).toMatchObject({ courseName: expect.any(String), classNumber: 7 });
  });

  it("gives the demo pupil progress in the classes she is enrolled in, and runs again harmlessly", async () => {
    // Enrol Asha in one of Sunrise's active student classes (the enrolment seed may have already).
    const [sunrise] = await env.db
      .select({ id: schools.id })
      .from(schools)
      .innerJoin(users, eq(users.id, schools.userId))
      .where(eq(users.username, "school@ganit.demo"));
    const [klass] = await env.db
      .select()
      .from(purchasedClasses)
      .where(
        and(
          eq(purchasedClasses.schoolId, sunrise?.id ?? ""),
          eq(purchasedClasses.kind, "students"),
          eq(purchasedClasses.status, "active"),
        ),
      )
      .limit(1);
    const [asha] = await env.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.username, "asha1001"));
    if (!klass || !asha) throw new Error("demo data is missing");
    await env.db
      .insert(enrolments)
      .values({
        id: randomUUID(),
        studentId: asha.id,
        purchasedClassId: klass.id,
        courseId: klass.courseId,
        classNumber: klass.classNumber,
      })
      .onConflictDoNothing();
    await env.db.transaction((tx) => seedDemoProgress(tx, { alwaysStarted: ["asha1001"] }));
    const before = await progressRows();
    await env.db.transaction((tx) => seedDemoProgress(tx, { alwaysStarted: ["asha1001"] }));
    expect(await progressRows()).toBe(before);

    const token = await login(env.app, "asha1001", DEMO_PASSWORD);
    const resume = (
      await env.app.inject({ url: API.progressResume, headers: { authorization: token } })
    ).json();
    expect(resume.resume).not.toBeNull();
    const ticks = (
      await env.app.inject({
        url: apiPath.courseProgress(resume.resume.courseId),
        headers: { authorization: token },
      })
    ).json();
    expect(ticks.completed.length).toBeGreaterThan(0);
    // Every demo row is a resource its student may open: the API accepts each of Asha's again.
    for (const resourceId of ticks.opened) {
      const res = await env.app.inject({
        method: "POST",
        url: API.progressOpened,
        headers: { authorization: token },
        payload: { resourceId },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
