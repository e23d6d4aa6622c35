import {
  API,
  bulkErrorResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  LIMITS,
  messageResponseSchema,
  STUDENTS_FILTERS,
  studentAddRequestSchema,
  studentAddResponseSchema,
  studentBulkRequestSchema,
  studentsQuerySchema,
  studentsResponseSchema,
  studentUpdateRequestSchema,
  studentUpdateResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import type { StudentsService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/** An upload's 400 lists each bad row; other 400s (no rows, too many) are the ordinary shape. */
const uploadErrors = { ...errors, 400: z.union([bulkErrorResponseSchema, errorResponseSchema]) };
const schoolOnly = { access: ["school"] as const };

/** A school's students (`/api/student/...`, school accounts only, their own school's rows). */
export function registerStudentRoutes(app: FastifyInstance, students: StudentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["students"];

  r.get(API.students, {
    config: schoolOnly,
    schema: {
      tags,
      summary: "The school's students: the whole list, or a page when any list parameter is given",
      querystring: studentsQuerySchema,
      response: { 200: studentsResponseSchema, ...errors },
    },
    handler: (req) =>
      students.list(signedIn(req), wantsPage(rawQuery(req.url), STUDENTS_FILTERS) ? req.query : null),
  });

  r.post(API.addStudent, {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Add one student (answers their username and one-time code, shown once)",
      body: studentAddRequestSchema,
      response: { 200: studentAddResponseSchema, ...errors },
    },
    handler: (req) => students.addOne(signedIn(req), req.body, { ip: req.ip }),
  });

  r.post(API.addStudentsBulk, {
    config: schoolOnly,
    bodyLimit: LIMITS.bulkBodyLimitBytes,
    schema: {
      tags,
      summary: `Add up to ${LIMITS.bulkRowsMax} students at once: all rows, or none and every row's errors`,
      body: studentBulkRequestSchema,
      response: { 200: studentAddResponseSchema, ...uploadErrors },
    },
    handler: (req) => students.addBulk(signedIn(req), req.body.students, { ip: req.ip }),
  });

  r.put("/api/student/update/:id", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Edit a student: name, class, email, phone, father's name and dob; anything else is ignored",
      params: idParamsSchema,
      body: studentUpdateRequestSchema,
      response: { 200: studentUpdateResponseSchema, ...errors },
    },
    handler: (req) => students.update(signedIn(req), req.params.id, req.body, { ip: req.ip }),
  });

  r.delete("/api/student/:id", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Remove a student and their account",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => students.remove(signedIn(req), req.params.id, { ip: req.ip }),
  });
}
