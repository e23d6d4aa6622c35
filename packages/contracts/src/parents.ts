import { z } from "zod";
import { emailSchema, newPasswordSchema, optionalMobileSchema } from "./auth.ts";
import { boundedString, requiredText, typedMax } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { parentNoteSchema } from "./notes.ts";
import { classNumberSchema } from "./onboarding.ts";
import { sectionSchema } from "./sections.ts";

/**
 * Parents (docs/adr/0671): the school office gives a parent a code for their child; the parent signs
 * up with it (or adds it to their account) and then sees that child's week, and gets a weekly summary.
 */

/** How long a parent code works after the office prints it. */
export const PARENT_CODE_DAYS = 7;
/** A child has at most this many parent accounts linked. */
export const PARENTS_PER_CHILD = 2;
/** The weekly summary's text for SMS or WhatsApp is at most this long. */
export const PARENT_SMS_MAX = 300;
/** The weekly summary goes out on Sunday at this hour, India time. */
export const PARENT_SUMMARY_HOUR_IST = 18;

export const PARENT_LANGUAGES = ["en", "hi"] as const;
export type ParentLanguage = (typeof PARENT_LANGUAGES)[number];
export const parentLanguageSchema = z.enum(PARENT_LANGUAGES, { error: msg("badRequest") });

/**
 * A parent code as printed: 10 letters and digits in two groups of five (no 0/O, 1/I/L), read aloud
 * over a phone. Typed with or without the dash, in either case.
 */
export const PARENT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const normaliseParentCode = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
export const parentCodeSchema = boundedString(32, "parentCodeInvalid")
  .transform(normaliseParentCode)
  .refine((value) => /^[A-HJKMNP-Z2-9]{10}$/.test(value), msg("parentCodeInvalid"));

/** A code as the office sees it once, when it is issued. */
export const issuedParentCodeSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  class: z.number().int(),
  section: z.string().nullable(),
  code: z.string(),
  expiresAt: z.string(),
});
export type IssuedParentCode = z.infer<typeof issuedParentCodeSchema>;
export const issuedParentCodesSchema = z.object({ items: z.array(issuedParentCodeSchema) });
export type IssuedParentCodes = z.infer<typeof issuedParentCodesSchema>;

/** A printable sheet of codes for one class (and section). */
export const classParentCodesRequestSchema = z.object({
  class: classNumberSchema,
  section: sectionSchema.optional(),
});
export type ClassParentCodesRequest = z.infer<typeof classParentCodesRequestSchema>;

/** An e-mail left empty is no e-mail (null); one given is checked as every account's. */
const optionalEmailSchema = z
  .string({ error: msg("emailInvalid") })
  .max(typedMax(LIMITS.emailMax), { error: msg("textTooLong", { max: LIMITS.emailMax }), abort: true })
  .nullish()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(emailSchema.nullable());

/**
 * A parent signs up with a code, an e-mail or a mobile number (at least one: docs/adr/0734) and a
 * password. With an e-mail, it is the username and the summary comes to it; with only a number, the
 * number is the username and the school sends the summary's text.
 */
export const parentJoinRequestSchema = z
  .object({
    code: parentCodeSchema,
    name: requiredText(LIMITS.nameMax, "nameRequired"),
    email: optionalEmailSchema,
    password: newPasswordSchema,
    phone: optionalMobileSchema,
    language: parentLanguageSchema,
  })
  .refine((value) => value.email !== null || value.phone !== null, {
    path: ["email"],
    message: msg("parentContactRequired"),
  });
export type ParentJoinRequest = z.input<typeof parentJoinRequestSchema>;
export const parentAddChildRequestSchema = z.object({ code: parentCodeSchema });
export type ParentAddChildRequest = z.input<typeof parentAddChildRequestSchema>;

export const parentSettingsSchema = z.object({
  language: parentLanguageSchema,
  weeklySummary: z.boolean(),
});
export type ParentSettings = z.infer<typeof parentSettingsSchema>;

export const parentChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  class: z.number().int(),
  section: z.string().nullable(),
  schoolName: z.string(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;
export const parentChildrenSchema = z.object({
  items: z.array(parentChildSchema),
  settings: parentSettingsSchema,
  /** False for a parent who signed up with only a mobile number: no mail reaches them. */
  hasEmail: z.boolean(),
});
export type ParentChildren = z.infer<typeof parentChildrenSchema>;

/** A set the child practised, its chapter and course, and its level now. */
export const childSetSchema = z.object({
  resourceId: z.string(),
  courseName: z.string(),
  courseNameHi: z.string().nullable(),
  chapter: z.string(),
  chapterHi: z.string().nullable(),
  setName: z.string(),
  level: z.string(),
  lastActivityAt: z.string().nullable(),
});
export type ChildSet = z.infer<typeof childSetSchema>;

/**
 * One child's week as their parent sees it: what was done in the last 7 days, the levels by course
 * and chapter, the sets that need practice, and what is due (filled by assignments when they exist:
 * an empty list until then). Never another child, never a ranking.
 */
export const childWeekSchema = z.object({
  child: parentChildSchema,
  from: z.string(),
  to: z.string(),
  week: z.object({
    setsDone: z.number().int(),
    answers: z.number().int(),
    correct: z.number().int(),
    lessonsDone: z.number().int(),
  }),
  levelsChanged: z.array(childSetSchema),
  levels: z.array(childSetSchema),
  needsPractice: z.array(childSetSchema),
  due: z.array(z.object({ title: z.string(), dueOn: z.string(), overdue: z.boolean() })),
  /** The teachers' newest notes about the child (at most PARENT_NOTES_SHOWN). */
  notes: z.array(parentNoteSchema),
});
export type ChildWeek = z.infer<typeof childWeekSchema>;

/** The parents linked to one of the school's pupils (the office's view, to unlink one). */
export const linkedParentSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedAt: z.string(),
});
export const linkedParentsSchema = z.object({ items: z.array(linkedParentSchema) });
export type LinkedParent = z.infer<typeof linkedParentSchema>;

export const unlinkParentParamsSchema = z.object({
  id: boundedString(64, "notFound"),
  userId: boundedString(64, "notFound"),
});

/** The stop link's token: single-purpose, signed by the server. */
export const summaryStopRequestSchema = z.object({ token: boundedString(200, "summaryStopInvalid") });

/** The summaries' texts for SMS or WhatsApp, for the school to send where it has such a channel. */
export const summaryTextSchema = z.object({
  week: z.string(),
  studentName: z.string(),
  parentName: z.string(),
  phone: z.string().nullable(),
  language: parentLanguageSchema,
  text: z.string(),
});
export const summaryTextsSchema = z.object({ items: z.array(summaryTextSchema) });
export type SummaryText = z.infer<typeof summaryTextSchema>;
