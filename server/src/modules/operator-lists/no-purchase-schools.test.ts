import { randomUUID } from "node:crypto";
import { API, type NoPurchaseSchool, type NoPurchaseSchoolsPage } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import { purchases, schools, users } from "../../db/schema.ts";
import { createTestSchool, signedInAs, unique } from "../../test/factories.ts";
import { teacherWithToken } from "../course-access/test-helpers.ts";
import { useOperatorList } from "./test-operator-list.ts";

const { env, admin, school, asSuperadmin, send, page } = useOperatorList<NoPurchaseSchoolsPage>(
  API.noPurchaseSchools,
);

async function buy(db: DbOrTx, schoolId: string, status: "pending" | "verified" | "rejected") {
  await db.insert(purchases).values({
    id: randomUUID(),
    buyerSchoolId: schoolId,
    kind: "students",
    utrNumber: unique("UTR").toUpperCase(),
    subtotalPaise: 100_00,
    discountBasisPoints: 0,
    totalPaise: 100_00,
    status,
    createdByUserId: randomUUID(),
  });
}

/** A school whose account name carries the marker, in a city and state of its own. */
async function schoolNamed(name: string, place: { city: string; state: string }) {
  const made = await createTestSchool(env.db);
  await env.db.update(schools).set(place).where(eq(schools.id, made.school.id));
  await env.db.update(users).set({ name }).where(eq(users.id, made.user.id));
  return made.school;
}

describe("GET /api/superadmin/schools/no-purchases", () => {
  const marker = unique("nopq");
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.never = (
      await schoolNamed(`${marker} Anand Vidyalaya`, { city: "Indore", state: "Madhya Pradesh" })
    ).id;
    ids.pending = (await schoolNamed(`${marker} Bal Bharati`, { city: "Jaipur", state: "Rajasthan" })).id;
    await buy(env.db, ids.pending, "pending");
    ids.rejected = (await schoolNamed(`${marker} Carmel School`, { city: "Kochi", state: "Kerala" })).id;
    await buy(env.db, ids.rejected, "rejected");
    ids.verified = (await schoolNamed(`${marker} Delhi Public`, { city: "Delhi", state: "Delhi" })).id;
    await buy(env.db, ids.verified, "rejected");
    await buy(env.db, ids.verified, "verified");
    ids.held = (await schoolNamed(`${marker} Eklavya Academy`, { city: "Patna", state: "Bihar" })).id;
    await env.db.update(schools).set({ status: "hold" }).where(eq(schools.id, ids.held));
  });

  it("without parameters answers the spec's {schools}: never verified, pending or rejected included, by name", async () => {
    const res = await asSuperadmin("GET", API.noPurchaseSchools);
    expect(res.statusCode, res.body).toBe(200);
    const { schools: list } = res.json<{ schools: NoPurchaseSchool[] }>();
    const mine = list.filter((s) => s.name.startsWith(marker));
    expect(mine.map((s) => s._id)).toEqual([ids.never, ids.pending, ids.rejected, ids.held]);
    expect(list.some((s) => s._id === ids.verified)).toBe(false);
    const names = list.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const first = mine[0];
    expect(first).toMatchObject({
      name: `${marker} Anand Vidyalaya`,
      city: "Indore",
      state: "Madhya Pradesh",
      district: "Pune",
      pincode: "411001",
      address: "1 Test Road",
      status: "active",
    });
    expect(first?.email).toMatch(/@example\.test$/);
    expect(first?.udiscCode).toMatch(/^udisc/);
    expect(Number.isNaN(Date.parse(first?.createdAt ?? ""))).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/password|hash|userId/i);
  });

  it("answers the same rows to an admin, searched over name, UDISE code, city and state", async () => {
    const all = await page(`search=${marker}`, admin.token);
    expect(all.total).toBe(4);
    expect(all.items.find((s) => s._id === ids.held)?.status).toBe("hold");
    // Each search column finds its school, case-insensitively; the marker keeps other files' schools out.
    expect((await page("search=jaipur")).items.map((s) => s._id)).toContain(ids.pending);
    expect((await page("search=KERALA")).items.map((s) => s._id)).toContain(ids.rejected);
    expect((await page("search=delhi")).items.map((s) => s._id)).not.toContain(ids.verified);
    const [udisc] = await env.db
      .select({ code: schools.udiscCode })
      .from(schools)
      .where(eq(schools.id, ids.held ?? ""));
    expect((await page(`search=${udisc?.code}`)).items.map((s) => s._id)).toEqual([ids.held]);
    expect((await page("search=%25")).total).toBe(0);
  });

  it("pages and sorts on the server", async () => {
    const first = await page(`search=${marker}&limit=25&sort=city&order=desc`);
    expect(first.items.map((s) => s.city)).toEqual(["Patna", "Kochi", "Jaipur", "Indore"]);
    // 30 more never-bought schools: two pages of 25 under the marker.
    for (let i = 0; i < 26; i++)
      await schoolNamed(`${marker} Z${String(i).padStart(2, "0")}`, { city: "Agra", state: "Uttar Pradesh" });
    const p1 = await page(`search=${marker}&limit=25`);
    const p2 = await page(`search=${marker}&limit=25&page=2`);
    expect(p1.total).toBe(30);
    expect(p1.items).toHaveLength(25);
    expect(p2.items).toHaveLength(5);
    expect(new Set([...p1.items, ...p2.items].map((s) => s._id)).size).toBe(30);
    expect(p2.items.at(-1)?.name).toBe(`${marker} Z25`);
  });

  it("refuses a page size it does not offer and an unknown sort with 400", async () => {
    await page.refuses(["limit=1000", "sort=password"]);
  });

  it("refuses a school, a teacher, a learner and a visitor", async () => {
    const teacher = await teacherWithToken(env.app, env.db, school.school.id);
    expect((await send("GET", API.noPurchaseSchools, school.token)).statusCode).toBe(403);
    expect((await send("GET", API.noPurchaseSchools, teacher.token)).statusCode).toBe(403);
    expect((await env.app.inject({ method: "GET", url: API.noPurchaseSchools })).statusCode).toBe(401);
    const learner = await signedInAs(env.app, env.db, "studentb2c");
    expect((await send("GET", API.noPurchaseSchools, learner.token)).statusCode).toBe(403);
  });
});
