import {
  type AdminUsersPage,
  adminsActivate,
  adminsHold,
  adminsList,
  adminsRemove,
  type MessageResponse,
  type RegisterUserRequest,
  usersRegister,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callPage } from "@/lib/client.ts";

/** Cache keys: every list page sits under `all`, so one invalidation refreshes whatever page is shown. */
export const adminUsersKeys = {
  all: ["admin-users"] as const,
  page: (query: string) => ["admin-users", "page", query] as const,
};

/** GET /api/admin?page=…: one page of staff accounts with the cards' counts and the roles present. */
export async function fetchAdminUsers(query: string): Promise<AdminUsersPage> {
  return callPage(adminsList, { query });
}

/** The page the URL asks for; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: adminUsersKeys.page(query),
    queryFn: () => fetchAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/activate/{id} (empty body). */
export const activateAdmin = (id: string) => call(adminsActivate, { params: { id } });
/** PUT /api/admin/hold/{id} (empty body); the user's open session ends at once. */
export const holdAdmin = (id: string) => call(adminsHold, { params: { id } });
/** DELETE /api/admin/{id}: permanent. */
export const deleteAdmin = (id: string) => call(adminsRemove, { params: { id } });

function useAdminUserChange(change: (id: string) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // Refresh on failure too: a refusal often means the list changed under us (another superadmin).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}

export const useActivateAdmin = () => useAdminUserChange(activateAdmin);
export const useHoldAdmin = () => useAdminUserChange(holdAdmin);
export const useDeleteAdmin = () => useAdminUserChange(deleteAdmin);

/** POST /api/user/register (superadmin only): a new admin whose username is the e-mail. */
export const registerAdmin = (body: RegisterUserRequest) => call(usersRegister, { body });

export function useRegisterAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
