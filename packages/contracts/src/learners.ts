import { z } from "zod";
import { emailSchema, INDIAN_MOBILE, normalisePhone } from "./auth.ts";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * Individual learners (role studentb2c) registering themselves at /studentregister. The learner is
 * a child, so a parent or guardian gives their name and ticks the consent (DPDP Act 2023, s. 9);
 * the server records both with the time.
 */

/** Class arrives as a number or a numeric string (forms and sheets send both). */
export const classNumberSchema = z.preprocess(
  // Not a union: a form's resolver would report a union's branch errors ("expected number").
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? msg("classRequired") : msg("classInvalid"),
    })
    .int(msg("classInvalid"))
    .min(LIMITS.classMin, msg("classInvalid"))
    .max(LIMITS.classMax, msg("classInvalid")),
);

/** Today in India, as YYYY-MM-DD (a date of birth is a calendar date, not an instant). */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A date of birth as YYYY-MM-DD: a real calendar date, in the past, of someone at most 100 years old. */
export const dobSchema = requiredText(10, "dobRequired")
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, msg("dobInvalid"))
  .refine((value) => value < todayInIndia() && value > "1925-01-01", msg("dobInvalid"));

export const learnerRegisterRequestSchema = z.object({
  name: requiredText(LIMITS.nameMax, "nameRequired"),
  email: emailSchema,
  phone: requiredText(LIMITS.phoneMax, "phoneRequired")
    .transform(normalisePhone)
    .refine((value) => INDIAN_MOBILE.test(value), msg("phoneInvalid")),
  Class: classNumberSchema,
  fathername: requiredText(LIMITS.nameMax, "fathernameRequired"),
  dob: dobSchema,
  guardianName: requiredText(LIMITS.nameMax, "guardianNameRequired"),
  guardianConsent: z.literal(true, { error: msg("guardianConsentRequired") }),
});
export type LearnerRegisterRequest = z.input<typeof learnerRegisterRequestSchema>;
export type LearnerRegistration = z.output<typeof learnerRegisterRequestSchema>;
