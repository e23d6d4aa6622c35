import { idParamsSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";
import {
  buyForSchoolSchema,
  buyForStudentsSchema,
  discountResponseSchema,
  discountSetResponseSchema,
  learnerPurchaseSchema,
  myCoursesResponseSchema,
  paymentHistorySchema,
  purchaseCreatedSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  receiptSchema,
  renewCourseSchema,
  setDiscountSchema,
} from "../purchases.ts";

const tags = ["purchases"];
const errors = [404, 409] as const;
const buyers = ["school", "studentb2c"] as const;

export const purchasesQuote = endpoint({
  method: "POST",
  path: API.paymentQuote,
  access: buyers,
  tags,
  summary: "Price a selection (server amounts) and the UPI intent and QR code to pay exactly that",
  errors,
  schemas: { body: quoteRequestSchema, response: quoteResponseSchema },
});

export const purchasesBuyForStudents = endpoint({
  method: "POST",
  path: API.buyForStudents,
  access: ["school"],
  tags,
  summary: "Buy seats of course classes for the school's students (classes under review until verified)",
  status: 201,
  errors,
  schemas: { body: buyForStudentsSchema, response: purchaseCreatedSchema },
});

export const purchasesBuyForSchool = endpoint({
  method: "POST",
  path: API.buyForSchool,
  access: ["school"],
  tags,
  summary: "Buy course classes for the school's own access (classes under review until verified)",
  status: 201,
  errors,
  schemas: { body: buyForSchoolSchema, response: purchaseCreatedSchema },
});

export const purchasesRenew = endpoint({
  method: "POST",
  path: API.renewCourse,
  access: ["school"],
  tags,
  summary: "More seats for an active student class (the limit rises when the payment is verified)",
  status: 201,
  errors,
  schemas: { body: renewCourseSchema, response: purchaseCreatedSchema },
});

export const purchasesLearnerBuy = endpoint({
  method: "POST",
  path: API.learnerBuyCourse,
  access: ["studentb2c"],
  tags,
  summary: "An individual learner buys one seat of one class for themselves",
  status: 201,
  errors,
  schemas: { body: learnerPurchaseSchema, response: purchaseCreatedSchema },
});

export const purchasesMyCourses = endpoint({
  method: "GET",
  path: API.myCourses,
  access: buyers,
  tags,
  summary: "The caller's purchased classes by course: status, limit, current students, seats under review",
  errors,
  schemas: { response: myCoursesResponseSchema },
});

export const purchasesHistory = endpoint({
  method: "GET",
  path: API.paymentHistory,
  access: buyers,
  tags,
  summary: "The caller's own purchases, newest first",
  errors,
  schemas: { response: paymentHistorySchema },
});

export const purchasesReceipt = endpoint({
  method: "GET",
  path: "/api/payments/:id/receipt",
  access: ["school", "studentb2c", "superadmin"],
  tags,
  summary: "The receipt of a verified payment (its buyer, or a superadmin)",
  errors,
  schemas: { params: idParamsSchema, response: receiptSchema },
});

export const purchasesDiscount = endpoint({
  method: "GET",
  path: API.discount,
  access: ["school", "studentb2c", "admin", "superadmin"],
  tags,
  summary: "The schools' discount, a percent (the spec's client reads a bare number)",
  errors,
  schemas: { response: discountResponseSchema },
});

export const purchasesSetDiscount = endpoint({
  method: "PUT",
  path: API.discount,
  access: ["superadmin"],
  tags,
  summary: "Set the schools' discount percent (applies to purchases from now on)",
  errors,
  schemas: { body: setDiscountSchema, response: discountSetResponseSchema },
});

/** Buying seats: quotes, purchases, renewals, what a buyer has, history, receipts, the discount. */
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
};
