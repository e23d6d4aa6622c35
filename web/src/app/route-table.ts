import type { Role } from "@ganit/contracts";
import { ROLES, ROUTES } from "@ganit/contracts";
import type { ComponentType } from "react";

type Lazy = () => Promise<{ default: ComponentType }>;

/**
 * Every client route in one table: its path, the screen (loaded lazily, so a visitor downloads only
 * the public site), who may enter (part 2 route guard table) and the layout it sits in.
 * Menus are built from this table too, so a menu can never link to a screen that does not exist.
 */
export type AppRoute = {
  path: string;
  load: Lazy;
  /** "open" routes need no session; otherwise the roles admitted. */
  access: "open" | readonly Role[];
  /** "bare" hides header and footer (the resource viewer of a later issue). */
  layout?: "main" | "bare";
};

const publicPages = {
  home: () => import("../features/public/home-page.tsx"),
  about: () => import("../features/public/about-page.tsx"),
  courses: () => import("../features/public/courses-page.tsx"),
  contact: () => import("../features/public/contact-page.tsx"),
};
const dashboard = () => import("../features/dashboards/dashboard-page.tsx");
const adminUsers = {
  list: () => import("../features/admin-users/view-admins-page.tsx"),
  add: () => import("../features/admin-users/add-admin-page.tsx"),
};

export const APP_ROUTES: AppRoute[] = [
  { path: "/", load: publicPages.home, access: "open" },
  { path: "/about", load: publicPages.about, access: "open" },
  { path: "/courses", load: publicPages.courses, access: "open" },
  { path: "/contact", load: publicPages.contact, access: "open" },
  { path: "/login", load: () => import("../features/auth/login-page.tsx"), access: "open" },
  { path: "/resetpassword", load: () => import("../features/auth/reset-password-page.tsx"), access: "open" },
  { path: "/forbidden", load: () => import("../features/auth/forbidden-page.tsx"), access: "open" },
  { path: "/profile", load: () => import("../features/profile/profile-page.tsx"), access: ROLES },
  { path: "/superadmindashboard", load: dashboard, access: ["superadmin"] },
  { path: ROUTES.superadminViewAdmin, load: adminUsers.list, access: ["superadmin"] },
  { path: ROUTES.superadminAddAdmin, load: adminUsers.add, access: ["superadmin"] },
  { path: "/admindashboard", load: dashboard, access: ["admin"] },
  { path: "/schooldashboard", load: dashboard, access: ["school"] },
  { path: "/teacherdashboard", load: dashboard, access: ["teacher"] },
  { path: "/studentdashboard", load: dashboard, access: ["student"] },
  { path: "/dashboard", load: dashboard, access: ["studentb2c"] },
];

export const NOT_FOUND: Lazy = () => import("../features/not-found/not-found-page.tsx");

export const hasRoute = (path: string) => APP_ROUTES.some((route) => route.path === path);
