import { type ChangePasswordRequest, usersChangePassword, usersProfile } from "@ganit/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth.tsx";
import { call } from "@/lib/client.ts";

export const profileQueryKey = ["profile"] as const;

/** GET /api/user/profile: the signed-in user's account and role details. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => call(usersProfile) });
}

/**
 * POST /api/user/changepassword with the caller's own username. The server ends every session signed
 * before the change (other devices sign in again); this tab goes on with the fresh token it answers.
 */
export function useChangePassword() {
  const { user, signIn } = useAuth();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call(usersChangePassword, { body }),
    onSuccess: (reply) => {
      signIn(reply.token, user?.email ?? "");
    },
  });
}
