import { STUDENTS_FILTERS, studentsApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { StudentsService } from "./service.ts";

/** A school's students (`studentsApi`, school accounts only, their own school's rows). */
export function registerStudentRoutes(app: FastifyInstance, students: StudentsService) {
  serve(
    app,
    studentsApi.list,
    ({ user, query, req }) =>
      students.list(user, wantsPage(rawQuery(req.url), STUDENTS_FILTERS) ? query : null),
    {
      auditRead: (answer, { query, req }) =>
        studentsListed(
          "school.students",
          wantsPage(rawQuery(req.url), STUDENTS_FILTERS) ? query : null,
          answer,
        ),
    },
  );
  serve(app, studentsApi.add, ({ user, body, meta }) => students.addOne(user, body, meta));
  serve(app, studentsApi.addBulk, ({ user, body, meta }) => students.addBulk(user, body.students, meta));
  serve(app, studentsApi.update, ({ user, params, body, meta }) =>
    students.update(user, params.id, body, meta),
  );
  serve(app, studentsApi.one, ({ user, params }) => students.one(user, params.id), {
    auditRead: (_answer, { params }) => ({ action: "student.viewed", studentId: params.id }),
  });
  serve(app, studentsApi.sections, ({ user }) => students.sections(user));
  serve(app, studentsApi.newCodes, ({ user, body, meta }) => students.newCodes(user, body, meta));
  serve(app, studentsApi.remove, ({ user, params, meta }) => students.remove(user, params.id, meta));
}
