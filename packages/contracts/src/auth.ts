import { z } from "zod";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { MESSAGES } from "./messages.ts";
import { roleSchema } from "./roles.ts";

/** Length rule for a new password. The common-password rule is checked on the server only. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

export const emailSchema = z
  .string({ error: "E-mail is required" })
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email("Please enter a valid e-mail address"));

export const loginRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, MESSAGES.fillAllFields),
  password: z
    .string({ error: MESSAGES.fillAllFields })
    .min(1, MESSAGES.fillAllFields)
    .max(LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), email: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the JWT carries (part 1 §3: "The token carries a role and a name"). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  name: z.string(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const forgotPasswordRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "Username is required"),
});

export const resetPasswordRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "Username is required"),
  email: z.string().trim().max(LIMITS.emailMax),
  token: requiredText(200, MESSAGES.resetTokenInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "Username is required"),
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/user/register: a superadmin creates an admin. */
export const registerUserRequestSchema = z.object({
  name: requiredText(LIMITS.nameMax, "Name is required"),
  email: emailSchema,
  password: newPasswordSchema,
  phone: requiredText(LIMITS.phoneMax, "Phone is required"),
});
export type RegisterUserRequest = z.infer<typeof registerUserRequestSchema>;

export const schoolProfileSchema = z.object({ city: z.string(), state: z.string(), phone: z.string() });
export const studentProfileSchema = z.object({
  rollNumber: z.string().nullable(),
  class: z.number().int(),
  fathername: z.string(),
});
export const teacherProfileSchema = z.object({ mobile: z.string(), dob: z.string().nullable() });

export const profileResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  school: schoolProfileSchema.optional(),
  student: studentProfileSchema.optional(),
  teacher: teacherProfileSchema.optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
