import { ROUTES } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken } from "@/lib/test-tokens.ts";
import { renderRoutes } from "@/test/render.tsx";
import { buildRoutes } from "./router.tsx";

/** The whole route table at `path`, signed in as `role` (or not). */
function visit(path: string, role?: "superadmin" | "admin" | "school") {
  if (role) sessionStorage.setItem("token", fakeToken(role));
  return renderRoutes(buildRoutes(), path);
}

describe("unknown and forbidden operator routes follow the guard table, never the 404 puzzle", () => {
  it.each(["/superadmin/nonexistent", "/admin/whatever", "/superadmin/activeschools"])(
    "%s without a token goes to /login",
    async (path) => {
      const router = visit(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
      expect(screen.queryByText(/puzzle/i)).toBeNull();
    },
  );

  it.each([
    ["/superadmin/nonexistent", "admin"],
    ["/superadmin/activeschools", "school"],
    ["/admin/whatever", "superadmin"],
  ] as const)("%s as %s goes to /forbidden", async (path, role) => {
    const router = visit(path, role);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.forbidden));
  });

  it("an unknown screen of the caller's own area says it does not exist and leads to the dashboard", async () => {
    const router = visit("/superadmin/nonexistent", "superadmin");
    expect(await screen.findByRole("heading", { name: "This page does not exist" })).toBeTruthy();
    expect(screen.queryByText(/puzzle/i)).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the dashboard" }).getAttribute("href")).toBe(
      ROUTES.superadminDashboard,
    );
    expect(router.state.location.pathname).toBe("/superadmin/nonexistent");
  });

  it("a path outside the operator areas still gets the puzzle", async () => {
    visit("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Math puzzle" })).toBeTruthy();
  });
});
