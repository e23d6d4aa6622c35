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
import { endpoint } from "../endpoint.ts";
import { firstSignInRequestSchema } from "../first-signin.ts";
import { API } from "../paths.ts";
import { ROLES } from "../role-names.ts";

const tags = ["user"];

export const healthCheck = endpoint({
  method: "GET",
  path: API.health,
  access: "public",
  tags: ["health"],
  summary: "Liveness, database and schema check: 503 with the reason when the database is not usable",
  errors: [503],
  schemas: { response: healthResponseSchema },
});

export const healthReady = endpoint({
  method: "GET",
  path: API.healthReady,
  access: "public",
  tags: ["health"],
  summary: "Readiness for a load balancer: the same check as /api/health",
  errors: [503],
  schemas: { response: healthResponseSchema },
});

/** 200 only when the database answers and carries this build's schema; 503 with the reason otherwise. */
export const healthApi = {
  check: healthCheck,
  ready: healthReady,
};

export const usersLogin = endpoint({
  method: "POST",
  path: API.login,
  access: "public",
  tags,
  summary: "Sign in",
  // 409 `firstSignInRequired`: the password was a live one-time code; 429 braked; 503 argon2's queue is full.
  errors: [401, 403, 409, 429, 503],
  schemas: { body: loginRequestSchema, response: loginResponseSchema },
});

export const usersForgotPassword = endpoint({
  method: "POST",
  path: API.forgotPassword,
  access: "public",
  tags,
  summary: "Mail a reset link",
  errors: [429],
  schemas: { body: forgotPasswordRequestSchema, response: messageResponseSchema },
});

export const usersResetPassword = endpoint({
  method: "POST",
  path: API.resetPassword,
  access: "public",
  tags,
  summary: "Set a new password with a mailed token",
  errors: [503],
  schemas: { body: resetPasswordRequestSchema, response: messageResponseSchema },
});

export const usersChangePassword = endpoint({
  method: "POST",
  path: API.changePassword,
  access: ROLES,
  tags,
  summary: "Change one's own password",
  description:
    "Ends every session of the account, this one included; the answer carries a new token for this one.",
  errors: [429, 503],
  schemas: { body: changePasswordRequestSchema, response: changePasswordResponseSchema },
});

export const usersRegister = endpoint({
  method: "POST",
  path: API.register,
  access: ["superadmin"],
  tags,
  summary: "Create an admin (superadmin only)",
  status: 201,
  errors: [409, 503],
  schemas: { body: registerUserRequestSchema, response: messageResponseSchema },
});

export const usersProfile = endpoint({
  method: "GET",
  path: API.profile,
  access: ROLES,
  tags,
  summary: "The caller's profile",
  errors: [],
  schemas: { response: profileResponseSchema },
});

export const usersLogout = endpoint({
  method: "POST",
  path: API.logout,
  access: ROLES,
  tags,
  summary: "Sign out: end this session",
  description: "The token stops working at once, on every process.",
  errors: [],
  schemas: { response: messageResponseSchema },
});

export const usersLogoutEverywhere = endpoint({
  method: "POST",
  path: API.logoutEverywhere,
  access: ROLES,
  tags,
  summary: "Sign out everywhere: end every session of the caller",
  description: "Every token of the caller stops working at once, this one included. Audited.",
  errors: [],
  schemas: { response: messageResponseSchema },
});

export const usersFirstSignIn = endpoint({
  method: "POST",
  path: API.firstSignIn,
  access: "public",
  tags,
  summary: "First sign-in: exchange a one-time code from the credentials sheet for a chosen password",
  errors: [401, 403, 429, 503],
  schemas: { body: firstSignInRequestSchema, response: loginResponseSchema },
});

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
