import { z } from "zod";

/** Every role Ganit knows. The order is the order menus and tests walk them in. */
export const ROLES = ["superadmin", "admin", "school", "teacher", "student", "studentb2c"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USER_STATUSES = ["active", "hold"] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Where each role lands after signing in (part 1 §2: /{role}dashboard, studentb2c → /dashboard). */
export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  superadmin: "/superadmindashboard",
  admin: "/admindashboard",
  school: "/schooldashboard",
  teacher: "/teacherdashboard",
  student: "/studentdashboard",
  studentb2c: "/dashboard",
};
