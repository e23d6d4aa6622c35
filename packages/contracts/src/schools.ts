import { z } from "zod";
import { requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * School registration (/schoolregister, POST /api/school/register) and the school dashboard.
 * Every field is required and travels as a string. The state and district are checked against the
 * reference list on the server (`india.ts`, kept out of this module so the first visit stays small).
 */

/**
 * A school's name: letters of any script with their marks (a Devanagari matra or virama is a mark,
 * not a letter), spaces, and the punctuation of real names: `.`, `'` (or the typographic ’), `-`
 * and `&` ("St. Mary's", "D.A.V. Public School", "श्री सरस्वती विद्या मंदिर"). At least one
 * letter. The form drops any other character as it is typed; the server refuses it.
 */
export const SCHOOL_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'\u2019&-]+$/u;
/** Characters the name field refuses as they are typed. */
export const SCHOOL_NAME_REFUSED = /[^\p{L}\p{M} .'\u2019&-]/gu;
/** UDISE (Unified District Information System for Education) codes are 11 digits. */
export const UDISE_PATTERN = /^\d{11}$/;
/** An Indian PIN code: 6 digits, the first (the postal region) 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * A school's phone: a mobile (10 digits, 6–9 first) or a landline written with its STD code
 * (e.g. 011 2345 6789 or 0824-2412345: the STD code without its 0 plus the number is 10 digits,
 * 1–8 first). Spaces, dashes, dots and brackets are dropped, and so is a +91, 0091 or 0 prefix
 * in front of the 10 digits; what is stored is those 10 digits.
 */
export const normaliseIndianPhone = (value: string) =>
  value.replace(/[\s\-().]/g, "").replace(/^(\+91|0091|91(?=\d{10}$)|0)(?=\d{10}$)/, "");
export const INDIAN_PHONE_PATTERN = /^[1-9]\d{9}$/;

const digits = (
  pattern: RegExp,
  required: Parameters<typeof requiredText>[1],
  invalid: Parameters<typeof msg>[0],
) => requiredText(20, required).refine((value) => pattern.test(value), msg(invalid));

export const schoolRegisterRequestSchema = z.object({
  name: requiredText(LIMITS.nameMax, "schoolNameRequired").refine(
    (value) => SCHOOL_NAME_PATTERN.test(value),
    msg("schoolNameLetters"),
  ),
  udiscCode: digits(UDISE_PATTERN, "udiseRequired", "udiseInvalid"),
  state: requiredText(LIMITS.placeMax, "stateRequired"),
  district: requiredText(LIMITS.placeMax, "districtRequired"),
  city: requiredText(LIMITS.placeMax, "cityRequired"),
  address: requiredText(LIMITS.addressMax, "addressRequired"),
  pincode: digits(PINCODE_PATTERN, "pincodeRequired", "pincodeInvalid"),
  phone: requiredText(LIMITS.phoneMax, "phoneRequired")
    .transform(normaliseIndianPhone)
    .refine((value) => INDIAN_PHONE_PATTERN.test(value), msg("schoolPhoneInvalid")),
  email: requiredText(LIMITS.emailMax, "emailRequired").pipe(z.email(msg("emailInvalid"))),
  /**
   * The school accepts the data-processing terms (Ganit processes its pupils' data on its behalf,
   * DPDP Act 2023, s. 8): recorded with the school account, the terms' and notice's versions and the time.
   */
  acceptTerms: z.literal(true, { error: msg("termsAcceptRequired") }),
});
export type SchoolRegisterRequest = z.input<typeof schoolRegisterRequestSchema>;
export type SchoolRegistration = z.output<typeof schoolRegisterRequestSchema>;

/** GET /api/reference/pincode?pincode=: the state and (when known) district of a PIN code. */
export const pincodeQuerySchema = z.object({
  pincode: z
    .string({ error: msg("pincodeInvalid") })
    .max(6, { error: msg("pincodeInvalid"), abort: true })
    .regex(PINCODE_PATTERN, msg("pincodeInvalid")),
});
export const pincodeLookupSchema = z.object({
  pincode: z.string(),
  state: z.string(),
  district: z.string().nullable(),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;

/** GET /api/school/dashboard: the caller's school at a glance. */
export const schoolDashboardSchema = z.object({
  name: z.string(),
  students: z.number().int(),
  /** Classes 1–10, every class present (0 when empty). */
  studentsByClass: z.array(z.object({ class: z.number().int(), count: z.number().int() })),
  teachers: z.number().int(),
  activeTeachers: z.number().int(),
  gettingStarted: z.object({
    /** The school's classes bought for its students (seats), by status: hold is under review. */
    seatClasses: z.object({ active: z.number().int(), hold: z.number().int() }),
    /** Classes bought for the school's own use that are open (active). */
    schoolClasses: z.number().int(),
    /** The school's purchases awaiting verification, oldest first (at most 5), and how many in all. */
    pendingPurchases: z.array(
      z.object({
        _id: z.string(),
        kind: z.enum(["students", "school"]),
        utrNumber: z.string(),
        /** Rupees. */
        total: z.number(),
        classes: z.number().int(),
        createdAt: z.string(),
      }),
    ),
    pendingPurchaseCount: z.number().int(),
    /** Students enrolled in at least one class. */
    studentsEnrolled: z.number().int(),
    /** Students who cannot sign in: no password yet and no live one-time code (their sheet must be printed again). */
    studentsWithoutSignIn: z.number().int(),
  }),
});
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;
