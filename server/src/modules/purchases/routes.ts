import {
  API,
  buyForSchoolSchema,
  buyForStudentsSchema,
  discountResponseSchema,
  discountSetResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  learnerPurchaseSchema,
  myCoursesResponseSchema,
  paymentHistorySchema,
  purchaseCreatedSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  receiptSchema,
  renewCourseSchema,
  setDiscountSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/auth.ts";
import type { DiscountService } from "./discount.ts";
import type { PurchasesService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const school = { access: ["school"] as const };
const buyers = { access: ["school", "studentb2c"] as const };

/** Buying seats: quotes, purchases, renewals, what a buyer has, history, receipts, discount. */
export function registerPurchaseRoutes(
  app: FastifyInstance,
  purchases: PurchasesService,
  discount: DiscountService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["purchases"];

  r.post(API.paymentQuote, {
    config: buyers,
    schema: {
      tags,
      summary: "Price a selection (server amounts) and the UPI intent and QR code to pay exactly that",
      body: quoteRequestSchema,
      response: { 200: quoteResponseSchema, ...errors },
    },
    handler: (req) => purchases.quote(signedIn(req), req.body),
  });

  r.post(API.buyForStudents, {
    config: school,
    schema: {
      tags,
      summary: "Buy seats of course classes for the school's students (classes under review until verified)",
      body: buyForStudentsSchema,
      response: { 201: purchaseCreatedSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await purchases.buyForStudents(signedIn(req), req.body, { ip: req.ip });
      return reply.code(201).send(created);
    },
  });

  r.post(API.buyForSchool, {
    config: school,
    schema: {
      tags,
      summary: "Buy course classes for the school's own access (classes under review until verified)",
      body: buyForSchoolSchema,
      response: { 201: purchaseCreatedSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await purchases.buyForSchool(signedIn(req), req.body, { ip: req.ip });
      return reply.code(201).send(created);
    },
  });

  r.post(API.renewCourse, {
    config: school,
    schema: {
      tags,
      summary: "More seats for an active student class (the limit rises when the payment is verified)",
      body: renewCourseSchema,
      response: { 201: purchaseCreatedSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await purchases.renew(signedIn(req), req.body, { ip: req.ip });
      return reply.code(201).send(created);
    },
  });

  r.post(API.learnerBuyCourse, {
    config: { access: ["studentb2c"] as const },
    schema: {
      tags,
      summary: "An individual learner buys one seat of one class for themselves",
      body: learnerPurchaseSchema,
      response: { 201: purchaseCreatedSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await purchases.learnerBuy(signedIn(req), req.body, { ip: req.ip });
      return reply.code(201).send(created);
    },
  });

  r.get(API.myCourses, {
    config: buyers,
    schema: {
      tags,
      summary:
        "The caller's purchased classes by course: status, limit, current students, seats under review",
      response: { 200: myCoursesResponseSchema, ...errors },
    },
    handler: (req) => purchases.myCourses(signedIn(req)),
  });

  r.get(API.paymentHistory, {
    config: buyers,
    schema: {
      tags,
      summary: "The caller's own purchases, newest first",
      response: { 200: paymentHistorySchema, ...errors },
    },
    handler: (req) => purchases.history(signedIn(req)),
  });

  r.get("/api/payments/:id/receipt", {
    config: { access: ["school", "studentb2c", "superadmin"] as const },
    schema: {
      tags,
      summary: "The receipt of a verified payment (its buyer, or a superadmin)",
      params: idParamsSchema,
      response: { 200: receiptSchema, ...errors },
    },
    handler: (req) => purchases.receipt(signedIn(req), req.params.id),
  });

  r.get(API.discount, {
    config: { access: ["school", "studentb2c", "admin", "superadmin"] as const },
    schema: {
      tags,
      summary: "The schools' discount, a percent (the spec's client reads a bare number)",
      response: { 200: discountResponseSchema, ...errors },
    },
    handler: () => discount.get(),
  });

  r.put(API.discount, {
    config: { access: ["superadmin"] as const },
    schema: {
      tags,
      summary: "Set the schools' discount percent (applies to purchases from now on)",
      body: setDiscountSchema,
      response: { 200: discountSetResponseSchema, ...errors },
    },
    handler: (req) => discount.set(signedIn(req), req.body.discount, { ip: req.ip }),
  });
}
