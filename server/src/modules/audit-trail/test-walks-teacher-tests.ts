import { API, apiPath } from "@ganit/contracts";
import type { TestEnv } from "../../test/harness.ts";
import { savedTest, type TestSchool, testSchool } from "../teacher-tests/test-school.ts";
import { ok, type Scenario, walksOn } from "./test-walks.ts";

/** The walks of a teacher's own tests: a teacher of 3 A saves a test, changes it and deletes one. */
export function teacherTestWalks(env: TestEnv): Record<string, Scenario> {
  const body = (s: TestSchool, slots: { skillId: string; resourceId: string; step: number }[]) => ({
    ...s.klass,
    chapterIds: [s.chapters.first],
    title: "Adding check",
    slots: slots.map(({ skillId, resourceId, step }) => ({ skillId, resourceId, step })),
  });

  return walksOn(() => testSchool(env), {
    "POST /api/teacher-tests": async (s) => {
      const { slots } = await savedTest(env, s);
      return ok(
        "a test of four questions saved",
        { url: API.teacherTests, token: s.tokens.teacher3A, payload: body(s, slots) },
        ["test.created"],
      );
    },
    "PUT /api/teacher-tests/:id": async (s) => {
      const test = await savedTest(env, s);
      return ok(
        "a test's questions reordered",
        {
          url: apiPath.teacherTest(test.id),
          token: s.tokens.teacher3A,
          payload: body(s, [...test.slots].reverse()),
        },
        ["test.updated"],
      );
    },
    "DELETE /api/teacher-tests/:id": async (s) => {
      const test = await savedTest(env, s);
      return ok(
        "a test nobody sat deleted",
        { url: apiPath.teacherTest(test.id), token: s.tokens.teacher3A },
        ["test.deleted"],
      );
    },
  });
}
