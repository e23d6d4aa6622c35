import { API, apiPath, MESSAGES, type Role } from "@ganit/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "../../db/schema.ts";
import { createTestUser, login, signedInAs, unique } from "../../test/factories.ts";
import { listReader, useSignedIn, useTestEnv } from "../../test/session.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");

const call = (method: "GET" | "PUT" | "DELETE", url: string, token = superadmin.token) =>
  env.app.inject({ method, url, headers: { authorization: token } });

type Page = {
  items: { _id: string; name: string; email: string; phone: string | null; role: Role; status: string }[];
  total: number;
  page: number;
  limit: number;
  counts: { total: number; active: number; hold: number };
  roles: Role[];
};
const page = listReader<Page>(env, API.admins, superadmin);

describe("GET /api/admin", () => {
  const marker = unique("zeta");
  beforeAll(async () => {
    // 30 admins whose names share a marker, three of them on hold, and some non-staff accounts.
    for (let i = 0; i < 30; i++) {
      const { user } = await createTestUser(env.db, {
        role: "admin",
        name: `${marker} Admin ${String(i).padStart(2, "0")}`,
        phone: i % 5 === 0 ? null : `98765${String(i).padStart(5, "0")}`,
      });
      if (i % 10 === 3) await env.db.update(users).set({ status: "hold" }).where(eq(users.id, user.id));
    }
    await createTestUser(env.db, { role: "school", name: `${marker} School` });
    await createTestUser(env.db, { role: "teacher", name: `${marker} Teacher` });
  });

  it("without parameters answers the spec's whole list: staff accounts only, by name", async () => {
    const res = await call("GET", API.admins);
    expect(res.statusCode).toBe(200);
    const list = res.json<Page["items"]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list.every((u) => u.role === "admin" || u.role === "superadmin")).toBe(true);
    expect(list.filter((u) => u.name.startsWith(marker))).toHaveLength(30);
    const names = list.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(JSON.stringify(list)).not.toMatch(/password|hash|session/i);
  });

  it("pages, searches name, e-mail and phone, and counts the cards over all staff", async () => {
    const first = await page(`search=${marker}&limit=25`);
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.name).toBe(`${marker} Admin 00`);
    const second = await page(`search=${marker}&limit=25&page=2`);
    expect(second.items.map((u) => u.name)).toEqual([25, 26, 27, 28, 29].map((i) => `${marker} Admin ${i}`));
    expect(first.counts.total).toBeGreaterThanOrEqual(31);
    expect(first.counts.hold).toBeGreaterThanOrEqual(3);
    expect(first.counts.active + first.counts.hold).toBe(first.counts.total);
    expect(first.roles).toEqual(["superadmin", "admin"].filter((r) => first.roles.includes(r as Role)));
    expect(first.roles).toContain("admin");

    const byPhone = await page("search=9876500012");
    expect(byPhone.items.map((u) => u.name)).toEqual([`${marker} Admin 12`]);
    const byEmail = await page(`search=${encodeURIComponent(superadmin.user.email.toUpperCase())}`);
    expect(byEmail.items.map((u) => u._id)).toEqual([superadmin.user.id]);
    // Search text is data, never SQL or a pattern: % and _ match themselves only.
    expect((await page("search=%25")).total).toBe(0);
    expect((await page(`search=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
  });

  it("filters by role and status, and sorts on the server in both directions", async () => {
    const held = await page(`search=${marker}&status=hold`);
    expect(held.items.map((u) => u.name)).toEqual(
      [3, 13, 23].map((i) => `${marker} Admin ${String(i).padStart(2, "0")}`),
    );
    const supers = await page("role=superadmin&limit=100");
    expect(supers.items.every((u) => u.role === "superadmin")).toBe(true);
    expect(supers.items.some((u) => u._id === superadmin.user.id)).toBe(true);
    const desc = await page(`search=${marker}&sort=name&order=desc&limit=50`);
    expect(desc.items[0]?.name).toBe(`${marker} Admin 29`);
    const byStatus = await page(`search=${marker}&sort=status&order=desc&limit=50`);
    expect(byStatus.items.slice(0, 3).every((u) => u.status === "hold")).toBe(true);
    // Missing phones sort together and never break the order.
    const byPhone = await page(`search=${marker}&sort=phone&limit=50`);
    expect(byPhone.items).toHaveLength(30);
  });

  it("answers an unknown sort key, page size, role or a bad page with 400, never a 500", async () => {
    await page.refuses([
      "sort=password_hash",
      "sort=name;drop table users",
      "limit=10",
      "limit=1000000",
      "page=0",
      "page=abc",
      "role=school",
      "status=blocked",
      "order=sideways",
      `search=${"x".repeat(101)}`,
      "search=a%00b",
    ]);
    expect((await call("GET", `${API.admins}?sort=password_hash`)).json().key).toBe("sortNotAllowed");
  });

  it("admits only the superadmin", async () => {
    for (const role of ["admin", "school", "teacher", "student", "studentb2c"] as const) {
      const { token } = await signedInAs(env.app, env.db, role);
      expect((await call("GET", API.admins, token)).statusCode, role).toBe(403);
    }
  });
});

describe("hold, activate and delete", () => {
  const statusOf = async (id: string) =>
    (await env.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

  it("holds an admin (their open session ends at once), activates them, and records both", async () => {
    const admin = await signedInAs(env.app, env.db, "admin");
    expect((await call("GET", API.profile, admin.token)).statusCode).toBe(200);

    const held = await call("PUT", apiPath.holdAdmin(admin.user.id));
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({ message: MESSAGES.userHeld, key: "userHeld" });
    expect(await statusOf(admin.user.id)).toBe("hold");
    expect([401, 403]).toContain((await call("GET", API.profile, admin.token)).statusCode);

    const activated = await call("PUT", apiPath.activateAdmin(admin.user.id));
    expect(activated.json()).toEqual({ message: MESSAGES.userActivated, key: "userActivated" });
    expect(await statusOf(admin.user.id)).toBe("active");
    // The token from before the hold stays dead; a new sign-in works.
    expect((await call("GET", API.profile, admin.token)).statusCode).toBe(401);
    expect((await call("GET", API.profile, await login(env.app, admin.username))).statusCode).toBe(200);

    const trail = await env.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetType, "user"),
          eq(auditEvents.targetId, admin.user.id),
          inArray(auditEvents.action, ["user.held", "user.activated"]),
        ),
      )
      .orderBy(auditEvents.at);
    expect(trail.map((e) => e.action)).toEqual(["user.held", "user.activated"]);
    for (const event of trail) {
      expect(event.actorUserId).toBe(superadmin.user.id);
      expect(event.actorRole).toBe("superadmin");
      expect(event.ip).toBe("127.0.0.1");
      expect(JSON.stringify(event.detail)).not.toMatch(/password|token|\$argon2/i);
    }
  });

  it("deletes an admin permanently; their audit trail stays", async () => {
    const admin = await signedInAs(env.app, env.db, "admin");
    await call("PUT", apiPath.holdAdmin(admin.user.id));
    const res = await call("DELETE", apiPath.admin(admin.user.id));
    expect(res.json()).toEqual({ message: MESSAGES.userDeleted, key: "userDeleted" });
    expect(await statusOf(admin.user.id)).toBeUndefined();
    expect((await call("GET", API.profile, admin.token)).statusCode).toBe(401);
    const trail = await env.db.select().from(auditEvents).where(eq(auditEvents.targetId, admin.user.id));
    // Created, signed in, held, deleted: the whole story of the account stays.
    expect(trail.map((e) => e.action).sort()).toEqual([
      "auth.login.succeeded",
      "user.created",
      "user.deleted",
      "user.held",
    ]);
    // Deleting it again: it is gone.
    expect((await call("DELETE", apiPath.admin(admin.user.id))).statusCode).toBe(404);
  });

  it("never lets a superadmin hold or delete themselves", async () => {
    const hold = await call("PUT", apiPath.holdAdmin(superadmin.user.id));
    expect(hold.statusCode).toBe(400);
    expect(hold.json().key).toBe("cannotHoldSelf");
    const remove = await call("DELETE", apiPath.admin(superadmin.user.id));
    expect(remove.statusCode).toBe(400);
    expect(remove.json().key).toBe("cannotDeleteSelf");
    expect(await statusOf(superadmin.user.id)).toBe("active");
  });

  it("never holds or removes the last active superadmin, even when two hold each other at once", async () => {
    // Make these two the only active superadmins.
    const a = await signedInAs(env.app, env.db, "superadmin");
    const b = await signedInAs(env.app, env.db, "superadmin");
    await env.db.update(users).set({ status: "hold" }).where(eq(users.role, "superadmin"));
    await env.db.update(users).set({ status: "active" }).where(eq(users.id, a.user.id));
    await env.db.update(users).set({ status: "active" }).where(eq(users.id, b.user.id));
    try {
      const [holdB, holdA] = await Promise.all([
        call("PUT", apiPath.holdAdmin(b.user.id), a.token),
        call("PUT", apiPath.holdAdmin(a.user.id), b.token),
      ]);
      const results = [holdB, holdA].map((res) => `${res.statusCode} ${res.json().key}`).sort();
      // One wins. The other is refused: as the last active superadmin, or because its own caller was
      // held a moment before its request was admitted.
      expect(results[0]).toBe("200 userHeld");
      expect(["400 lastSuperadmin", "403 accountOnHold"]).toContain(results[1]);
      const active = await env.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "superadmin"), eq(users.status, "active")));
      expect(active).toHaveLength(1);
      const last = active[0]?.id === a.user.id ? a : b;
      const heldOne = last === a ? b : a;
      // The last one cannot hold or delete itself, and a held superadmin cannot call at all.
      expect((await call("DELETE", apiPath.admin(last.user.id), last.token)).json().key).toBe(
        "cannotDeleteSelf",
      );
      expect((await call("PUT", apiPath.holdAdmin(last.user.id), heldOne.token)).statusCode).toBe(403);
      // Activated again, the held one can be held, but not the last one again: the rule is about who stays active.
      const activate = await call("PUT", apiPath.activateAdmin(heldOne.user.id), last.token);
      expect(activate.statusCode).toBe(200);
      expect(await statusOf(heldOne.user.id)).toBe("active");
    } finally {
      await env.db.update(users).set({ status: "active" }).where(eq(users.role, "superadmin"));
    }
  });

  it("refuses to remove the last active superadmin through another superadmin on hold being the only other", async () => {
    const only = await signedInAs(env.app, env.db, "superadmin");
    const held = await createTestUser(env.db, { role: "superadmin" });
    await env.db.update(users).set({ status: "hold" }).where(eq(users.role, "superadmin"));
    await env.db.update(users).set({ status: "active" }).where(eq(users.id, only.user.id));
    try {
      // Deleting a held superadmin is allowed (one active remains)…
      expect((await call("DELETE", apiPath.admin(held.user.id), only.token)).statusCode).toBe(200);
    } finally {
      await env.db.update(users).set({ status: "active" }).where(eq(users.role, "superadmin"));
    }
  });

  it("answers 404 for an unknown id or a non-staff account, and 400 for a malformed id", async () => {
    const { user: school } = await createTestUser(env.db, { role: "school" });
    for (const url of [
      apiPath.holdAdmin("6f1d2a4e-3c55-4f7e-9d55-9e1d2b3c4d5e"),
      apiPath.holdAdmin(school.id),
      apiPath.activateAdmin(school.id),
      apiPath.admin(school.id),
    ]) {
      const method = url.includes("/hold/") || url.includes("/activate/") ? "PUT" : "DELETE";
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound, key: "notFound" });
    }
    expect(await statusOf(school.id)).toBe("active");
    const bad = await call("PUT", apiPath.holdAdmin("not-a-uuid"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe("invalidId");
  });
});
