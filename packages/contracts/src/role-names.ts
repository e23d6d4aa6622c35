/**
 * The roles and account statuses as plain lists, without zod: the web's first visit needs them (menus,
 * the session check) and stays free of zod this way. Their schemas are in roles.ts.
 */

/** Every role Ganit knows. The order is the order menus and tests walk them in. */
export const ROLES = ["superadmin", "admin", "school", "teacher", "student", "studentb2c", "parent"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "hold"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The platform's own staff: the accounts the admin-users screen manages. */
export const STAFF_ROLES = ["superadmin", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose account belongs to a school (the tenant). */
export const SCHOOL_ROLES = ["school", "teacher", "student"] as const satisfies readonly Role[];
