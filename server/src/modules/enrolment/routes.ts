import { ENROLLED_STUDENTS_FILTERS, enrolmentApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { EnrolmentService } from "./service.ts";

/** Enrolment (spec part 1 §7): school accounts only, their own students and their own student courses. */
export function registerEnrolmentRoutes(app: FastifyInstance, enrolment: EnrolmentService) {
  serve(app, enrolmentApi.addOne, ({ user, params, body, meta }) =>
    enrolment.addOne(user, params.studentId, params.courseId, body.classNumber, meta),
  );
  serve(app, enrolmentApi.removeOne, ({ user, params, body, meta }) =>
    enrolment.removeOne(user, params.studentId, params.courseId, body?.classNumber, meta),
  );
  serve(app, enrolmentApi.addBulk, ({ user, params, body, meta }) =>
    enrolment.addBulk(user, params.courseId, body.studentIds, body.classNumber, meta),
  );
  serve(app, enrolmentApi.removeBulk, ({ user, params, body, meta }) =>
    enrolment.removeBulk(user, params.courseId, body.studentIds, body.classNumber, meta),
  );
  serve(app, enrolmentApi.stats, ({ user, params }) => enrolment.stats(user, params.courseId));
  serve(
    app,
    enrolmentApi.enrolled,
    ({ user, params, query, req }) =>
      enrolment.enrolled(
        user,
        params.courseId,
        wantsPage(rawQuery(req.url), ENROLLED_STUDENTS_FILTERS) ? query : null,
      ),
    {
      auditRead: (answer, { params, query, req }) =>
        studentsListed(
          "course.enrolled",
          {
            courseId: params.courseId,
            ...(wantsPage(rawQuery(req.url), ENROLLED_STUDENTS_FILTERS) ? query : {}),
          },
          answer,
        ),
    },
  );
  serve(
    app,
    enrolmentApi.candidates,
    ({ user, params, query }) => enrolment.candidates(user, params.courseId, query),
    {
      auditRead: (answer, { params, query }) =>
        studentsListed("course.candidates", { courseId: params.courseId, ...query }, answer),
    },
  );
  serve(app, enrolmentApi.studentCourses, ({ user }) => enrolment.studentCourses(user));
}
