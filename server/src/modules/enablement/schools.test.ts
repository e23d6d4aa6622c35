import { randomUUID } from "node:crypto";
import { API, apiPath, type EnablementSchoolsPage } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schools, users } from "../../db/schema.ts";
import { createTestSchool, unique } from "../../test/factories.ts";
import { listReader, useSignedIn, useTestEnv } from "../../test/session.ts";
import { createPendingPurchase, createTestCourse } from "./test-purchases.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");

const get = (url: string) =>
  env.app.inject({ method: "GET", url, headers: { authorization: superadmin.token } });
const page = listReader<EnablementSchoolsPage>(env, API.enablementSchools, superadmin);

/** A school with its own name and city, for the search to find. */
async function namedSchool(name: string, place: { city?: string; state?: string } = {}) {
  const school = await createTestSchool(env.db);
  await env.db.update(users).set({ name }).where(eq(users.id, school.user.id));
  await env.db
    .update(schools)
    .set({ city: place.city ?? "Pune", state: place.state ?? "Maharashtra" })
    .where(eq(schools.id, school.school.id));
  return school;
}

describe("GET /api/enable/schools (the school picker)", () => {
  it("is its own route, not /api/enable/{schoolId} with 'schools' as an id", async () => {
    const res = await get(API.enablementSchools);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty("items");
    expect(env.routes.filter((r) => r.url === API.enablementSchools).map((r) => r.method)).toEqual(["GET"]);
  });

  it("searches name, UDISE code, city and state; pages; counts each school's pending payments", async () => {
    const marker = unique("Picker");
    const first = await namedSchool(`${marker} Alpha School`, { city: unique("Nashik"), state: "Goa" });
    const second = await namedSchool(`${marker} Beta School`);
    const course = await createTestCourse(env.db, [5, 6]);
    for (const classNumber of [5, 6]) {
      await createPendingPurchase(env.db, {
        buyer: { schoolId: first.school.id },
        kind: "school",
        lines: [{ courseId: course.id, classNumber }],
        createdByUserId: first.user.id,
      });
    }

    const found = await page(`search=${marker}`);
    expect(found.items.map((s) => [s.name, s.pendingPayments])).toEqual([
      [`${marker} Alpha School`, 2],
      [`${marker} Beta School`, 0],
    ]);
    expect(found.items[0]).toEqual({
      _id: first.school.id,
      name: `${marker} Alpha School`,
      udiscCode: first.school.udiscCode,
      city: expect.stringContaining("Nashik"),
      district: "Pune",
      state: "Goa",
      status: "active",
      pendingPayments: 2,
    });
    expect((await page(`search=${first.school.udiscCode.toUpperCase()}`)).items.map((s) => s._id)).toEqual([
      first.school.id,
    ]);
    const [firstRow] = await env.db.select().from(schools).where(eq(schools.id, first.school.id));
    expect((await page(`search=${firstRow?.city}`)).items.map((s) => s._id)).toEqual([first.school.id]);
    expect((await page(`search=${marker}&sort=name&order=desc`)).items.map((s) => s._id)).toEqual([
      second.school.id,
      first.school.id,
    ]);
    const all = await page("limit=25");
    expect(all.limit).toBe(25);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await page("search=%25%25")).total).toBe(0);
  });

  it("answers a bad sort or page size with 400", async () => {
    await page.refuses(["sort=udiscCode", "limit=10", "page=0"]);
  });
});

describe("GET /api/enable/{schoolId}", () => {
  it("answers the school's header, 404 for an unknown id and 400 for a malformed one", async () => {
    const school = await namedSchool(unique("Header School "));
    const res = await get(apiPath.enablementSchool(school.school.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: school.school.id,
      udiscCode: school.school.udiscCode,
      status: "active",
    });
    expect((await get(apiPath.enablementSchool(randomUUID()))).statusCode).toBe(404);
    expect((await get(apiPath.enablementSchool("not-a-uuid"))).statusCode).toBe(400);
    // A user id is not a school id.
    expect((await get(apiPath.enablementSchool(school.user.id))).statusCode).toBe(404);
  });
});
