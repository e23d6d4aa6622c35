import { z } from "zod";
import { idParamsSchema, idSchema, messageResponseSchema } from "../common.ts";
import {
  addEnablementSchema,
  ENABLEMENT_SEGMENTS,
  enabledCoursesResponseSchema,
  enablementClassParamsSchema,
  enablementSchoolSchema,
  enablementSchoolsPageSchema,
  enablementSchoolsQuerySchema,
  updateEnabledClassSchema,
} from "../enablement.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";
import {
  type EnablementKind,
  paymentsPageSchema,
  paymentsQuerySchema,
  rejectPaymentSchema,
} from "../purchases.ts";

const tags = ["course enablement"];
const paymentTags = ["payment verification"];
const access = ["superadmin"] as const;
const errors = [404, 409] as const;
const schoolParams = z.object({ schoolId: idSchema });
const courseParams = z.object({ schoolId: idSchema, courseId: idSchema });

export const enablementSchools = endpoint({
  method: "GET",
  path: API.enablementSchools,
  access,
  tags,
  summary: "Schools to enable courses for, with their payments waiting for verification",
  errors,
  schemas: { query: enablementSchoolsQuerySchema, response: enablementSchoolsPageSchema },
});

export const enablementSchool = endpoint({
  method: "GET",
  path: "/api/enable/:schoolId",
  access,
  tags,
  summary: "The school the enablement screen is about",
  errors,
  schemas: { params: schoolParams, response: enablementSchoolSchema },
});

export const enablementEnabled = {
  school: enabled("school"),
  students: enabled("students"),
} satisfies Record<EnablementKind, ReturnType<typeof enabled>>;

export const enablementPayments = endpoint({
  method: "GET",
  path: API.payments,
  access,
  tags: paymentTags,
  summary: "Purchases to verify and decided ones, paged, with the count of each status",
  errors,
  schemas: { query: paymentsQuerySchema, response: paymentsPageSchema },
});

export const enablementApprovePayment = endpoint({
  method: "PUT",
  path: `${API.payments}/:id/approve`,
  access,
  tags: paymentTags,
  summary: "Approve a payment: its classes become active, renewals add their seats; the buyer is mailed",
  errors,
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

export const enablementRejectPayment = endpoint({
  method: "PUT",
  path: `${API.payments}/:id/reject`,
  access,
  tags: paymentTags,
  summary: "Reject a payment with a reason: its classes under review are removed; the buyer is mailed",
  errors,
  schemas: { params: idParamsSchema, body: rejectPaymentSchema, response: messageResponseSchema },
});

/** `/api/enable/{schoolId}/coursesforschool` or `/coursesforstudents`: the classes enabled for one kind. */
function enabled(kind: EnablementKind) {
  const base = `/api/enable/:schoolId/${ENABLEMENT_SEGMENTS[kind]}`;
  const forWhom = kind === "school" ? "for the school" : "for its students";
  return {
    list: endpoint({
      method: "GET",
      path: base,
      access,
      tags,
      summary: `The school's classes ${forWhom}, by course`,
      errors,
      schemas: { params: schoolParams, response: enabledCoursesResponseSchema },
    }),
    add: endpoint({
      method: "POST",
      path: base,
      access,
      tags,
      summary: `Enable classes of a course ${forWhom}`,
      status: 201,
      errors,
      schemas: { params: schoolParams, body: addEnablementSchema, response: messageResponseSchema },
    }),
    updateClass: endpoint({
      method: "PUT",
      path: `${base}/:courseId/class/:classNumber`,
      access,
      tags,
      summary: `Change a class ${forWhom}: status, student limit (active on a class under review approves its payment)`,
      errors,
      schemas: {
        params: enablementClassParamsSchema,
        body: updateEnabledClassSchema,
        response: messageResponseSchema,
      },
    }),
    removeClass: endpoint({
      method: "DELETE",
      path: `${base}/:courseId/class/:classNumber`,
      access,
      tags,
      summary: `Remove a class ${forWhom} (its students are un-enrolled)`,
      errors,
      schemas: { params: enablementClassParamsSchema, response: messageResponseSchema },
    }),
    removeCourse: endpoint({
      method: "DELETE",
      path: `${base}/:courseId`,
      access,
      tags,
      summary: `Remove a course and all its classes ${forWhom} (their students are un-enrolled)`,
      errors,
      schemas: { params: courseParams, response: messageResponseSchema },
    }),
  };
}

/**
 * Course enablement per school and payment verification (superadmin only). `/api/enable/schools` is
 * a static route, so Fastify prefers it to `/api/enable/:schoolId` whatever the order of registration.
 */
export const enablementApi = {
  schools: enablementSchools,
  school: enablementSchool,
  enabled: enablementEnabled,
  payments: enablementPayments,
  approvePayment: enablementApprovePayment,
  rejectPayment: enablementRejectPayment,
};
