import { API, apiPath } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openPostgres } from "../../db/client.ts";
import { createTestSchool, login, signedInAs } from "../../test/factories.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { enableClass, enrol, makeLessonCourse, pupilWithToken } from "../course-access/test-helpers.ts";

/**
 * Two Ganit instances on one database, each holding the catalogue and the course trees in its own
 * memory: an admin's save through one is seen by the next read through the other. On PostgreSQL the
 * second instance has its own connection pool, as a second process would.
 */
let env: TestEnv;
let second: { app: FastifyInstance; database: Database | null };
let adminToken: string;
let pupilToken: string;
let course: Awaited<ReturnType<typeof makeLessonCourse>>;

beforeAll(async () => {
  env = await startTestEnv();
  const url = env.config.databaseUrl;
  const database = url ? await openPostgres(url) : null;
  const app = database ? (await buildApp(env.config, database)).app : (await env.buildAnother()).app;
  second = { app, database };
  adminToken = (await signedInAs(env.app, env.db, "admin")).token;
  course = await makeLessonCourse(env.db, [5]);
  const school = await createTestSchool(env.db);
  await enableClass(env.db, { schoolId: school.school.id, courseId: course.id, classNumber: 5 });
  const pupil = await pupilWithToken(env.app, env.db, school.school.id);
  await enrol(env.db, pupil.studentId, { schoolId: school.school.id, courseId: course.id, classNumber: 5 });
  pupilToken = await login(second.app, pupil.username);
});
afterAll(async () => {
  await second?.app.close();
  await second?.database?.close();
  await env?.close();
});

const catalogueOf = async (app: FastifyInstance) => {
  const res = await app.inject({ url: API.publicCourses });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _id: string; name: string; classLevels: { pricePerStudent: number }[] }[]>();
};

const levelNamesOf = async (app: FastifyInstance) => {
  const res = await app.inject({
    url: apiPath.studentAccessCourse(course.id),
    headers: { authorization: pupilToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  const classes = res.json<{ course: { allEnrolledClasses: { levels: { levelName: string }[] }[] } }>();
  return classes.course.allEnrolledClasses.flatMap((klass) => klass.levels.map((level) => level.levelName));
};

const getCourse = async () =>
  (await env.app.inject({ url: apiPath.course(course.id), headers: { authorization: adminToken } })).json();

describe("the catalogue and course trees held in each instance's memory", () => {
  it("serve an admin's save through one instance on the next read through the other", async () => {
    // Both instances read (and hold) the course as it is.
    expect((await catalogueOf(second.app)).find((c) => c._id === course.id)?.name).toBe(course.name);
    expect(await levelNamesOf(second.app)).toEqual(["Numbers 5"]);
    expect(await levelNamesOf(second.app)).toEqual(["Numbers 5"]);

    const document = await getCourse();
    document.name = `${course.name} renamed`;
    document.classLevels[0].pricePerStudent = 250;
    document.classLevels[0].levels[0].levelName = "Fractions";
    const saved = await env.app.inject({
      method: "PUT",
      url: apiPath.course(course.id),
      headers: { authorization: adminToken },
      payload: {
        name: document.name,
        classLevels: document.classLevels.map(({ _id, ...klass }: { _id: string }) => klass),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const listed = (await catalogueOf(second.app)).find((c) => c._id === course.id);
    expect(listed?.name).toBe(`${course.name} renamed`);
    expect(listed?.classLevels[0]?.pricePerStudent).toBe(250);
    expect(await levelNamesOf(second.app)).toEqual(["Fractions"]);
  });

  it("drops a deleted course from the other instance's catalogue", async () => {
    const other = await makeLessonCourse(env.db, [6]);
    expect((await catalogueOf(second.app)).some((c) => c._id === other.id)).toBe(true);
    const removed = await env.app.inject({
      method: "DELETE",
      url: apiPath.course(other.id),
      headers: { authorization: adminToken },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await catalogueOf(second.app)).some((c) => c._id === other.id)).toBe(false);
  });
});
