import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileResponseSchema,
  registerUserRequestSchema,
  resetPasswordRequestSchema,
} from "../auth.ts";
import { healthResponseSchema, messageResponseSchema } from "../common.ts";
import { type EndpointGroup, get, post } from "../endpoint-group.ts";
import { firstSignInRequestSchema } from "../first-signin.ts";
import { API } from "../paths.ts";
import { ROLES } from "../role-names.ts";

const health = { access: "public", tags: ["health"], errors: [503] } as const satisfies EndpointGroup;
const tags = ["user"];
const anyone = { access: "public", tags } as const satisfies EndpointGroup;
const signedIn = { access: ROLES, tags, errors: [] } as const satisfies EndpointGroup;
const superadmins = { access: ["superadmin"], tags } as const satisfies EndpointGroup;

export const healthCheck = get(
  health,
  API.health,
  "Liveness, database and schema check: 503 with the reason when the database is not usable",
  { response: healthResponseSchema },
);

export const healthReady = get(
  health,
  API.healthReady,
  "Readiness for a load balancer: the same check as /api/health",
  { response: healthResponseSchema },
);

/** 200 only when the database answers and carries this build's schema; 503 with the reason otherwise. */
export const healthApi = {
  check: healthCheck,
  ready: healthReady,
};

export const usersLogin = post(
  anyone,
  API.login,
  "Sign in",
  { body: loginRequestSchema, response: loginResponseSchema },
  // 409 `firstSignInRequired`: the password was a live one-time code; 429 braked; 503 argon2's queue is full.
  { errors: [401, 403, 409, 429, 503] },
);

export const usersForgotPassword = post(
  anyone,
  API.forgotPassword,
  "Mail a reset link",
  { body: forgotPasswordRequestSchema, response: messageResponseSchema },
  { errors: [429] },
);

export const usersResetPassword = post(
  anyone,
  API.resetPassword,
  "Set a new password with a mailed token",
  { body: resetPasswordRequestSchema, response: messageResponseSchema },
  { errors: [503] },
);

export const usersChangePassword = post(
  signedIn,
  API.changePassword,
  "Change one's own password",
  { body: changePasswordRequestSchema, response: changePasswordResponseSchema },
  {
    description:
      "Ends every session of the account, this one included; the answer carries a new token for this one.",
    errors: [429, 503],
  },
);

export const usersRegister = post(
  superadmins,
  API.register,
  "Create an admin (superadmin only)",
  { body: registerUserRequestSchema, response: messageResponseSchema },
  { status: 201, errors: [409, 503] },
);

export const usersProfile = get(signedIn, API.profile, "The caller's profile", {
  response: profileResponseSchema,
});

export const usersLogout = post(
  signedIn,
  API.logout,
  "Sign out: end this session",
  { response: messageResponseSchema },
  { description: "The token stops working at once, on every process." },
);

export const usersLogoutEverywhere = post(
  signedIn,
  API.logoutEverywhere,
  "Sign out everywhere: end every session of the caller",
  { response: messageResponseSchema },
  { description: "Every token of the caller stops working at once, this one included. Audited." },
);

export const usersFirstSignIn = post(
  anyone,
  API.firstSignIn,
  "First sign-in: exchange a one-time code from the credentials sheet for a chosen password",
  { body: firstSignInRequestSchema, response: loginResponseSchema },
  { errors: [401, 403, 429, 503] },
);

/** Accounts and sign-in: login, forgot/reset/change password, register an admin, profile, first sign-in. */
export const usersApi = {
  login: usersLogin,
  forgotPassword: usersForgotPassword,
  resetPassword: usersResetPassword,
  changePassword: usersChangePassword,
  register: usersRegister,
  profile: usersProfile,
  logout: usersLogout,
  logoutEverywhere: usersLogoutEverywhere,
  firstSignIn: usersFirstSignIn,
};
