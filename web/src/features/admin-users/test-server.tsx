import { type AdminUser, MESSAGES } from "@ganit/contracts";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";
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

/** An answer; "network-error" never arrives, "bad-gateway" is a proxy's page (no message of ours). */
type Reply = { status: number; body?: unknown } | "network-error" | "bad-gateway";
export type Override = (method: string, url: URL) => Reply | undefined;

/**
 * A stand-in for the admin-users API over fetch: GET /api/admin pages (search over name, email,
 * phone; role and status filters; sort; page and limit), activate, hold, delete and register.
 * `override` answers first when it returns a reply (to make a call fail).
 */
export function fakeAdminApi(users: AdminUser[] = staff(), override?: Override) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const special = override?.(method, url);
    if (special === "network-error") throw new TypeError("Failed to fetch");
    if (special === "bad-gateway") return new Response("<html>", { status: 502, statusText: "Bad Gateway" });
    if (special) return json(special.status, special.body ?? {});

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
      const page = Number(q.get("page") ?? 1);
      const limit = Number(q.get("limit") ?? 25);
      return json(200, {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
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
  });
  vi.stubGlobal("fetch", fetchMock);
  return { users, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export function renderScreen(path: string, screen: ReactNode, url: string = path) {
  sessionStorage.setItem("token", fakeToken("superadmin"));
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
