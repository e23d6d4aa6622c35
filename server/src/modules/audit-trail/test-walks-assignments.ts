import { API, apiPath } from "@ganit/contracts";
import type { TestEnv } from "../../test/harness.ts";
import { type Classroom, classroom, dayFromToday } from "../assignments/test-classroom.ts";
import { ok, type Scenario, walksOn } from "./test-walks.ts";

/** The walks of the classroom's assignments: a teacher assigns a set, nudges the class, edits and withdraws it. */
export function assignmentWalks(env: TestEnv): Record<string, Scenario> {
  const assignment = (c: Classroom) => ({
    ...c.klass,
    section: "B",
    resourceId: c.set.practice,
    startsOn: dayFromToday(0),
    dueOn: dayFromToday(4),
  });

  const made = (c: Classroom) => c.assigned(c.tokens.teacherB, assignment(c));

  return walksOn(() => classroom(env), {
    "PUT /api/assignments/:id": async (c) => {
      const { section, startsOn } = assignment(c);
      return ok(
        "6 B's set due a day later",
        {
          url: apiPath.assignment(await made(c)),
          token: c.tokens.teacherB,
          payload: { section, startsOn, dueOn: dayFromToday(5) },
        },
        ["assignment.updated"],
      );
    },
    "POST /api/assignments/:id/withdraw": async (c) =>
      ok(
        "6 B's set withdrawn",
        { url: apiPath.assignmentWithdraw(await made(c)), token: c.tokens.teacherB },
        ["assignment.withdrawn"],
      ),
    "POST /api/assignments": async (c) =>
      ok(
        "a set assigned to 6 B",
        { url: API.assignments, token: c.tokens.teacherB, payload: assignment(c) },
        ["assignment.created"],
      ),
    "POST /api/assignments/:id/nudge": async (c) =>
      ok(
        "6 B nudged",
        {
          url: apiPath.assignmentNudge(await made(c)),
          token: c.tokens.teacherB,
          payload: {},
        },
        ["assignment.nudged"],
      ),
  });
}
