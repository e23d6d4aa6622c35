import { API, demoApi, usersApi } from "@ganit/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { apiCalls, failure, on, serveApi } from "@/test/api-handlers.ts";
import { inQueryAndAuth, renderRoutes } from "@/test/render.tsx";
import { hasRoute } from "../route-table.ts";
import { MainLayout } from "./main-layout.tsx";

function renderLayoutAt(path: string) {
  return renderRoutes(
    [
      {
        element: <MainLayout />,
        children: [
          { path: "/", element: <p>home</p> },
          { path: "/login", element: <p>login</p> },
          { path: "/schooldashboard", element: <p>school dashboard</p> },
          { path: "/profile", element: <p>profile</p> },
        ],
      },
    ],
    path,
    inQueryAndAuth,
  );
}

describe("MainLayout", () => {
  it("offers Login to visitors and never links to screens that are not built", () => {
    renderLayoutAt("/");
    expect(screen.getByRole("link", { name: "Login" })).toBeTruthy();
    // The header's Register offers both ways in: a school, and an individual learner.
    expect(screen.getByText("Register", { selector: "summary" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register as School" }).getAttribute("href")).toBe(
      "/schoolregister",
    );
    expect(screen.getByRole("link", { name: "Register as Student" }).getAttribute("href")).toBe(
      "/studentregister",
    );
    // Every link leads to a screen that exists.
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href") ?? "");
    for (const href of hrefs.filter((h) => h.startsWith("/"))) expect(hasRoute(href), href).toBe(true);
    expect(screen.getByText("© 2025 Ganit. All rights reserved.")).toBeTruthy();
  });

  it("shows the role's built menu items with the current one marked, and a user menu", async () => {
    sessionStorage.setItem("token", fakeToken("school", "Sunrise Public School"));
    renderLayoutAt("/schooldashboard");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    const roleNav = screen.getByRole("navigation", { name: "Your area" });
    const dashboard = within(roleNav).getByRole("link", { name: "Dashboard" });
    expect(dashboard.getAttribute("aria-current")).toBe("page");
    expect(within(roleNav).getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBeNull();
    // Built screens appear (Add Student, View Teachers, Available Courses); a menu item whose
    // screen has no route yet stays hidden until its route exists.
    expect(within(roleNav).getByRole("link", { name: "Add Student" })).toBeTruthy();
    expect(within(roleNav).getByRole("link", { name: "View Teachers" })).toBeTruthy();
    expect(within(roleNav).getByRole("link", { name: "Available Courses" })).toBeTruthy();
    // Buying seats comes first for a new school: it is in the school's menu.
    expect(within(roleNav).getByRole("link", { name: "Buy Courses" }).getAttribute("href")).toBe(
      "/school/buycourses",
    );
    // The account button is there at once; its dropdown loads when the user reaches for it.
    expect(screen.getByRole("button", { name: "Account menu for Sunrise Public School" })).toBeTruthy();
  });

  it("opens the account menu at the first press, its dropdown loaded then, and logs out from it", async () => {
    serveApi(on(usersApi.logout, { message: "You have been signed out", key: "signedOut" }));
    const user = userEvent.setup();
    sessionStorage.setItem("token", fakeToken("teacher"));
    sessionStorage.setItem("userEmail", "teacher@ganit.demo");
    sessionStorage.setItem("role", "teacher");
    const router = renderLayoutAt("/profile");
    expect(screen.queryByRole("menuitem")).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Account menu for / }));
    expect(await screen.findByRole("menuitem", { name: "Profile" })).toBeTruthy();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("opens the account menu from the keyboard too", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem("token", fakeToken("school"));
    sessionStorage.setItem("role", "school");
    renderLayoutAt("/profile");
    screen.getByRole("button", { name: /^Account menu for / }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menuitem")).toBeNull());
    expect(screen.getByRole("button", { name: /^Account menu for / }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("logs out from the mobile menu: clears the session and goes to /login", async () => {
    const user = userEvent.setup();
    const server = answerFetch({
      status: 200,
      body: { message: "You have been signed out", key: "signedOut" },
    });
    const token = fakeToken("teacher");
    sessionStorage.setItem("token", token);
    sessionStorage.setItem("userEmail", "teacher@ganit.demo");
    sessionStorage.setItem("role", "teacher");
    const router = renderLayoutAt("/profile");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("userEmail")).toBeNull();
    expect(sessionStorage.getItem("role")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close menu" })).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeTruthy();
    // The server was asked to end the session, with the token being forgotten.
    expect(server.mock.calls[0]?.[0]).toBe(API.logout);
    expect(server.mock.calls[0]?.[1]).toMatchObject({ method: "POST", headers: { Authorization: token } });
  });

  it("gives a demo's superadmin the mail outbox in the menu, and a production superadmin not", async () => {
    sessionStorage.setItem("token", fakeToken("superadmin"));
    serveApi(on(demoApi.outbox, failure(404, "notFound")));
    renderLayoutAt("/profile");
    const nav = screen.getByRole("navigation", { name: "Your area" });
    await waitFor(() => expect(apiCalls().some((c) => c.url.pathname === API.demoOutbox)).toBe(true));
    expect(within(nav).queryByRole("link", { name: "Mail" })).toBeNull();
    cleanup();

    serveApi(on(demoApi.outbox, { data: [] }));
    renderLayoutAt("/profile");
    const demoNav = screen.getByRole("navigation", { name: "Your area" });
    const link = await within(demoNav).findByRole("link", { name: "Mail" });
    expect(link.getAttribute("href")).toBe("/superadmin/demo-outbox");
    const labels = within(demoNav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels.slice(-2)).toEqual(["Mail", "Profile"]);
  });
});
