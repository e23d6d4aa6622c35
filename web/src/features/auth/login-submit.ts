import { FIRST_SIGNIN_REQUIRED_KEY, loginRequestSchema, usersLogin } from "@ganit/contracts";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";

/**
 * The login's checks and its request, loaded with import() when the visitor first reaches for the
 * form (focus, a tap, or Login itself): they need zod, which a first visit to /login does without
 * (docs/adr/0443-login-page-weight.md).
 */

export type LoginFields = { username: string; password: string };

export type LoginOutcome =
  /** The form's own rules failed: a message reference per field, in the schema's order. */
  | { kind: "invalid"; fields: Partial<Record<keyof LoginFields, string>> }
  /** Signed in: the token and the e-mail to keep in the session. */
  | { kind: "signedIn"; token: string; email: string }
  /** The password was a live one-time code from the school's credentials sheet (409 `firstSignInRequired`). */
  | { kind: "firstSignIn" };

/** Checks the fields with the contract's schema, then POSTs /api/user/login; rejects with an ApiError. */
export async function submitLogin(values: LoginFields): Promise<LoginOutcome> {
  const parsed = loginRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Partial<Record<keyof LoginFields, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if ((name === "username" || name === "password") && fields[name] === undefined)
        fields[name] = issue.message;
    }
    return { kind: "invalid", fields };
  }
  try {
    const { token, email } = await call(usersLogin, { body: parsed.data });
    return { kind: "signedIn", token, email };
  } catch (error) {
    if (error instanceof ApiError && error.key === FIRST_SIGNIN_REQUIRED_KEY) return { kind: "firstSignIn" };
    throw error;
  }
}
