import { z } from "zod";

/** Every role Ganit knows. The order is the order menus and tests walk them in. */
export const ROLES = ["superadmin", "admin", "school", "teacher", "student", "studentb2c"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USER_STATUSES = ["active", "hold"] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The platform's own staff: the accounts the admin-users screen manages. */
export const STAFF_ROLES = ["superadmin", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose account belongs to a school (the tenant). */
export const SCHOOL_ROLES = ["school", "teacher", "student"] as const satisfies readonly Role[];
