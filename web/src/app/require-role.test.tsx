import type { Role } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/lib/auth.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";
import { renderRoutes } from "@/test/render.tsx";
import { RequireRole } from "./require-role.tsx";

function visitSchoolPage(token: string | null, allowed: readonly Role[] = ["school"]) {
  if (token) sessionStorage.setItem("token", token);
  return renderRoutes(
    [
      { path: "/login", element: <h1>Login screen</h1> },
      { path: "/forbidden", element: <h1>Access Denied screen</h1> },
      {
        path: "/schooldashboard",
        element: (
          <RequireRole allowed={allowed}>
            <h1>School dashboard</h1>
          </RequireRole>
        ),
      },
    ],
    "/schooldashboard",
    (app) => <AuthProvider>{app}</AuthProvider>,
  );
}

describe("RequireRole", () => {
  it("redirects to /login without a token", async () => {
    const router = visitSchoolPage(null);
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("redirects to /login with an undecodable token", async () => {
    const router = visitSchoolPage("garbage.token");
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("redirects to /forbidden when the role may not enter", async () => {
    const router = visitSchoolPage(fakeToken("student"));
    expect(await screen.findByRole("heading", { name: "Access Denied screen" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/forbidden");
  });

  it("shows the page to an allowed role", async () => {
    const router = visitSchoolPage(fakeToken("school"));
    expect(await screen.findByRole("heading", { name: "School dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/schooldashboard");
  });
});
