import { type AdminUser, MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

/** The signed-in superadmin of these tests: fakeToken's `sub`. */
export const MY_ID = "user-1";

export const staff = (): AdminUser[] => [
  {
    _id: MY_ID,
    name: "Asha Verma",
    email: "superadmin@ganit.test",
    phone: null,
    role: "superadmin",
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
  },
  {
    _id: "user-2",
    name: "Meera Iyer",
    email: "meera@ganit.test",
    phone: "9876543210",
    role: "admin",
    status: "active",
    createdAt: "2025-02-01T00:00:00.000Z",
  },
  {
    _id: "user-3",
    name: "Kabir Singh",
    email: "kabir@ganit.test",
    phone: null,
    role: "admin",
    status: "hold",
    createdAt: "2025-03-01T00:00:00.000Z",
  },
];

/**
 * A stand-in for the admin-users API over fetch: GET /api/admin pages (search over name, email,
 * phone; role and status filters; sort; page and limit), activate, hold, delete and register.
 * `override` answers first when it returns a reply (to make a call fail).
 */
export function fakeAdminApi(users: AdminUser[] = staff(), override?: Override) {
  const { calls, fetchMock } = stubFetch(async (method, url) => {
    const id = url.pathname.split("/").at(-1) ?? "";
    const user = users.find((candidate) => candidate._id === id);
    if (method === "GET" && url.pathname === "/api/admin") {
      const q = url.searchParams;
      const search = (q.get("search") ?? "").toLowerCase();
      const sort = (q.get("sort") ?? "name") as keyof AdminUser;
      const factor = q.get("order") === "desc" ? -1 : 1;
      const matching = users
        .filter(
          (u) => !search || [u.name, u.email, u.phone ?? ""].some((v) => v.toLowerCase().includes(search)),
        )
        .filter((u) => !q.get("role") || u.role === q.get("role"))
        .filter((u) => !q.get("status") || u.status === q.get("status"))
        .sort((a, b) => String(a[sort] ?? "").localeCompare(String(b[sort] ?? "")) * factor);
      return json(200, {
        ...pageOfRows(matching, q),
        counts: {
          total: users.length,
          active: users.filter((u) => u.status === "active").length,
          hold: users.filter((u) => u.status === "hold").length,
        },
        roles: [...new Set(users.map((u) => u.role))],
      });
    }
    if (method === "POST" && url.pathname === "/api/user/register")
      return json(201, { message: MESSAGES.userRegistered, key: "userRegistered" });
    if (!user) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (method === "PUT" && url.pathname.startsWith("/api/admin/activate/")) {
      user.status = "active";
      return json(200, { message: MESSAGES.userActivated, key: "userActivated" });
    }
    if (method === "PUT" && url.pathname.startsWith("/api/admin/hold/")) {
      user.status = "hold";
      return json(200, { message: MESSAGES.userHeld, key: "userHeld" });
    }
    if (method === "DELETE") {
      users.splice(users.indexOf(user), 1);
      return json(200, { message: MESSAGES.userDeleted, key: "userDeleted" });
    }
    return json(404, { message: MESSAGES.notFound });
  }, override);
  return { users, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
