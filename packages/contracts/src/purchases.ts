import { z } from "zod";
import { hasControlCharacters, idSchema, messageResponseSchema, typedMax } from "./common.ts";
import { courseClassNumberSchema } from "./courses.ts";
import { dayRangeFilters, dayRangeIsOrdered } from "./days.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";

/**
 * Buying seats: the school's purchase wizard, renewals, an individual learner's purchase,
 * the superadmin's verification, receipts and the platform's discount. Money crosses the API as
 * rupees with at most 2 decimals; the server computes every amount (in integer paise) and ignores
 * any amount a client sends.
 */

/** The two kinds of a purchased class: seats to enrol students, or the school's own access. */
export const ENABLEMENT_KINDS = ["students", "school"] as const;
export type EnablementKind = (typeof ENABLEMENT_KINDS)[number];
export const enablementKindSchema = z.enum(ENABLEMENT_KINDS, { error: msg("badRequest") });

/**
 * A purchased (or enabled) class's status. A purchase writes `hold` ("Class is under review"); its
 * verification makes it `active` ("Class is bought"). The superadmin may set active or hold;
 * `blocked` is shown when present but cannot be set (part 2 §4).
 */
export const CLASS_STATUSES = ["active", "hold", "blocked"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const classStatusSchema = z.enum(CLASS_STATUSES, { error: msg("classStatusInvalid") });
export const SETTABLE_CLASS_STATUSES = ["active", "hold"] as const;

export const PURCHASE_STATUSES = ["pending", "verified", "rejected"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES, { error: msg("badRequest") });

/**
 * The UTR of the payment: 12 digits (a UPI transaction's reference) or 16–22 letters and digits
 * (an NEFT/RTGS/IMPS bank transfer's UTR). One payment is one UTR however it was typed, so it is
 * brought to one form before the check and before the uniqueness check: full-width digits become
 * plain (NFKC), spaces and dashes a payer copies along are dropped, letters upper-cased, and a
 * reference of digits only loses the zeros a bank form pads it with — `0000154857259679` is the UPI
 * reference `154857259679` — keeping 12 digits at least (a UPI reference may itself start with 0).
 */
export const UTR_UPI = /^\d{12}$/;
export const UTR_BANK = /^[A-Z0-9]{16,22}$/;
export const UTR_DIGITS_MIN = 12;
export const normalizeUtr = (value: string) => {
  const plain = value.normalize("NFKC").replace(/[\s-]/g, "").toUpperCase();
  if (!/^\d+$/.test(plain) || plain.length <= UTR_DIGITS_MIN) return plain;
  // Padding zeros come off down to 12 digits; a reference too short stays too short (and is refused).
  const unpadded = plain.replace(/^0+/, "");
  return unpadded.length >= UTR_DIGITS_MIN ? unpadded : plain.slice(plain.length - UTR_DIGITS_MIN);
};
export const utrSchema = z
  .string({ error: msg("utrRequired") })
  // Room for the spaces and dashes a bank's form shows a reference with, never for a long text.
  .max(64, { error: msg("utrInvalid"), abort: true })
  .refine((value) => !hasControlCharacters(value), msg("controlCharacters"))
  .transform(normalizeUtr)
  .refine((value) => value.length > 0, msg("utrRequired"))
  .refine((value) => UTR_UPI.test(value) || UTR_BANK.test(value), msg("utrInvalid"));

/** Seats of one class: a whole number ≥ 1 (the wizard's 0, "not selected", is dropped before sending). */
export const seatsSchema = z
  .number({ error: msg("studentLimitInvalid") })
  .int(msg("studentLimitInvalid"))
  .min(1, msg("studentLimitInvalid"))
  .max(LIMITS.seatsMax, msg("studentLimitTooHigh"));

/** Rupees with 2 decimals, as the API shows every amount. */
const rupees = z.number();

// ---------------------------------------------------------------------------------------------
// Purchase payloads (spec part 1 §3): the school's two kinds, a renewal, an individual learner's.

/** The classes bought of one course: at least one ("select a course and a class"), at most every class. */
const purchasedClasses = <Item extends z.ZodType>(item: Item) =>
  z.array(item).min(1, msg("selectCourseAndClass")).max(LIMITS.classMax);

/** The courses of a school's purchase, each with its classes; `active` is the wizard's flag, ignored by the server. */
const purchasedCourses = <Classes extends z.ZodRawShape>(classes: Classes) =>
  z
    .array(z.object({ courseId: idSchema, active: z.boolean().optional(), ...classes }))
    .min(1, msg("selectCourseAndClass"))
    .max(LIMITS.purchaseCoursesMax);

/** `POST /api/school/buycourses/students`: seats of each class. */
export const buyForStudentsSchema = z.object({
  utrNumber: utrSchema,
  coursesForStudents: purchasedCourses({
    classDetails: purchasedClasses(
      z.object({ classNumber: courseClassNumberSchema, studentLimit: seatsSchema }),
    ),
  }),
});
export type BuyForStudents = z.infer<typeof buyForStudentsSchema>;

/** `POST /api/school/buycourses/school`. */
export const buyForSchoolSchema = z.object({
  utrNumber: utrSchema,
  coursesForSchool: purchasedCourses({ classNumbers: purchasedClasses(courseClassNumberSchema) }),
});
export type BuyForSchool = z.infer<typeof buyForSchoolSchema>;

/** `POST /api/school/renewcourse`: more seats for an active student class (a line under review). */
export const renewCourseSchema = z.object({
  utrNumber: utrSchema,
  courseId: idSchema,
  classNumber: courseClassNumberSchema,
  seats: seatsSchema,
});
export type RenewCourse = z.infer<typeof renewCourseSchema>;

/** `POST /api/studentb2c/buycourse`: an individual learner buys one seat of one class for themselves. */
export const learnerPurchaseSchema = z.object({
  utrNumber: utrSchema,
  courseId: idSchema,
  classNumber: courseClassNumberSchema,
});
export type LearnerPurchase = z.infer<typeof learnerPurchaseSchema>;

/**
 * `POST /api/payments/quote`: what a selection costs, priced by the server before the payer pays, with
 * the UPI intent and its QR code for exactly that amount. Same selections as the purchases, no UTR.
 */
export const quoteRequestSchema = z.discriminatedUnion("kind", [
  buyForStudentsSchema.omit({ utrNumber: true }).extend({ kind: z.literal("students") }),
  buyForSchoolSchema.omit({ utrNumber: true }).extend({ kind: z.literal("school") }),
  renewCourseSchema.omit({ utrNumber: true }).extend({ kind: z.literal("renewal") }),
  learnerPurchaseSchema.omit({ utrNumber: true }).extend({ kind: z.literal("learner") }),
]);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const priceLineSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  classNumber: z.number().int(),
  /** Seats bought (student kinds); null for the school's own access. */
  seats: z.number().int().nullable(),
  unitPrice: rupees,
  amount: rupees,
  renewal: z.boolean(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const priceSchemaOfPurchase = z.object({
  lines: z.array(priceLineSchema),
  subtotal: rupees,
  discountPercent: z.number(),
  discount: rupees,
  /** Always 0: the spec shows tax as zero. */
  tax: z.literal(0),
  total: rupees,
});

/** How to pay: absent payee configuration means the platform cannot take payments yet. */
export const paymentInstructionsSchema = z.union([
  z.object({
    configured: z.literal(true),
    payeeId: z.string(),
    payeeName: z.string(),
    /** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` for exactly the total. */
    upiUri: z.string(),
    /** The QR code of `upiUri` as an `data:image/svg+xml;base64,…` image. */
    qrCode: z.string(),
  }),
  z.object({ configured: z.literal(false) }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const quoteResponseSchema = priceSchemaOfPurchase.extend({ payment: paymentInstructionsSchema });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A purchase as its buyer and the superadmin see it.

export const purchaseSchema = priceSchemaOfPurchase.extend({
  _id: z.string(),
  kind: enablementKindSchema,
  utrNumber: z.string(),
  status: purchaseStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Who verified or rejected it (a superadmin; the name stays "" when the account is gone); null while pending. */
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The buyer: a school's name, or the learner's. */
  buyer: z.object({
    type: z.enum(["school", "learner"]),
    id: z.string(),
    name: z.string(),
    email: z.string(),
  }),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** The answer to a purchase: the spec's message and the purchase as the server priced it. */
export const purchaseCreatedSchema = z.object({
  message: z.string(),
  /** The message's key, so the web shows it in the reader's language. */
  key: z.string().optional(),
  purchase: purchaseSchema,
});
export type PurchaseCreated = z.infer<typeof purchaseCreatedSchema>;

/** `GET /api/payments/history`: the caller's own purchases (school or learner), newest first. */
export const paymentHistorySchema = z.object({ purchases: z.array(purchaseSchema) });
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** `GET /api/payments/{id}/receipt`: a verified payment's receipt (else 409 `receiptNotReady`). */
export const receiptSchema = purchaseSchema.extend({
  receiptNumber: z.string(),
  platformName: z.string(),
  verifiedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

// Superadmin verification: `GET /api/superadmin/payments` (paged), approve, reject.
export const PAYMENTS_LIST = listDefinition(["createdAt", "total", "buyer"], { defaultOrder: "desc" });
/** The status filter: one status, or `all` (the same as none). */
export const PAYMENT_STATUS_FILTERS = ["all", ...PURCHASE_STATUSES] as const;
export const paymentsQuerySchema = listQuerySchema(PAYMENTS_LIST, {
  status: queryFilter(
    z
      .enum(PAYMENT_STATUS_FILTERS, { error: msg("badRequest") })
      .transform((status) => (status === "all" ? undefined : status)),
  ),
  /** One school's payments (its "Payments" link). */
  schoolId: queryFilter(idSchema),
  /** Made on these India days, both inclusive. */
  ...dayRangeFilters,
}).refine(dayRangeIsOrdered, { message: msg("dateRangeInvalid"), path: ["from"] });
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;
export const PAYMENTS_FILTERS = ["status", "schoolId", "from", "to"] as const;
export const paymentCountsSchema = z.object({
  pending: z.number().int(),
  verified: z.number().int(),
  rejected: z.number().int(),
});
export type PaymentCounts = z.infer<typeof paymentCountsSchema>;
/** The sums of the filtered rows (all pages), in rupees, by status. */
export const paymentTotalsSchema = z.object({ verified: rupees, pending: rupees, rejected: rupees });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
export const paymentsPageSchema = pagedResultSchema(purchaseSchema, {
  /** The cards' counts, over every purchase (as before). */
  counts: paymentCountsSchema,
  /** The counts of the filtered rows, by status. */
  filteredCounts: paymentCountsSchema,
  totals: paymentTotalsSchema,
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

export const rejectPaymentSchema = z.object({
  reason: z
    .string({ error: msg("rejectionReasonRequired") })
    .max(typedMax(LIMITS.rejectionReasonMax), {
      error: msg("textTooLong", { max: LIMITS.rejectionReasonMax }),
      abort: true,
    })
    .trim()
    .min(1, msg("rejectionReasonRequired"))
    .max(LIMITS.rejectionReasonMax, {
      error: msg("textTooLong", { max: LIMITS.rejectionReasonMax }),
      abort: true,
    })
    .refine((value) => !hasControlCharacters(value, true), msg("controlCharacters")),
});
export type RejectPayment = z.infer<typeof rejectPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// What a buyer has: `GET /api/course/mycourses` (spec part 1 §3 "Purchased courses").

export const purchasedClassSchema = z.object({
  classNumber: z.number().int(),
  status: classStatusSchema,
  /** null: no limit (school courses, or a class enabled without one). */
  studentLimit: z.number().int().nullable(),
  currentStudents: z.number().int(),
  /** Seats asked for by a renewal still under review (0 when none). */
  pendingSeats: z.number().int(),
});
export type PurchasedClass = z.infer<typeof purchasedClassSchema>;

export const purchasedCourseSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  purchasedClasses: z.array(purchasedClassSchema),
});
export type PurchasedCourse = z.infer<typeof purchasedCourseSchema>;

export const myCoursesResponseSchema = z.object({
  data: z.object({
    schoolCourses: z.array(purchasedCourseSchema),
    studentCourses: z.array(purchasedCourseSchema),
  }),
});
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The schools' discount (`GET /api/data/schools/discount` → a number; the superadmin sets it).

export const discountPercentSchema = z
  .number({ error: msg("discountInvalid") })
  .min(0, msg("discountInvalid"))
  .max(LIMITS.discountMaxPercent, msg("discountInvalid"))
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, msg("discountInvalid"));
export const setDiscountSchema = z.object({ discount: discountPercentSchema });
export type SetDiscount = z.infer<typeof setDiscountSchema>;
export const discountResponseSchema = z.number();
export const discountSetResponseSchema = messageResponseSchema.extend({ discount: z.number() });

/** Rupees for display (its own module: a screen that only shows amounts need not load zod). */
export { formatRupees } from "./money.ts";

/**
 * The total of a selection, in paise: Σ unit price × seats (or the school price), less the discount
 * percent (basis points), rounded to the paisa once, on the discount. The server's rule; the wizard
 * uses the same function for its running total, so what the school sees is what it pays.
 */
export function priceInPaise(lineAmountsPaise: readonly number[], discountBasisPoints: number) {
  const subtotal = lineAmountsPaise.reduce((sum, amount) => sum + amount, 0);
  const discount = Math.round((subtotal * discountBasisPoints) / 10_000);
  return { subtotal, discount, total: subtotal - discount };
}
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The payment step's form, for a school and a learner alike: the UTR of the payment (the rule the
 * server applies, so a bad one never leaves the browser) and the non-refundable terms, agreed to.
 */
export const paymentDetailsFormSchema = z.object({
  utrNumber: utrSchema,
  terms: z.boolean().refine((agreed) => agreed, msg("agreeToTerms")),
});
export type PaymentDetailsForm = z.infer<typeof paymentDetailsFormSchema>;
