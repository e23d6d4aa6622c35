import { type AdminUser, adminsApi, MESSAGES, usersApi } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { listRows, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

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

/** Who the server finds for the words of a search the tests use. */
const SEARCHES: Record<string, string[]> = { meera: ["Meera Iyer"] };

/** The server's replies to the changes of a staff account, as it words them. */
export const REPLIES = {
  held: { message: MESSAGES.userHeld, key: "userHeld" },
  activated: { message: MESSAGES.userActivated, key: "userActivated" },
  deleted: { message: MESSAGES.userDeleted, key: "userDeleted" },
};

/**
 * The admin-users API as fixed answers: `users` addressed by the request's role, status and the
 * words of a search the tests use (no sort: in the order given), with their counts and roles; the
 * server's replies to register, hold, activate and delete. `handlers` answer first; `now` says what
 * the list holds after a change.
 */
export function fakeAdminApi(users: AdminUser[] = staff(), ...handlers: ReturnType<typeof on>[]) {
  const list = listRows(users);
  const { calls } = serveApi(
    ...handlers,
    on(adminsApi.list, (call) => {
      const q = call.url.searchParams;
      const found = list.rows
        .filter((u) => !q.get("search") || SEARCHES[q.get("search") ?? ""]?.includes(u.name))
        .filter((u) => !q.get("role") || u.role === q.get("role"))
        .filter((u) => !q.get("status") || u.status === q.get("status"));
      return {
        items: found,
        total: found.length,
        page: 1,
        limit: 25,
        counts: {
          total: list.rows.length,
          active: list.rows.filter((u) => u.status === "active").length,
          hold: list.rows.filter((u) => u.status === "hold").length,
        },
        roles: [...new Set(list.rows.map((u) => u.role))],
      };
    }),
    on(usersApi.register, { message: MESSAGES.userRegistered, key: "userRegistered" }, { status: 201 }),
    on(adminsApi.hold, REPLIES.held),
    on(adminsApi.activate, REPLIES.activated),
    on(adminsApi.remove, REPLIES.deleted),
  );
  return { calls, now: list.now };
}

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
