import {
  API,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordRequest,
} from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

/** POST /api/user/login: a token and the e-mail to keep in the session. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiFetch<LoginResponse>(API.login, { body }),
  });
}

/** POST /api/user/forgotpassword: mails a reset link (the answer is the same for unknown usernames). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => apiFetch<MessageResponse>(API.forgotPassword, { body }),
  });
}

/** POST /api/user/resetpassword with the mailed link's token, username and e-mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => apiFetch<MessageResponse>(API.resetPassword, { body }),
  });
}
