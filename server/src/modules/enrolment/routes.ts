import {
  API,
  addToCourseRequestSchema,
  bulkAddResponseSchema,
  bulkEnrolRequestSchema,
  bulkRemoveResponseSchema,
  courseCandidatesQuerySchema,
  courseCandidatesResponseSchema,
  courseStatsSchema,
  ENROLLED_STUDENTS_FILTERS,
  enrolCourseParamsSchema,
  enrolledStudentsQuerySchema,
  enrolledStudentsResponseSchema,
  enrolStudentParamsSchema,
  errorResponseSchema,
  LIMITS,
  messageResponseSchema,
  removeFromCourseRequestSchema,
  schoolStudentCoursesResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import type { EnrolmentService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const schoolOnly = { access: ["school"] as const };

/** Enrolment (spec part 1 §7): school accounts only, their own students and their own student courses. */
export function registerEnrolmentRoutes(app: FastifyInstance, enrolment: EnrolmentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["enrolment"];

  r.put("/api/student/addtocourse/:studentId/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Enrol one student in a class of a student course (one seat; 409 when none is left)",
      params: enrolStudentParamsSchema,
      body: addToCourseRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) =>
      enrolment.addOne(signedIn(req), req.params.studentId, req.params.courseId, req.body.classNumber, {
        ip: req.ip,
      }),
  });

  r.put("/api/student/removefromcourse/:studentId/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Remove a student from a class of the course; an empty body removes them from the course",
      params: enrolStudentParamsSchema,
      body: removeFromCourseRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) =>
      enrolment.removeOne(signedIn(req), req.params.studentId, req.params.courseId, req.body?.classNumber, {
        ip: req.ip,
      }),
  });

  r.put("/api/student/bulkaddtocourse/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: `Enrol up to ${LIMITS.enrolBulkMax} students in a class: all, or none when the seats are short`,
      params: enrolCourseParamsSchema,
      body: bulkEnrolRequestSchema,
      response: { 200: bulkAddResponseSchema, ...errors },
    },
    handler: (req) =>
      enrolment.addBulk(signedIn(req), req.params.courseId, req.body.studentIds, req.body.classNumber, {
        ip: req.ip,
      }),
  });

  r.put("/api/student/bulkremovefromcourse/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: `Remove up to ${LIMITS.enrolBulkMax} students from a class (those not in it are skipped)`,
      params: enrolCourseParamsSchema,
      body: bulkEnrolRequestSchema,
      response: { 200: bulkRemoveResponseSchema, ...errors },
    },
    handler: (req) =>
      enrolment.removeBulk(signedIn(req), req.params.courseId, req.body.studentIds, req.body.classNumber, {
        ip: req.ip,
      }),
  });

  r.get("/api/student/getstudentcount/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "Course stats: the seats of each class the school has, and the totals",
      params: enrolCourseParamsSchema,
      response: { 200: courseStatsSchema, ...errors },
    },
    handler: (req) => enrolment.stats(signedIn(req), req.params.courseId),
  });

  r.get("/api/student/students-enrolled/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary:
        "The school's students in the course: the whole list, or a page when any list parameter is given",
      params: enrolCourseParamsSchema,
      querystring: enrolledStudentsQuerySchema,
      response: { 200: enrolledStudentsResponseSchema, ...errors },
    },
    handler: (req) =>
      enrolment.enrolled(
        signedIn(req),
        req.params.courseId,
        wantsPage(rawQuery(req.url), ENROLLED_STUDENTS_FILTERS) ? req.query : null,
      ),
  });

  r.get("/api/student/course-candidates/:courseId", {
    config: schoolOnly,
    schema: {
      tags,
      summary: "The enrolment screen: the school's students, paged, each with `enrolled` in the target class",
      params: enrolCourseParamsSchema,
      querystring: courseCandidatesQuerySchema,
      response: { 200: courseCandidatesResponseSchema, ...errors },
    },
    handler: (req) => enrolment.candidates(signedIn(req), req.params.courseId, req.query),
  });

  r.get(API.schoolStudentCourses, {
    config: schoolOnly,
    schema: {
      tags,
      summary: "The school's student courses: the classes that take enrolments, with their seats",
      response: { 200: schoolStudentCoursesResponseSchema, ...errors },
    },
    handler: (req) => enrolment.studentCourses(signedIn(req)),
  });
}
