import {
  API,
  apiPath,
  type DueAssignments,
  type TeacherTestResults,
  type TeacherTestSummary,
  type TestSitting,
} from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { login } from "../test/factories.ts";
import { DEMO_PASSWORD } from "./seed.ts";
import { useSeededDemo } from "./test-demo.ts";

/**
 * The demo's teacher's test (docs/adr/0696): a ten-minute test assigned to a class, sat by most of
 * it with right and wrong answers whose misconceptions the results name; Asha has not sat it and
 * finds it in her Due list, timed. Read through the API as the teacher, the office and Asha.
 */
const env = useSeededDemo();

const get = (url: string, token: string) => env.app.inject({ url, headers: { authorization: token } });

describe("the demo's teacher's test", () => {
  it("is listed for its teacher and the school office, timed, with results that name misconceptions", async () => {
    const teacher = await login(env.app, "teacher@ganit.demo", DEMO_PASSWORD);
    const list = await get(API.teacherTests, teacher);
    expect(list.statusCode, list.body).toBe(200);
    const test = (list.json().items as TeacherTestSummary[]).find((t) => t.title === "Ten-minute check");
    expect(test?.timeLimitMinutes).toBe(10);
    expect(test?.sittings).toBeGreaterThan(0);
    const office = await login(env.app, "school@ganit.demo", DEMO_PASSWORD);
    const officeList = (await get(API.teacherTests, office)).json().items as TeacherTestSummary[];
    expect(officeList.map((t) => t.id)).toContain(test?.id);

    const results = (
      await get(apiPath.teacherTestResults(test?.id ?? ""), teacher)
    ).json() as TeacherTestResults;
    const rows = results.items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((n, row) => n + row.right, 0)).toBeGreaterThan(0);
    expect(rows.reduce((n, row) => n + row.wrong, 0)).toBeGreaterThan(0);
    expect(rows.some((row) => row.misconceptions.length > 0)).toBe(true);
  });

  it("waits in Asha's Due list, not sat, and starts with its ten minutes", async () => {
    const asha = await login(env.app, "asha1001", DEMO_PASSWORD);
    const due = (await get(API.assignmentsDue, asha)).json() as DueAssignments;
    const item = due.items.find((entry) => entry.title === "Ten-minute check");
    expect(item?.testId).toBeTruthy();
    const started = await env.app.inject({
      method: "POST",
      url: apiPath.practiceTeacherTest(item?.testId ?? ""),
      headers: { authorization: asha },
    });
    expect(started.statusCode, started.body).toBe(201);
    const sitting = started.json() as TestSitting;
    expect(sitting.state).toBe("open");
    if (sitting.state !== "open") return;
    expect(Date.parse(sitting.endsAt ?? "") - Date.parse(sitting.now ?? "")).toBe(10 * 60_000);
  });
});
