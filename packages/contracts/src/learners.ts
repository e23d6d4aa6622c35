import { z } from "zod";
import { emailSchema, INDIAN_MOBILE, normalisePhone } from "./auth.ts";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { classNumberSchema, dobSchema } from "./onboarding.ts";

/**
 * Individual learners (role studentb2c) registering themselves at /studentregister. The learner is
 * a child, so a parent or guardian gives their name and ticks the consent (DPDP Act 2023, s. 9);
 * the server records both with the time.
 */

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
