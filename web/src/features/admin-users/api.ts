import {
  adminsActivate,
  adminsHold,
  adminsList,
  adminsRemove,
  type RegisterUserRequest,
  usersRegister,
} from "@ganit/contracts";
import { call, callPage } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

export const adminUsersKeys = pagedListKeys("admin-users");

/** GET /api/admin?page=…: one page of staff accounts with the cards' counts and the roles present. */
export const fetchAdminUsers = (query: string) => callPage(adminsList, { query });

export const useAdminUsers = (query: string) => usePagedListQuery(adminUsersKeys, query, fetchAdminUsers);

/** PUT /api/admin/activate/{id} (empty body). */
export const activateAdmin = (id: string) => call(adminsActivate, { params: { id } });
/** PUT /api/admin/hold/{id} (empty body); the user's open session ends at once. */
export const holdAdmin = (id: string) => call(adminsHold, { params: { id } });
/** DELETE /api/admin/{id}: permanent. */
export const deleteAdmin = (id: string) => call(adminsRemove, { params: { id } });

export const useActivateAdmin = () => useListChange(adminUsersKeys, activateAdmin);
export const useHoldAdmin = () => useListChange(adminUsersKeys, holdAdmin);
export const useDeleteAdmin = () => useListChange(adminUsersKeys, deleteAdmin);

/** POST /api/user/register (superadmin only): a new admin whose username is the e-mail. */
export const registerAdmin = (body: RegisterUserRequest) => call(usersRegister, { body });

export const useRegisterAdmin = () => useListChange(adminUsersKeys, registerAdmin, "success");
