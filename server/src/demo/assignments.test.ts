import { API, apiPath } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../test/factories.ts";
import { startTestEnv, type TestEnv } from "../test/harness.ts";
import { DEMO_PASSWORD, seedDemo } from "./seed.ts";

/** The demo teacher's classes have work in every state, and My classes says what is due. */
let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv();
  await seedDemo(env.db);
  token = await login(env.app, "teacher@ganit.demo", DEMO_PASSWORD);
});
afterAll(() => env?.close());

const get = (url: string) => env.app.inject({ url, headers: { authorization: token } });

describe("demo assignments", () => {
  it("show done, in progress, not started and overdue children, read as for any assignment", async () => {
    const list = await get(`${API.assignments}?limit=50`);
    expect(list.statusCode, list.body).toBe(200);
    const seen = { done: 0, inProgress: 0, notStarted: 0, overdue: 0 };
    for (const assignment of list.json().items as { id: string }[]) {
      const table = await get(apiPath.assignmentChildren(assignment.id));
      expect(table.statusCode, table.body).toBe(200);
      for (const [state, n] of Object.entries(table.json().counts as typeof seen))
        seen[state as keyof typeof seen] += n;
    }
    expect(seen.done, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.inProgress, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.notStarted, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.overdue, JSON.stringify(seen)).toBeGreaterThan(0);
  });

  it("My classes says what is due this week and who is late", async () => {
    const mine = await get(API.myClasses);
    const classes = mine.json().classes as { dueSoon: number; overdue: number }[];
    expect(classes.some((c) => c.dueSoon > 0)).toBe(true);
    expect(classes.some((c) => c.overdue > 0)).toBe(true);
  });
});
