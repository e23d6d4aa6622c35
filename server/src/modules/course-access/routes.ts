import {
  API,
  accessCourseParamsSchema,
  accessCourseQuerySchema,
  accessCourseResponseSchema,
  accessCoursesResponseSchema,
  activeSchoolCoursesResponseSchema,
  errorResponseSchema,
  schoolAccessCourseResponseSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Access, signedIn } from "../../plugins/auth.ts";
import type { SchoolAccessService } from "./school-access.ts";
import type { CourseAccessService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
// Individual learners and a school's students share the student routes.
const students = { access: ["student", "studentb2c"] as const };
const teachers: { access: Access } = { access: ["teacher"] };
const school: { access: Access } = { access: ["school"] };

/** Content access (spec part 1 §7): students' courses and classes, teachers' and the school's. */
export function registerCourseAccessRoutes(
  app: FastifyInstance,
  access: CourseAccessService,
  schoolAccess: SchoolAccessService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["course access"];

  r.get(API.studentAccessCourses, {
    config: students,
    schema: {
      tags,
      summary: "The student's courses and classes (a school's pupil: the granted ones only)",
      response: { 200: accessCoursesResponseSchema, ...errors },
    },
    handler: (req) => access.list(signedIn(req)),
  });

  r.get("/api/course/student/accesscourse/:courseId", {
    config: students,
    schema: {
      tags,
      summary: "One course of the student: the levels of each granted class, without teacher-only resources",
      params: accessCourseParamsSchema,
      querystring: accessCourseQuerySchema,
      response: { 200: accessCourseResponseSchema, ...errors },
    },
    handler: (req) => access.course(signedIn(req), req.params.courseId, req.query.class),
  });

  // Teachers and the school account: the same answers, under the spec's two paths each.
  for (const [list, one, config, who] of [
    [API.teacherAccessCourses, "/api/teacher/accesscourses/:courseId", teachers, "teacher's school"],
    [API.schoolAccessCourses, "/api/course/school/accesscourses/school/:courseId", school, "school"],
  ] as const) {
    r.get(list, {
      config,
      schema: {
        tags,
        summary: `The courses and open classes of the ${who} (active classes of either kind)`,
        response: { 200: activeSchoolCoursesResponseSchema, ...errors },
      },
      handler: (req) => schoolAccess.list(signedIn(req)),
    });
    r.get(one, {
      config,
      schema: {
        tags,
        summary: `One course of the ${who}: the whole tree of each open class, every resource type`,
        params: accessCourseParamsSchema,
        querystring: accessCourseQuerySchema,
        response: { 200: schoolAccessCourseResponseSchema, ...errors },
      },
      handler: (req) => schoolAccess.course(signedIn(req), req.params.courseId, req.query.class),
    });
  }
}
