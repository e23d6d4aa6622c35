import { ROUTES } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { ROLE_MENUS, roleMenu } from "./navigation.ts";
import { hasRoute } from "./route-table.ts";

describe("the operators' menus", () => {
  it("superadmin: the spec's seven items in its order, then Payments and Audit, then Profile", () => {
    expect(ROLE_MENUS.superadmin.map((item) => item.path)).toEqual([
      ROUTES.superadminDashboard,
      ROUTES.superadminActiveSchools,
      ROUTES.superadminStudents,
      ROUTES.superadminAddAdmin,
      ROUTES.superadminViewAdmin,
      ROUTES.content,
      ROUTES.createContent,
      ROUTES.superadminPayments,
      ROUTES.superadminAudit,
      ROUTES.profile,
    ]);
  });

  it("admin: the spec's six items, then No Purchases, then Profile", () => {
    expect(ROLE_MENUS.admin.map((item) => item.path)).toEqual([
      ROUTES.adminDashboard,
      ROUTES.adminViewCourse,
      ROUTES.adminAddCourse,
      ROUTES.adminDeleteCourse,
      ROUTES.content,
      ROUTES.createContent,
      ROUTES.adminNoPurchases,
      ROUTES.profile,
    ]);
  });

  it("shows an item only once its screen is built (View Schools is)", () => {
    const shown = (role: "superadmin" | "admin") => roleMenu(role).map((item) => item.path);
    expect(shown("superadmin")).toContain(ROUTES.superadminActiveSchools);
    for (const path of [ROUTES.superadminAudit, ROUTES.superadminStudents]) {
      expect(shown("superadmin").includes(path)).toBe(hasRoute(path));
    }
    expect(shown("admin").includes(ROUTES.adminNoPurchases)).toBe(hasRoute(ROUTES.adminNoPurchases));
  });
});
