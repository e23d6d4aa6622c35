import {
  API,
  type ChangePasswordRequest,
  type MessageResponse,
  type ProfileResponse,
} from "@ganit/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

export const profileQueryKey = ["profile"] as const;

/** GET /api/user/profile: the signed-in user's account and role details. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => apiFetch<ProfileResponse>(API.profile) });
}

/** POST /api/user/changepassword with the caller's own username. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiFetch<MessageResponse>(API.changePassword, { body }),
  });
}
