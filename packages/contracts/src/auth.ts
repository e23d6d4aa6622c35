import { z } from "zod";
import {
  hasControlCharacters,
  messageResponseSchema,
  optionalText,
  requiredText,
  typedMax,
} from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { roleSchema } from "./roles.ts";

/** No control characters in a password: no keyboard types them, and a NUL byte has no place anywhere. */
const noControl = (value: string) => !hasControlCharacters(value);

/** Length rule for a new password. The common-password rule is checked on the server only. */
export const newPasswordSchema = z
  .string({ error: msg("passwordRequired") })
  .max(LIMITS.passwordMax, { error: msg("passwordTooLong"), abort: true })
  .min(LIMITS.passwordMin, msg("passwordTooShort"))
  .refine(noControl, msg("controlCharacters"));

const emailTooLong = msg("textTooLong", { max: LIMITS.emailMax });
export const emailSchema = z
  .string({ error: msg("emailRequired") })
  .max(typedMax(LIMITS.emailMax), { error: emailTooLong, abort: true })
  .trim()
  .min(1, msg("emailRequired"))
  .max(LIMITS.emailMax, { error: emailTooLong, abort: true })
  .refine(noControl, msg("controlCharacters"))
  .pipe(z.email(msg("emailInvalid")));

/** An Indian mobile number: 10 digits starting 6–9 (spaces, dashes and a +91 or 0 prefix are dropped). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const normalisePhone = (value: string) =>
  value.replace(/[\s-]/g, "").replace(/^(\+91|0091|0)(?=\d{10}$)/, "");
/**
 * Digits typed in an Indian script (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam) read as 0–9: a phone keyboard set to Hindi types ९८७६…, and it is the same number.
 */
const INDIAN_DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];
export const asciiDigits = (value: string) =>
  value.replace(
    /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g,
    (digit) => {
      const code = digit.charCodeAt(0);
      const zero = INDIAN_DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
      return String(code - zero);
    },
  );
/** A typed mobile number as stored and signed in with: "+91 ९८७६५-४३२१०" → "9876543210" (or null if it is not one). */
export const mobileNumber = (value: string) => {
  const normalised = normalisePhone(asciiDigits(value));
  return INDIAN_MOBILE.test(normalised) ? normalised : null;
};
/**
 * An optional Indian mobile number, bounded and normalised before the pattern: the 10 digits, or
 * null when left empty. For accounts whose username it may be (a parent without an e-mail).
 */
export const optionalMobileSchema = optionalText(LIMITS.phoneMax)
  .refine((value) => value === null || mobileNumber(value) !== null, msg("phoneInvalid"))
  .transform((value) => (value === null ? null : mobileNumber(value)));
/** A required Indian mobile number (a teacher's, a learner's): 10 digits from 6–9; +91, 0, spaces and dashes dropped. */
export const mobileSchema = requiredText(LIMITS.phoneMax, "phoneRequired")
  .transform(normalisePhone)
  .refine((value) => INDIAN_MOBILE.test(value), msg("phoneInvalid"));
export const optionalPhoneSchema = optionalText(LIMITS.phoneMax).refine(
  (value) => value === null || INDIAN_MOBILE.test(normalisePhone(value)),
  msg("phoneInvalid"),
);

export const loginRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "fillAllFields"),
  password: z
    .string({ error: msg("fillAllFields") })
    .max(LIMITS.passwordMax, { error: msg("passwordTooLong"), abort: true })
    .min(1, msg("fillAllFields"))
    .refine(noControl, msg("controlCharacters")),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), email: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What the JWT carries: the role and the name (the web reads both from it), and `ver`: the user's
 * session version when it was signed. A password reset or change, or a hold, raises the version, so
 * every token signed before stops working at once. `jti` names the session, so a logout ends it alone
 * (tokens signed before logout existed have none).
 */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  name: z.string(),
  ver: z.number().int(),
  exp: z.number(),
  jti: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const forgotPasswordRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "usernameRequired"),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  username: requiredText(LIMITS.usernameMax, "usernameRequired"),
  email: z
    .string({ error: msg("emailRequired") })
    .max(typedMax(LIMITS.emailMax), { error: emailTooLong, abort: true })
    .trim()
    .max(LIMITS.emailMax, { error: emailTooLong, abort: true })
    .refine(noControl, msg("controlCharacters")),
  token: requiredText(200, "resetTokenInvalid"),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const passwordChange = {
  currentPassword: z
    .string({ error: msg("currentPasswordRequired") })
    .max(LIMITS.passwordMax, { error: msg("passwordTooLong"), abort: true })
    .min(1, msg("currentPasswordRequired"))
    .refine(noControl, msg("controlCharacters")),
  newPassword: newPasswordSchema,
};
/** A "change" to the password already in use changes nothing: said under the new password. */
const newDiffers = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword;
const sameAsCurrent = { path: ["newPassword"], message: msg("newPasswordSameAsCurrent") };

/** The profile's form: current and new password (the username is the caller's). */
export const changePasswordFormSchema = z.object(passwordChange).refine(newDiffers, sameAsCurrent);

export const changePasswordRequestSchema = z
  .object({ username: requiredText(LIMITS.usernameMax, "usernameRequired"), ...passwordChange })
  .refine(newDiffers, sameAsCurrent);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * A password change ends every session of the account, this one included, and answers with a new
 * token for this one: the web replaces its stored token with it, so the user stays signed in here
 * and is signed out everywhere else.
 */
export const changePasswordResponseSchema = messageResponseSchema.extend({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/user/register: a superadmin creates an admin (the add-admin screen). Phone is optional. */
export const registerUserRequestSchema = z.object({
  name: requiredText(LIMITS.nameMax, "nameRequired"),
  email: emailSchema,
  password: newPasswordSchema,
  phone: optionalPhoneSchema,
});
export type RegisterUserRequest = z.input<typeof registerUserRequestSchema>;

export const schoolProfileSchema = z.object({
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  district: z.string(),
  pincode: z.string(),
  udiscCode: z.string(),
  address: z.string(),
});
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
