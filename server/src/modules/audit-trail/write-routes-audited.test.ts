import { type AuditAction, ENDPOINTS, endpointsIn } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.ts";
import { useTestEnv } from "../../test/session.ts";
import { type Scenario, send } from "./test-walks.ts";
import { accountWalks } from "./test-walks-accounts.ts";
import { assignmentWalks } from "./test-walks-assignments.ts";
import { buyingWalks } from "./test-walks-buying.ts";
import { noteWalks } from "./test-walks-notes.ts";
import { parentWalks } from "./test-walks-parents.ts";
import { practiceWalks } from "./test-walks-practice.ts";
import { privacyWalks } from "./test-walks-privacy.ts";
import { teacherTestWalks } from "./test-walks-teacher-tests.ts";

/**
 * Events a background job writes, not a request (no address to keep): an erasure the request queued
 * may already have run, on another process, by the time the walk reads the trail.
 */
const BACKGROUND_ACTIONS: ReadonlySet<string> = new Set<AuditAction>(["student.erased"]);

/**
 * The audit walker: EVERY write route (each non-GET endpoint declared in the contracts, and each
 * non-GET route the app registered) is called once the way its screen calls it, and must leave an
 * audit event of the action it did (or, for sign-in, of each way it ends: success, failure,
 * throttling). A new write route without an event fails here until it records one, or is added to
 * the short list of exemptions below with the reason it records nothing. The walks themselves are in
 * test-walks-*.ts.
 */
const EXEMPT: Record<string, string> = {
  "POST /api/payments/quote": "prices a selection and writes nothing",
  "POST /api/progress/opened":
    "a learner's progress tick: resource_progress is its own record, many per lesson",
  "PUT /api/progress/done": "a learner's progress tick: resource_progress is its own record, many per lesson",
  // A learner's practice, like the progress ticks: its own tables are the record, many per lesson.
  "POST /api/practice/:resourceId/attempts":
    "a learner starts a practice attempt (its own table is the record)",
  "POST /api/practice/attempts/:attemptId/answers": "a learner's answer (its own table is the record)",
  "POST /api/practice/sync": "a learner's answers given offline (their own table is the record)",
  "POST /api/practice/review": "a learner's mixed review (its own table is the record)",
  "POST /api/practice/chapter-tests/:chapterId":
    "a learner's chapter test begun (its own table is the record)",
  "POST /api/practice/tests/:attemptId/submit":
    "a learner's chapter test answers (their own table is the record)",
  "PUT /api/practice/tests/:attemptId/answers":
    "a child's answers to a timed test saved on the way (their own sitting is the record)",
  "POST /api/practice/teacher-tests/:id":
    "a child's sitting of an assigned test begun (its own table is the record)",
};

const env = useTestEnv();

const SCENARIOS: Record<string, Scenario> = {
  ...accountWalks(env),
  ...buyingWalks(env),
  ...practiceWalks(env),
  ...privacyWalks(env),
  ...assignmentWalks(env),
  ...parentWalks(env),
  ...noteWalks(env),
  ...teacherTestWalks(env),
};

/** The write routes of the contracts, known when the file loads: one walk test each. */
const declaredWrites = endpointsIn(ENDPOINTS)
  .filter((e) => e.method !== "GET")
  .map((e) => `${e.method} ${e.path}`);

/** Those and any write route the app registered without a declaration. */
const writeRoutes = () => {
  const declared = declaredWrites;
  const registered = env.routes
    .filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set([...declared, ...registered])].sort();
};

/** Whether `url` is the route `path` with its parameters filled in (a walk must call its own route). */
const callsRoute = (path: string, url: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`).test(url.split("?")[0] ?? url);

const eventIds = async () =>
  new Set((await env.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id));

describe("every write route leaves an audit event", () => {
  it("has a walk or a stated exemption for each write route", () => {
    const unwalked = writeRoutes().filter((route) => !SCENARIOS[route] && !EXEMPT[route]);
    expect(
      unwalked,
      "write routes the walker does not call: add a scenario (and the route's audit event)",
    ).toEqual([]);
    // The learner's own practice rows (progress ticks, attempts, answers, review, chapter tests, a
    // timed test's answers saved on the way) and the quote.
    expect(Object.keys(EXEMPT).length).toBeLessThanOrEqual(11);
  });

  it.each(declaredWrites.filter((route) => SCENARIOS[route]))("%s leaves its event", async (route) => {
    const scenario = SCENARIOS[route];
    if (!scenario) return;
    const [method, path] = route.split(" ") as ["POST" | "PUT" | "DELETE", string];
    const missing: string[] = [];
    for (const walk of await scenario(env)) {
      const before = await eventIds();
      if (!callsRoute(path, walk.call.url)) {
        missing.push(`${walk.label}: ${walk.call.url} is not a URL of ${path}`);
        continue;
      }
      const res = await send(env, method, walk.call);
      const answered = walk.status ? res.statusCode === walk.status : res.statusCode < 300;
      if (!answered) {
        missing.push(`${walk.label}: answered ${res.statusCode} ${res.body}`);
        continue;
      }
      await walk.afterCall?.();
      const written = (await env.db.select().from(auditEvents)).filter((event) => !before.has(event.id));
      const actions = written.map((event) => event.action);
      for (const action of walk.actions)
        if (!actions.includes(action))
          missing.push(`${walk.label}: no ${action}, only [${actions.join(", ")}]`);
      for (const event of written)
        if (!event.ip && !BACKGROUND_ACTIONS.has(event.action))
          missing.push(`${walk.label}: ${event.action} has no address`);
    }
    expect(missing).toEqual([]);
  });
});
