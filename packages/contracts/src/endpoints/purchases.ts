import type { z } from "zod";
import { idActionSchemas, idParamsSchema, messageResponseSchema } from "../common.ts";
import type { Access } from "../endpoint.ts";
import { type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import {
  buyForSchoolSchema,
  buyForStudentsSchema,
  discountResponseSchema,
  discountSetResponseSchema,
  learnerPurchaseSchema,
  myCoursesResponseSchema,
  paymentHistorySchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  purchaseCreatedSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  receiptSchema,
  rejectPaymentSchema,
  renewCourseSchema,
  setDiscountSchema,
} from "../purchases.ts";

/** Schools and individual learners buy; each reads their own purchases. */
const buyers = {
  access: ["school", "studentb2c"],
  tags: ["purchases"],
  errors: [404, 409],
} as const satisfies EndpointGroup;
const schools = { ...buyers, access: ["school"] } as const satisfies EndpointGroup;
const learners = { ...buyers, access: ["studentb2c"] } as const satisfies EndpointGroup;
const receiptReaders = {
  ...buyers,
  access: ["school", "studentb2c", "superadmin"],
} as const satisfies EndpointGroup;
const discountReaders = {
  ...buyers,
  access: ["school", "studentb2c", "admin", "superadmin"],
} as const satisfies EndpointGroup;
const superadmins = { ...buyers, access: ["superadmin"] } as const satisfies EndpointGroup;
const verifiers = {
  access: ["superadmin"],
  tags: ["payment verification"],
  errors: [404, 409],
} as const satisfies EndpointGroup;

/** A purchase: the buyer's payload in, 201 with the purchase made (it waits for the payment's verification). */
/* @__NO_SIDE_EFFECTS__ */
function purchase<const A extends Access, const Body extends z.ZodType>(
  group: EndpointGroup<A>,
  path: string,
  summary: string,
  body: Body,
) {
  return post(group, path, summary, { body, response: purchaseCreatedSchema }, { status: 201 });
}

export const purchasesQuote = post(
  buyers,
  API.paymentQuote,
  "Price a selection (server amounts) and the UPI intent and QR code to pay exactly that",
  { body: quoteRequestSchema, response: quoteResponseSchema },
);

export const purchasesBuyForStudents = purchase(
  schools,
  API.buyForStudents,
  "Buy seats of course classes for the school's students (classes under review until verified)",
  buyForStudentsSchema,
);

export const purchasesBuyForSchool = purchase(
  schools,
  API.buyForSchool,
  "Buy course classes for the school's own access (classes under review until verified)",
  buyForSchoolSchema,
);

export const purchasesRenew = purchase(
  schools,
  API.renewCourse,
  "More seats for an active student class (the limit rises when the payment is verified)",
  renewCourseSchema,
);

export const purchasesLearnerBuy = purchase(
  learners,
  API.learnerBuyCourse,
  "An individual learner buys one seat of one class for themselves",
  learnerPurchaseSchema,
);

export const purchasesMyCourses = get(
  buyers,
  API.myCourses,
  "The caller's purchased classes by course: status, limit, current students, seats under review",
  { response: myCoursesResponseSchema },
);

export const purchasesHistory = get(buyers, API.paymentHistory, "The caller's own purchases, newest first", {
  response: paymentHistorySchema,
});

export const purchasesReceipt = get(
  receiptReaders,
  "/api/payments/:id/receipt",
  "The receipt of a verified payment (its buyer, or a superadmin)",
  { params: idParamsSchema, response: receiptSchema },
);

export const purchasesDiscount = get(
  discountReaders,
  API.discount,
  "The schools' discount, a percent (the spec's client reads a bare number)",
  { response: discountResponseSchema },
);

export const purchasesSetDiscount = put(
  superadmins,
  API.discount,
  "Set the schools' discount percent (applies to purchases from now on)",
  { body: setDiscountSchema, response: discountSetResponseSchema },
);

export const purchasesToVerify = get(
  verifiers,
  API.payments,
  "Purchases to verify and decided ones, paged, with the count of each status",
  { query: paymentsQuerySchema, response: paymentsPageSchema },
);

export const purchasesApprove = put(
  verifiers,
  `${API.payments}/:id/approve`,
  "Approve a payment: its classes become active, renewals add their seats; the buyer is mailed",
  idActionSchemas,
);

export const purchasesReject = put(
  verifiers,
  `${API.payments}/:id/reject`,
  "Reject a payment with a reason: its classes under review are removed; the buyer is mailed",
  { params: idParamsSchema, body: rejectPaymentSchema, response: messageResponseSchema },
);

/** Buying seats: quotes, purchases, renewals, what a buyer has, history, receipts, the discount, and the superadmin's verification of each payment. */
export const purchasesApi = {
  quote: purchasesQuote,
  buyForStudents: purchasesBuyForStudents,
  buyForSchool: purchasesBuyForSchool,
  renew: purchasesRenew,
  learnerBuy: purchasesLearnerBuy,
  myCourses: purchasesMyCourses,
  history: purchasesHistory,
  receipt: purchasesReceipt,
  discount: purchasesDiscount,
  setDiscount: purchasesSetDiscount,
  toVerify: purchasesToVerify,
  approve: purchasesApprove,
  reject: purchasesReject,
};
