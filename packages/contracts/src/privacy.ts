import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { boundedString, hasControlCharacters, requiredText, typedMax } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * Children's data (DPDP Act 2023 and its Rules): the short notice shown at every registration, the
 * parent's consent by a link to their own address, and the rights a child's family and school have
 * over it. docs/privacy.md is the long form.
 */

/**
 * The version of the short notice (web `privacyNotice.*` texts, English and Hindi) and of the
 * data-processing terms a school accepts. Stored with each consent and acceptance; a change to what
 * the notice says gets a new version, so a record says which words were accepted.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";
export const DATA_TERMS_VERSION = "2026-11-27";

/** The grievance officer the notice names (DPDP Rules: a contact for the Data Principal's questions). */
export const GRIEVANCE_CONTACT = "grievance@ganit.example";

/** How long a parent's consent link works; after that the learner registers again. */
export const CONSENT_LINK_DAYS = 7;
/** Erasure is carried out within this many days of its confirmation (the job runs at once). */
export const ERASURE_DAYS = 7;

/** A consent link's token: 43 base64url characters (32 random bytes). */
export const consentTokenSchema = boundedString(64, "notFound").regex(/^[A-Za-z0-9_-]{43}$/);

export const consentStatusSchema = z.enum(["pending", "confirmed", "withdrawn", "expired"]);
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** What the parent's link page shows: whose consent, in which state. No more of the child than a first name. */
export const consentViewSchema = z.object({
  learnerName: z.string(),
  status: consentStatusSchema,
  noticeVersion: z.string(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

export const consentTokenParamsSchema = z.object({ token: consentTokenSchema });
export const privacyStudentParamsSchema = z.object({ id: boundedString(64, "notFound") });
export const privacyExportQuerySchema = z.object({ format: z.enum(["json", "xlsx"]).default("json") });
/** A child's data as the export gives it: one list of rows per table that holds it. */
export const childDataSchema = z.record(z.string(), z.unknown());

export const consentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(["guardian", "school"]),
  /** The learner's username or the school's name. */
  subject: z.string(),
  /** The parent's address, or the school account that accepted. */
  by: z.string(),
  version: z.string(),
  at: z.string(),
  status: z.string(),
});
export const consentRecordsSchema = z.object({ items: z.array(consentRecordSchema) });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** How long the operator has to answer a grievance (DPDP Rules 2025: within 90 days). */
export const GRIEVANCE_ANSWER_DAYS = 90;

/** A multi-line text: bounded first, then trimmed, then its own limit, then no control characters. */
const letter = (max: number, required: "grievanceMessageRequired" | "grievanceAnswerRequired") =>
  z
    .string({ error: msg(required) })
    .max(typedMax(max), { error: msg("textTooLong", { max }), abort: true })
    .trim()
    .min(1, msg(required))
    .max(max, { error: msg("textTooLong", { max }), abort: true })
    .refine((value) => !hasControlCharacters(value, true), msg("controlCharacters"));

/** The public grievance form: who writes, their address for the answer, the complaint. */
export const grievanceRequestSchema = z.object({
  name: requiredText(LIMITS.nameMax, "nameRequired"),
  email: emailSchema,
  message: letter(LIMITS.grievanceMessageMax, "grievanceMessageRequired"),
});
export type GrievanceRequest = z.input<typeof grievanceRequestSchema>;

export const grievanceAnswerSchema = z.object({
  answer: letter(LIMITS.grievanceMessageMax, "grievanceAnswerRequired"),
});

export const grievanceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  /** receivedAt + 90 days: the answer is due by then. */
  dueAt: z.string(),
  overdue: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export const grievanceRegisterSchema = z.object({ items: z.array(grievanceRowSchema) });
export type GrievanceRow = z.infer<typeof grievanceRowSchema>;
