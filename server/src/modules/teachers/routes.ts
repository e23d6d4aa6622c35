import {
  API,
  bulkErrorResponseSchema,
  errorResponseSchema,
  idSchema,
  LIMITS,
  messageResponseSchema,
  TEACHERS_FILTERS,
  teacherAddRequestSchema,
  teacherAddResponseSchema,
  teacherBulkRequestSchema,
  teachersQuerySchema,
  teachersResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import type { TeachersService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const uploadErrors = { ...errors, 400: z.union([bulkErrorResponseSchema, errorResponseSchema]) };
const schoolOnly = { access: ["school"] as const };
const userIdParams = z.object({ userId: idSchema });

/** A school's teachers (`/api/teacher/...`, school accounts only, their own school's rows). */
export function registerTeacherRoutes(app: FastifyInstance, teachers: TeachersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["teachers"];

  r.get(API.teachers, {
    config: schoolOnly,
    schema: {
      tags,
      summary: "The school's teachers: the whole list, or a page when any list parameter is given",
      querystring: teachersQuerySchema,
      response: { 200: teachersResponseSchema, ...errors },
    },
    handler: (req) =>
      teachers.list(signedIn(req), wantsPage(rawQuery(req.url), TEACHERS_FILTERS) ? req.query : null),
  });

  r.post(API.addTeacher, {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Add one teacher (their e-mail is their username; a welcome mail sets the password)",
      body: teacherAddRequestSchema,
      response: { 200: teacherAddResponseSchema, ...errors },
    },
    handler: (req) => teachers.addOne(signedIn(req), req.body, { ip: req.ip }),
  });

  r.post(API.addTeachersBulk, {
    config: schoolOnly,
    bodyLimit: LIMITS.bulkBodyLimitBytes,
    schema: {
      tags,
      summary: `Add up to ${LIMITS.bulkRowsMax} teachers at once: all rows, or none and every row's errors`,
      body: teacherBulkRequestSchema,
      response: { 200: teacherAddResponseSchema, ...uploadErrors },
    },
    handler: (req) => teachers.addBulk(signedIn(req), req.body.teachers, { ip: req.ip }),
  });

  r.put("/api/teacher/activate/:userId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Activate a teacher of the school",
      params: userIdParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => teachers.activate(signedIn(req), req.params.userId, { ip: req.ip }),
  });

  r.put("/api/teacher/hold/:userId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Put a teacher of the school on hold (their sessions end at once)",
      params: userIdParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => teachers.hold(signedIn(req), req.params.userId, { ip: req.ip }),
  });
}
