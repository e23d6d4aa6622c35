import { learningApi, schoolAccessApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { SchoolAccessService } from "./school-access.ts";
import type { CourseAccessService } from "./service.ts";

/** Content access (spec part 1 §7): students' courses and classes, teachers' and the school's. */
export function registerCourseAccessRoutes(
  app: FastifyInstance,
  access: CourseAccessService,
  schoolAccess: SchoolAccessService,
) {
  // Individual learners and a school's students share the student routes.
  serve(app, learningApi.studentCourses, ({ user }) => access.list(user));
  serve(app, learningApi.studentCourse, ({ user, params, query }) =>
    access.course(user, params.courseId, query.class),
  );
  // Teachers and the school account: the same answers, under the spec's two paths each.
  for (const staff of [schoolAccessApi.teacher, schoolAccessApi.school]) {
    serve(app, staff.list, ({ user }) => schoolAccess.list(user));
    serve(app, staff.course, ({ user, params, query }) =>
      schoolAccess.course(user, params.courseId, query.class),
    );
  }
}
