import { API, type AuditPage } from "@ganit/contracts";
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../audit/audit.ts";
import { auditEvents } from "../../db/schema.ts";
import { createTestSchool, createTestUser, signedInAs } from "../../test/factories.ts";
import { callerAs, listReader, useSignedIn, useTestEnv } from "../../test/session.ts";

/** The superadmin's audit trail: filters served on the server, India days, newest first, readable rows. */
const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");

/** Writes an event as the product does, then moves it to a chosen instant. */
async function eventAt(at: string, event: Parameters<typeof recordAudit>[1]) {
  await recordAudit(env.db, event);
  // The one just written is the newest: every earlier one of this file was moved into the past.
  const [newest] = await env.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .orderBy(desc(auditEvents.at))
    .limit(1);
  if (!newest) throw new Error("no event written");
  await env.db
    .update(auditEvents)
    .set({ at: new Date(at) })
    .where(eq(auditEvents.id, newest.id));
  return newest.id;
}

const page = listReader<AuditPage>(env, API.audit, superadmin);

describe("GET /api/superadmin/audit", () => {
  it("is the superadmin's alone", async () => {
    for (const role of ["admin", "school", "teacher"] as const) {
      const who = await signedInAs(env.app, env.db, role);
      expect((await callerAs(env, who)("GET", API.audit)).statusCode).toBe(403);
    }
    expect((await env.app.inject({ method: "GET", url: API.audit })).statusCode).toBe(401);
  });

  it("filters by school and India days, newest first, with who, what, to whom and from where", async () => {
    const school = await createTestSchool(env.db);
    const other = await createTestSchool(env.db);
    const operator = await createTestUser(env.db, { role: "superadmin", name: "Meera Operator" });
    const actor = { id: operator.user.id, role: "superadmin" as const };
    const target = { type: "school" as const, id: school.school.id };
    // 23:59:59 in India on 1 January, and the first second of 2 January in India.
    const lastOfFirst = await eventAt("2026-01-01T18:29:59Z", {
      action: "enablement.added",
      actor,
      target,
      schoolId: school.school.id,
      ip: "10.1.1.1",
    });
    const firstOfSecond = await eventAt("2026-01-01T18:30:00Z", {
      action: "purchase.approved",
      actor,
      target,
      schoolId: school.school.id,
      ip: "10.1.1.2",
    });
    await eventAt("2026-01-01T12:00:00Z", {
      action: "enablement.added",
      actor,
      target: { type: "school", id: other.school.id },
      schoolId: other.school.id,
    });

    const all = await page(`schoolId=${school.school.id}`);
    expect(all.total).toBe(2);
    expect(all.items.map((row) => row.id)).toEqual([firstOfSecond, lastOfFirst]);
    expect(all.items[0]).toMatchObject({
      action: "purchase.approved",
      at: "2026-01-01T18:30:00.000Z",
      actor: {
        id: operator.user.id,
        name: "Meera Operator",
        username: operator.username,
        role: "superadmin",
      },
      actorRole: "superadmin",
      target: { type: "school", id: school.school.id, label: "Test School" },
      school: { id: school.school.id, name: "Test School" },
      ip: "10.1.1.2",
    });

    const first = await page(`schoolId=${school.school.id}&from=2026-01-01&to=2026-01-01`);
    expect(first.items.map((row) => row.id)).toEqual([lastOfFirst]);
    const second = await page(`schoolId=${school.school.id}&from=2026-01-02`);
    expect(second.items.map((row) => row.id)).toEqual([firstOfSecond]);
    const action = await page(`schoolId=${school.school.id}&action=enablement.added`);
    expect(action.items.map((row) => row.id)).toEqual([lastOfFirst]);
    const byTarget = await page(`targetType=school&targetId=${other.school.id}`);
    expect(byTarget.total).toBe(1);
    const byActor = await page(`actorId=${operator.user.id}`);
    expect(byActor.total).toBe(3);
    const bySearch = await page(`search=${encodeURIComponent(operator.username.toUpperCase())}`);
    expect(bySearch.total).toBe(3);
    const byName = await page(`search=meera%20oper`);
    expect(byName.total).toBe(3);
  });

  it("pages newest first and says who tried an unknown username", async () => {
    const school = await createTestSchool(env.db);
    const ids: string[] = [];
    // More than a year ago, so the test may tidy up: a younger event is never deleted (migration 0025).
    for (let day = 1; day <= 30; day++) {
      ids.push(
        await eventAt(`2025-03-${String(day).padStart(2, "0")}T06:00:00Z`, {
          action: "auth.login.failed",
          actor: null,
          schoolId: school.school.id,
          detail: { username: `nobody${day}` },
        }),
      );
    }
    const one = await page(`schoolId=${school.school.id}&limit=25`);
    const two = await page(`schoolId=${school.school.id}&limit=25&page=2`);
    expect(one.total).toBe(30);
    expect([...one.items, ...two.items].map((row) => row.id)).toEqual([...ids].reverse());
    expect(one.items[0]).toMatchObject({ actor: null, attemptedUsername: "nobody30", target: null });
    await env.db.delete(auditEvents).where(inArray(auditEvents.id, ids));
  });

  it("refuses a bad filter with a message, never a 500", async () => {
    await page.refuses([
      "from=2026-02-30",
      "from=yesterday",
      "from=2026-03-02&to=2026-03-01",
      "action=auth.nothing",
      "schoolId=not-an-id",
      "targetType=planet",
      "limit=7",
      "sort=ip",
    ]);
  });
});
