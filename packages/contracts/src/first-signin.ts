import { z } from "zod";
import { newPasswordSchema } from "./auth.ts";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";

/**
 * First sign-in with a one-time code from a credentials sheet. The child types the username and the
 * code in the ordinary login form; POST /api/user/login answers 409 with key `firstSignInRequired`
 * (nothing else: no token), the page asks for a new password, and POST /api/user/first-signin with
 * the same username and code sets it, uses the code up and signs in (the login answer: token, email).
 */
export const firstSignInRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "usernameRequired"),
  code: requiredText(40, "fillAllFields"),
  newPassword: newPasswordSchema,
});
export type FirstSignInRequest = z.infer<typeof firstSignInRequestSchema>;

/** The key of the login's 409 that switches the page to "choose your password". */
export const FIRST_SIGNIN_REQUIRED_KEY = "firstSignInRequired";
