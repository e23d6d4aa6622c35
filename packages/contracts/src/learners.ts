import { z } from "zod";
import { emailSchema, mobileSchema } from "./auth.ts";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { classNumberSchema, dobSchema } from "./onboarding.ts";

/**
 * Individual learners (role studentb2c) registering themselves at /studentregister. The learner is
 * a child, so a parent or guardian gives their name and ticks the consent (DPDP Act 2023, s. 9);
 * the server records both with the time.
 */

/**
 * A web address in a name: the form is public, and its names go into mail, so a name must not carry a
 * link ("Hello www.win-a-prize.example"). A scheme's "://", "www.", or a dot between letters followed
 * by a known ending (names have initials, "A. K. Sharma", but not "sharma.in"). Linear: every
 * alternative reads a fixed number of characters from where it starts (a scheme's name before "://"
 * was once read with a run `[a-z][a-z0-9+.-]*`, retried from every letter of a long name: quadratic,
 * 13 s for 50,000 letters); a name holds no "://" with or without a scheme in front.
 */
export const LOOKS_LIKE_URL =
  /:\/\/|www\.|[\p{L}\d-]\.(?:com|in|org|net|io|co|info|xyz|top|app|ly|me|link|site|online|shop|ru|cn)(?![\p{L}\d])/iu;
const personName = (required: "nameRequired" | "fathernameRequired" | "guardianNameRequired") =>
  requiredText(LIMITS.nameMax, required).refine((value) => !LOOKS_LIKE_URL.test(value), msg("nameHasLink"));

export const learnerRegisterRequestSchema = z
  .object({
    name: personName("nameRequired"),
    email: emailSchema,
    phone: mobileSchema,
    Class: classNumberSchema,
    fathername: personName("fathernameRequired"),
    dob: dobSchema,
    guardianName: personName("guardianNameRequired"),
    guardianConsent: z.literal(true, { error: msg("guardianConsentRequired") }),
    /**
     * The parent's own address: the consent link goes there (DPDP Rules: verifiable consent), never
     * to the learner's. The same address as the learner's is refused.
     */
    guardianEmail: emailSchema,
  })
  .refine((form) => form.guardianEmail.toLowerCase() !== form.email.toLowerCase(), {
    error: msg("guardianEmailSameAsLearner"),
    path: ["guardianEmail"],
  });
export type LearnerRegisterRequest = z.input<typeof learnerRegisterRequestSchema>;
export type LearnerRegistration = z.output<typeof learnerRegisterRequestSchema>;
