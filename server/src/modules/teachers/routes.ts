import { TEACHERS_FILTERS, teachersApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { TeachersService } from "./service.ts";

/** A school's teachers (`teachersApi`, school accounts only, their own school's rows). */
export function registerTeacherRoutes(app: FastifyInstance, teachers: TeachersService) {
  serve(app, teachersApi.list, ({ user, query, req }) =>
    teachers.list(user, wantsPage(rawQuery(req.url), TEACHERS_FILTERS) ? query : null),
  );
  serve(app, teachersApi.add, ({ user, body, meta }) => teachers.addOne(user, body, meta));
  serve(app, teachersApi.addBulk, ({ user, body, meta }) => teachers.addBulk(user, body.teachers, meta));
  serve(app, teachersApi.activate, ({ user, params, meta }) => teachers.activate(user, params.userId, meta));
  serve(app, teachersApi.hold, ({ user, params, meta }) => teachers.hold(user, params.userId, meta));
  serve(app, teachersApi.setClasses, ({ user, params, body, meta }) =>
    teachers.classes.set(user, params.userId, body, meta),
  );
  serve(app, teachersApi.addClassesBulk, ({ user, body, meta }) =>
    teachers.classes.addBulk(user, body, meta),
  );
  serve(app, teachersApi.myClasses, ({ user }) => teachers.myClasses(user));
}
