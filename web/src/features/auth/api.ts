import {
  FIRST_SIGNIN_REQUIRED_KEY,
  type FirstSignInRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
  usersFirstSignIn,
  usersForgotPassword,
  usersLogin,
  usersResetPassword,
} from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";

/** The login's other good outcome: the password was a live one-time code (first sign-in). */
export type FirstSignInNeeded = { firstSignInRequired: true };

/**
 * POST /api/user/login: a token and the e-mail to keep in the session — or, when the password was a
 * one-time code from the school's credentials sheet (409 `firstSignInRequired`), the next step.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<LoginResponse | FirstSignInNeeded> => {
      try {
        return await call(usersLogin, { body });
      } catch (error) {
        if (error instanceof ApiError && error.key === FIRST_SIGNIN_REQUIRED_KEY) {
          return { firstSignInRequired: true };
        }
        throw error;
      }
    },
  });
}

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
