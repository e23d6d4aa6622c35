import {
  API,
  addEnablementSchema,
  ENABLEMENT_KINDS,
  ENABLEMENT_SEGMENTS,
  enabledCoursesResponseSchema,
  enablementClassParamsSchema,
  enablementSchoolSchema,
  enablementSchoolsPageSchema,
  enablementSchoolsQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  idSchema,
  messageResponseSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  rejectPaymentSchema,
  updateEnabledClassSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/auth.ts";
import type { PaymentsService } from "./payments.ts";
import type { EnablementService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const superadminOnly = { access: ["superadmin"] as const };

/** `/api/enable/{schoolId}/…` (apiPath.enablementSchool and apiPath.enabledCourses build the URLs). */
const ENABLE = "/api/enable";
const schoolParams = z.object({ schoolId: idSchema });
const courseParams = z.object({ schoolId: idSchema, courseId: idSchema });

/**
 * Course enablement per school and payment verification (superadmin only). Thin: parse, admit,
 * call the services. `/api/enable/schools` is a static route, so Fastify prefers it to
 * `/api/enable/:schoolId` whatever the order of registration.
 */
export function registerEnablementRoutes(
  app: FastifyInstance,
  enablement: EnablementService,
  payments: PaymentsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["course enablement"];

  r.get(API.enablementSchools, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Schools to enable courses for, with their payments waiting for verification",
      querystring: enablementSchoolsQuerySchema,
      response: { 200: enablementSchoolsPageSchema, ...errors },
    },
    handler: (req) => enablement.schools(req.query),
  });

  r.get(`${ENABLE}/:schoolId`, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "The school the enablement screen is about",
      params: schoolParams,
      response: { 200: enablementSchoolSchema, ...errors },
    },
    handler: (req) => enablement.school(req.params.schoolId),
  });

  for (const kind of ENABLEMENT_KINDS) {
    const base = `${ENABLE}/:schoolId/${ENABLEMENT_SEGMENTS[kind]}`;
    const forWhom = kind === "school" ? "for the school" : "for its students";

    r.get(base, {
      config: superadminOnly,
      schema: {
        tags,
        summary: `The school's classes ${forWhom}, by course`,
        params: schoolParams,
        response: { 200: enabledCoursesResponseSchema, ...errors },
      },
      handler: (req) => enablement.list(req.params.schoolId, kind),
    });

    r.post(base, {
      config: superadminOnly,
      schema: {
        tags,
        summary: `Enable classes of a course ${forWhom}`,
        params: schoolParams,
        body: addEnablementSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const answer = await enablement.add(signedIn(req), req.params.schoolId, kind, req.body, {
          ip: req.ip,
        });
        return reply.code(201).send(answer);
      },
    });

    r.put(`${base}/:courseId/class/:classNumber`, {
      config: superadminOnly,
      schema: {
        tags,
        summary: `Change a class ${forWhom}: status, student limit (active on a class under review approves its payment)`,
        params: enablementClassParamsSchema,
        body: updateEnabledClassSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => enablement.update(signedIn(req), { ...req.params, kind }, req.body, { ip: req.ip }),
    });

    r.delete(`${base}/:courseId/class/:classNumber`, {
      config: superadminOnly,
      schema: {
        tags,
        summary: `Remove a class ${forWhom} (its students are un-enrolled)`,
        params: enablementClassParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => enablement.removeClass(signedIn(req), { ...req.params, kind }, { ip: req.ip }),
    });

    r.delete(`${base}/:courseId`, {
      config: superadminOnly,
      schema: {
        tags,
        summary: `Remove a course and all its classes ${forWhom} (their students are un-enrolled)`,
        params: courseParams,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => enablement.removeCourse(signedIn(req), { ...req.params, kind }, { ip: req.ip }),
    });
  }

  const paymentTags = ["payment verification"];
  r.get(API.payments, {
    config: superadminOnly,
    schema: {
      tags: paymentTags,
      summary: "Purchases to verify and decided ones, paged, with the count of each status",
      querystring: paymentsQuerySchema,
      response: { 200: paymentsPageSchema, ...errors },
    },
    handler: (req) => payments.list(req.query),
  });

  r.put(`${API.payments}/:id/approve`, {
    config: superadminOnly,
    schema: {
      tags: paymentTags,
      summary: "Approve a payment: its classes become active, renewals add their seats; the buyer is mailed",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => payments.approve(signedIn(req), req.params.id, { ip: req.ip }),
  });

  r.put(`${API.payments}/:id/reject`, {
    config: superadminOnly,
    schema: {
      tags: paymentTags,
      summary: "Reject a payment with a reason: its classes under review are removed; the buyer is mailed",
      params: idParamsSchema,
      body: rejectPaymentSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => payments.reject(signedIn(req), req.params.id, req.body.reason, { ip: req.ip }),
  });
}
