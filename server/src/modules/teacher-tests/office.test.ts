import { API, apiPath, type TeacherTestSummary } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { dayFromToday } from "../assignments/test-classroom.ts";
import { savedTest, type TestSchool, testSchool } from "./test-school.ts";

/**
 * The school office and its teachers' tests (docs/adr/0697): the school's tests listed with who
 * made them, their chapters and whom they are given to; a test's results; the office gives a test
 * to a section through the assignments it gives other work with. Another school's office: 404.
 */
let env: TestEnv;
let s: TestSchool;
beforeAll(async () => {
  env = await startTestEnv();
  s = await testSchool(env);
});
afterAll(async () => {
  await env.close();
});

const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

describe("the school office's view of teachers' tests", () => {
  it("lists the school's tests with author, chapters and whom each is given to, and assigns one", async () => {
    const test = await savedTest(env, s, { timeLimitMinutes: 15 });
    const listed = async () =>
      ((await call("GET", API.teacherTests, s.tokens.school)).json().items as TeacherTestSummary[]).find(
        (row) => row.id === test.id,
      );
    const before = await listed();
    expect(before?.author).toBeTruthy();
    expect(before?.chapters?.map((chapter) => chapter.id)).toEqual([s.chapters.first]);
    expect(before?.chapters?.[0]?.title.hi).toBeTruthy();
    expect(before?.assignedTo).toEqual([]);

    // The office gives it to 3 B (a section the test's author does not teach).
    const given = await call("POST", API.assignments, s.tokens.school, {
      ...s.klass,
      section: "B",
      testId: test.id,
      startsOn: dayFromToday(0),
      dueOn: dayFromToday(2),
    });
    expect(given.statusCode, given.body).toBe(201);
    expect((await listed())?.assignedTo).toEqual([{ classNumber: 3, section: "B", chosen: false }]);
    // Meera of 3 B now has it.
    expect((await call("POST", apiPath.practiceTeacherTest(test.id), s.pupils.meera.token)).statusCode).toBe(
      201,
    );

    const results = await call("GET", apiPath.teacherTestResults(test.id), s.tokens.school);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json().title).toBe("Adding check");
  });

  it("another school's office reaches none of it: 404, and not in its list", async () => {
    const test = await savedTest(env, s);
    expect((await call("GET", apiPath.teacherTest(test.id), s.tokens.otherSchool)).statusCode).toBe(404);
    expect((await call("GET", apiPath.teacherTestResults(test.id), s.tokens.otherSchool)).statusCode).toBe(
      404,
    );
    const list = (await call("GET", API.teacherTests, s.tokens.otherSchool)).json().items as { id: string }[];
    expect(list.map((row) => row.id)).not.toContain(test.id);
    const given = await call("POST", API.assignments, s.tokens.otherSchool, {
      ...s.klass,
      testId: test.id,
      startsOn: dayFromToday(0),
      dueOn: dayFromToday(2),
    });
    expect(given.statusCode).toBe(404);
  });
});
