import { z } from "zod";
import { ROLES, USER_STATUSES } from "./role-names.ts";

// The lists live in role-names.ts (no zod); importing them from here or from the package is the same.
export * from "./role-names.ts";

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
