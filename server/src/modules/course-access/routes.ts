import {
  API,
  accessCourseParamsSchema,
  accessCourseQuerySchema,
  accessCourseResponseSchema,
  accessCoursesResponseSchema,
  errorResponseSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/auth.ts";
import type { CourseAccessService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
// Individual learners for now; a later issue admits a school's students to the same routes.
const learners = { access: ["studentb2c"] as const };

/** A learner's content access (spec part 1 §7): the courses they have, and one course's granted classes. */
export function registerCourseAccessRoutes(app: FastifyInstance, access: CourseAccessService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["course access"];

  r.get(API.studentAccessCourses, {
    config: learners,
    schema: {
      tags,
      summary: "The courses and classes the learner has, with whether each class is granted",
      response: { 200: accessCoursesResponseSchema, ...errors },
    },
    handler: (req) => access.list(signedIn(req)),
  });

  r.get("/api/course/student/accesscourse/:courseId", {
    config: learners,
    schema: {
      tags,
      summary: "One course of the learner: the levels of each granted class, without teacher-only resources",
      params: accessCourseParamsSchema,
      querystring: accessCourseQuerySchema,
      response: { 200: accessCourseResponseSchema, ...errors },
    },
    handler: (req) => access.course(signedIn(req), req.params.courseId, req.query.class),
  });
}
