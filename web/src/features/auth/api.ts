import {
  type FirstSignInRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  usersFirstSignIn,
  usersForgotPassword,
  usersResetPassword,
} from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** POST /api/user/forgotpassword: mails a reset link (the answer is the same for unknown usernames). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => call(usersForgotPassword, { body }),
  });
}

/** POST /api/user/resetpassword with the mailed link's token, username and e-mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => call(usersResetPassword, { body }),
  });
}

/** POST /api/user/first-signin: a one-time code and a chosen password → signed in. */
export function useFirstSignIn() {
  return useMutation({
    mutationFn: (body: FirstSignInRequest) => call(usersFirstSignIn, { body }),
  });
}
