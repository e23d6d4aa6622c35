import { API, STATUS_LIST_MAX } from "@ganit/contracts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schools, users } from "../../db/schema.ts";
import { createTestSchool, createTestUser, signedInAs } from "../../test/factories.ts";
import { useSignedIn, useTestEnv } from "../../test/session.ts";
import { createPlatformStatsService } from "./service.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");

const get = (url: string, authorization = superadmin.token) =>
  env.app.inject({ method: "GET", url, headers: { authorization } });

/** A school registered at `at` with `status`. */
async function schoolAt(at: Date, status: "active" | "hold" | "blocked" = "active") {
  const made = await createTestSchool(env.db);
  await env.db.update(schools).set({ createdAt: at, status }).where(eq(schools.id, made.school.id));
  return made;
}

describe("GET /api/data/schools/status", () => {
  it("lists the schools of each status newest first with their names, counts them, and totals the accounts", async () => {
    const old = await schoolAt(new Date("2026-01-01T10:00:00Z"), "active");
    const recent = await schoolAt(new Date("2026-03-01T10:00:00Z"), "active");
    const held = await schoolAt(new Date("2026-02-01T10:00:00Z"), "hold");
    const blocked = await schoolAt(new Date("2026-02-02T10:00:00Z"), "blocked");
    await createTestUser(env.db, { role: "teacher" });
    await createTestUser(env.db, { role: "student" });
    await createTestUser(env.db, { role: "studentb2c" });

    const res = await get(API.schoolsStatus);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await env.db.select({ role: users.role }).from(users);
    const of = (...roles: string[]) => all.filter((u) => roles.includes(u.role)).length;
    expect(body.totalUsers).toBe(all.length);
    expect(body.totalTeachers).toBe(of("teacher"));
    expect(body.totalStudents).toBe(of("student", "studentb2c"));
    // "Total Students" counts individual learners too: the card says how many of each.
    expect(body.studentsBreakdown).toEqual({
      schoolStudents: of("student"),
      individualLearners: of("studentb2c"),
    });
    expect(body.counts).toEqual({ active: 2, hold: 1, blocked: 1 });
    expect(body.active.map((s: { _id: string }) => s._id)).toEqual([recent.school.id, old.school.id]);
    expect(body.hold).toEqual([
      {
        _id: held.school.id,
        name: "Test School",
        udiscCode: held.school.udiscCode,
        city: "Pune",
        state: "Maharashtra",
        status: "hold",
        createdAt: "2026-02-01T10:00:00.000Z",
      },
    ]);
    expect(body.blocked[0]._id).toBe(blocked.school.id);
  });

  it(`keeps each list to the newest ${STATUS_LIST_MAX} while the count stays true`, async () => {
    const before = (await get(API.schoolsStatus)).json().counts.hold;
    const extra = STATUS_LIST_MAX + 1 - before;
    const made = [];
    for (let i = 0; i < extra; i++) made.push((await createTestSchool(env.db)).school.id);
    await env.db.update(schools).set({ status: "hold" }).where(inArray(schools.id, made));
    const body = (await get(API.schoolsStatus)).json();
    expect(body.counts.hold).toBe(STATUS_LIST_MAX + 1);
    expect(body.hold).toHaveLength(STATUS_LIST_MAX);
    await env.db.update(schools).set({ status: "blocked" }).where(inArray(schools.id, made));
  });

  it("admits the superadmin only", async () => {
    for (const role of ["admin", "school", "teacher", "student", "studentb2c"] as const) {
      const other = await signedInAs(env.app, env.db, role);
      for (const url of [API.schoolsStatus, API.registrationTrend, API.growthTrend]) {
        expect((await get(url, other.token)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await env.app.inject({ method: "GET", url: API.growthTrend })).statusCode).toBe(401);
  });
});

describe("registration trend", () => {
  it("answers every day of the window, zeros included, counted on India's dates", async () => {
    const now = new Date();
    const istToday = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    // 19:00 UTC yesterday (by India's calendar) is 00:30 today in India: it counts today.
    const todayMidnightUtc = Date.parse(`${istToday}T00:00:00Z`) - 330 * 60_000;
    await schoolAt(new Date(todayMidnightUtc + 30 * 60_000));
    // One minute before India's midnight: yesterday.
    await schoolAt(new Date(todayMidnightUtc - 60_000));
    await schoolAt(new Date(todayMidnightUtc - 60_000));
    // Outside a 7-day window.
    await schoolAt(new Date(todayMidnightUtc - 8 * 86_400_000));

    const res = await get(`${API.registrationTrend}?days=7`);
    expect(res.statusCode).toBe(200);
    const items: { date: string; count: number }[] = res.json();
    expect(items).toHaveLength(7);
    expect(items.at(-1)?.date).toBe(istToday);
    const yesterday = new Date(Date.parse(`${istToday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(items.at(-2)).toEqual({ date: yesterday, count: 2 });
    // Schools made by the other tests of this file register "now", i.e. today.
    expect(items.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(items.slice(0, 5).every((item) => item.count === 0)).toBe(true);
    for (let i = 1; i < items.length; i++) {
      expect(Date.parse(items[i]?.date ?? "") - Date.parse(items[i - 1]?.date ?? "")).toBe(86_400_000);
    }

    expect((await get(API.registrationTrend)).json()).toHaveLength(30);
    for (const days of ["0", "367", "abc", "2.5"]) {
      const bad = await get(`${API.registrationTrend}?days=${days}`);
      expect(bad.statusCode, days).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
  });

  it("crosses a month and a year end without gaps", async () => {
    const stats = createPlatformStatsService(env.context);
    const items = await stats.registrationTrend(5, new Date("2027-01-02T06:00:00Z"));
    expect(items.map((item) => item.date)).toEqual([
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });
});

describe("GET /api/data/growth-trend", () => {
  it("answers the last 12 India months, oldest first, with the accounts created in each by role", async () => {
    const res = await get(API.growthTrend);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(12);
    const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    expect(items.at(-1).month).toBe(thisMonth);
    const learner = await createTestUser(env.db, { role: "studentb2c" });
    const after = (await get(API.growthTrend)).json();
    expect(after.at(-1).learners).toBe(items.at(-1).learners + 1);
    expect(after.at(-1).schools).toBeGreaterThanOrEqual(1);
    await env.db.delete(users).where(eq(users.id, learner.user.id));
  });
});
