import { z } from "zod";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { roleSchema, STAFF_ROLES, userStatusSchema } from "./roles.ts";

/**
 * Admin users management (/superadmin/viewadmin, /superadmin/addadmin): the platform's
 * staff accounts, superadmins and admins. Schools, teachers and students are managed elsewhere.
 */
export const ADMIN_USERS_LIST = listDefinition(["name", "email", "phone", "role", "status", "createdAt"]);

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = listQuerySchema(ADMIN_USERS_LIST, {
  role: queryFilter(z.enum(STAFF_ROLES)),
  status: queryFilter(userStatusSchema),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const ADMIN_USERS_FILTERS = ["role", "status"] as const;

/** The cards of the screen (Total Users, Active Users, On Hold) count every staff account. */
export const adminUserCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  hold: z.number().int(),
});

export const adminUsersPageSchema = pagedResultSchema(adminUserSchema, {
  counts: adminUserCountsSchema,
  /** The roles present among the staff accounts: the role filter's options ("from the data"). */
  roles: z.array(roleSchema),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin: without list parameters the spec's whole list; with them, one page. */
export const adminUsersResponseSchema = z.union([adminUsersPageSchema, z.array(adminUserSchema)]);
